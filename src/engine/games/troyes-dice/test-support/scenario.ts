/**
 * Hand-made table situations for rulebook-example tests: a real setup, then this half-day's dice,
 * plaza colours and expansion tiles laid out as the example describes, and the event resolved by
 * the engine's own code.
 */
import type { GameEvent } from '../../../core/types';
import { COLOURS } from '../data/components';
import { resolveEvent } from '../halfday';
import { troyesDice } from '..';
import { newSheet } from '../sheet';
import type { Colour, Sheet, TroyesDiceEvent, TroyesDiceState } from '../types';
import { slotNotch } from '../wheel';

export interface ScenarioSpec {
  players?: number;
  options?: Record<string, unknown>;
  /** 0..15 (day = halfDay/2 + 1). */
  halfDay?: number;
  /** Values by slot, ascending as placed. */
  dice: readonly number[];
  blackSlot: number;
  /** Plaza colour under each slot. */
  colours: readonly Colour[];
  /** Expansion tiles on slots (their plaza gets the same-colour tile of the slot's colour). */
  tiles?: { slot: number; id: number; raid?: boolean }[];
  /** Sheet edits per seat, applied before the event. */
  sheets?: Partial<Sheet>[];
  /** The ruleset to set up under (default: the current one). */
  rules?: TroyesDiceRules;
}

type TroyesDiceRules = typeof troyesDice;

/** A tile index whose face `up` shows `colour` (the same-colour tiles first). */
function tileShowing(colour: number): { tile: number; up: 0 | 1 } {
  return { tile: colour, up: 0 };
}

export function scenario(spec: ScenarioSpec): { state: TroyesDiceState; events: GameEvent[] } {
  const setup = (spec.rules ?? troyesDice).setup(spec.options ?? {}, 'scenario', spec.players ?? 1);
  if (!setup.ok) throw new Error(setup.error.code);
  const state: TroyesDiceState = structuredClone(setup.value);
  state.halfDay = spec.halfDay ?? 0;
  state.dice = spec.dice.slice();
  state.blackSlot = spec.blackSlot;
  state.expansionTiles = [];
  spec.colours.forEach((colour, slot) => {
    state.plazas[slotNotch(state.halfDay, slot)] = tileShowing(COLOURS.indexOf(colour));
  });
  for (const t of spec.tiles ?? []) {
    state.expansionTiles.push({ id: t.id, notch: slotNotch(state.halfDay, t.slot), raid: t.raid ?? false });
  }
  state.sheets = state.sheets.map((_, seat) => ({ ...newSheet(), ...structuredClone(spec.sheets?.[seat] ?? {}) }));
  const events: TroyesDiceEvent[] = [];
  resolveEvent(state, events);
  return { state, events };
}

/** Apply or throw (tests of legal play). */
export function play(state: TroyesDiceState, seat: number, move: unknown, rules: TroyesDiceRules = troyesDice) {
  const r = rules.apply(state, seat, move);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}
