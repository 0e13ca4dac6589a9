import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { describeTrouble, type Trouble } from './messages';
import { TroubleBox } from './ui';

/** Goes to a page of the app (hash routes). */
export function go(path: string): void {
  location.hash = path;
}

/**
 * One thing a person asks for (create a game, join, redeem a code): `busy` while it runs, the
 * trouble when it fails (worded by `explain` when it knows better), and a revoked key handed to
 * the app (which signs out and says why).
 */
export function useAction(
  onRevoked?: (t: Trouble) => void,
  explain?: (error: unknown) => Trouble | null,
): {
  busy: boolean;
  trouble: Trouble | null;
  run: (work: () => Promise<unknown>) => Promise<void>;
  clear: () => void;
} {
  const [busy, setBusy] = useState(false);
  const [trouble, setTrouble] = useState<Trouble | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setTrouble(null);
    try {
      await work();
    } catch (error) {
      const t = explain?.(error) ?? describeTrouble(error);
      if (t.kind === 'revoked' && onRevoked) onRevoked(t);
      else setTrouble(t);
    } finally {
      setBusy(false);
    }
  };
  return { busy, trouble, run, clear: () => setTrouble(null) };
}

/** A labelled control with its explanation underneath, tied to it for screen readers. */
export function Field({
  id,
  label,
  explain,
  children,
}: {
  id: string;
  label: string;
  explain?: ComponentChildren;
  children: ComponentChildren;
}) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {children}
      {explain && (
        <p class="explain" id={`${id}-explain`}>
          {explain}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its explanation underneath, tied to it for screen readers (`${id}-explain`). */
export function Check({
  id,
  label,
  explain,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  explain: ComponentChildren;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div class="field">
      <label class="check">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={`${id}-explain`}
          onChange={(e) => onChange((e.target as HTMLInputElement).checked)}
        />{' '}
        {label}
      </label>
      <p class="explain" id={`${id}-explain`}>
        {explain}
      </p>
    </div>
  );
}

/** A select of fixed choices (values are compared as their JSON). */
export function Choice<T>({
  id,
  value,
  choices,
  onChange,
  described = true,
}: {
  id: string;
  value: T;
  choices: { value: T; label: string }[];
  onChange: (v: T) => void;
  described?: boolean;
}) {
  return (
    <select
      id={id}
      value={JSON.stringify(value)}
      aria-describedby={described ? `${id}-explain` : undefined}
      onChange={(e) => onChange(JSON.parse((e.target as HTMLSelectElement).value) as T)}
    >
      {choices.map((c) => (
        <option key={JSON.stringify(c.value)} value={JSON.stringify(c.value)}>
          {c.label}
        </option>
      ))}
    </select>
  );
}

/** The trouble of an action, if any, with a way to try again. */
export function ActionTrouble({ trouble, retry }: { trouble: Trouble | null; retry?: () => void }) {
  if (!trouble) return null;
  return (
    <TroubleBox trouble={trouble}>
      {retry && (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
    </TroubleBox>
  );
}

/**
 * A way into a game as a card that opens to its form: open at once on a wide screen, a title and
 * a line on a phone, so the page stays short there. The form inside is labelled by `titleId`.
 */
export function Panel({
  titleId,
  title,
  teaser,
  wide,
  children,
}: {
  titleId: string;
  title: string;
  teaser: string;
  wide?: boolean;
  children: ComponentChildren;
}) {
  const [open] = useState(() => globalThis.matchMedia?.('(min-width: 900px)').matches ?? true);
  return (
    <details class={`card panel${wide ? ' wide' : ''}`} open={open}>
      <summary>
        <span class="panel-title" id={titleId}>
          {title}
        </span>
        <span class="explain">{teaser}</span>
      </summary>
      {children}
    </details>
  );
}

/** A Panel holding one form: its fields, the button that sends it, and what went wrong. */
export function PanelForm({
  titleId,
  title,
  teaser,
  wide,
  button,
  disabled,
  trouble,
  onSubmit,
  children,
}: {
  titleId: string;
  title: string;
  teaser: string;
  wide?: boolean;
  button: string;
  /** While the form is sent, or cannot be yet. */
  disabled: boolean;
  trouble: Trouble | null;
  onSubmit: () => void;
  children: ComponentChildren;
}) {
  return (
    <Panel titleId={titleId} title={title} teaser={teaser} wide={wide}>
      <form
        aria-labelledby={titleId}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <button type="submit" class="primary" disabled={disabled}>
          {button}
        </button>
        <ActionTrouble trouble={trouble} />
      </form>
    </Panel>
  );
}
