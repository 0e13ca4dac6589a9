import { useState } from 'preact/hooks';
import { CLOCK_PRESETS, TIMED_EXPLAINED } from './catalog';
import { Check, Choice, Field } from './forms';

/** A game's clock as a request asks for it. */
export interface ClockAsked {
  moveSeconds: number;
  bankSeconds: number;
}

/**
 * "Timed game" and, once ticked, which of the clock presets (`first` until the player picks):
 * the same choice wherever a game is asked for (a game with friends, "find me a game").
 */
export function useClockChoice(first: string) {
  const [timed, setTimed] = useState(false);
  const [preset, setPreset] = useState(first);
  const picked = CLOCK_PRESETS.find((c) => c.id === preset)!;
  const clock: ClockAsked | null = timed ? { moveSeconds: picked.moveSeconds, bankSeconds: picked.bankSeconds } : null;
  return { timed, setTimed, preset, setPreset, clock };
}

/** The fields of a `useClockChoice`: the "Timed game" box, then the clock when it is ticked. */
export function ClockFields({ prefix, choice }: { prefix: string; choice: ReturnType<typeof useClockChoice> }) {
  return (
    <>
      <Check
        id={`${prefix}-timed`}
        label="Timed game"
        explain={TIMED_EXPLAINED}
        checked={choice.timed}
        onChange={choice.setTimed}
      />
      {choice.timed && (
        <Field id={`${prefix}-clock`} label="Clock">
          <Choice
            id={`${prefix}-clock`}
            described={false}
            value={choice.preset}
            choices={CLOCK_PRESETS.map((c) => ({ value: c.id, label: c.label }))}
            onChange={choice.setPreset}
          />
        </Field>
      )}
    </>
  );
}
