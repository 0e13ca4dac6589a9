import type { Ref } from 'preact';
import type { MoveGroup, MoveOption } from './types';

/**
 * The legal moves, grouped as the game groups them, each a button saying what it gives and costs.
 * Every move the page can send is one of these: nothing is built by hand.
 */
export function MovesPanel({
  heading,
  groups,
  version,
  busy,
  onPlay,
  headingRef,
  openGroup,
}: {
  heading: string;
  groups: MoveGroup[];
  version: number;
  busy: boolean;
  onPlay: (move: unknown) => void;
  /** The heading takes the focus after each move, so the keyboard stays with the choices. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A group picked on the board: shown unfolded. */
  openGroup?: string | null;
}) {
  const button = (o: MoveOption, i: number) => (
    <li key={i}>
      <button type="button" class="move" disabled={busy} onClick={() => onPlay(o.move)}>
        {o.label}
        {o.detail && <span class="detail"> · {o.detail}</span>}
      </button>
    </li>
  );
  return (
    <section class="moves" aria-labelledby="moves-h" aria-busy={busy} data-version={version}>
      <h2 id="moves-h" tabIndex={-1} ref={headingRef}>
        {heading}
      </h2>
      {groups.map((g) => (
        <div class={`group${openGroup === g.key ? ' picked' : ''}`} key={g.key} id={`group-${g.key}`}>
          <h3>{g.title}</h3>
          {g.note && <p class="explain">{g.note}</p>}
          {g.options.length > 0 && <ul>{g.options.map(button)}</ul>}
          {g.more && g.more.options.length > 0 && (
            <details open={g.options.length === 0 || openGroup === g.key}>
              <summary>
                {g.more.title} ({g.more.options.length})
              </summary>
              <ul>{g.more.options.map(button)}</ul>
            </details>
          )}
        </div>
      ))}
    </section>
  );
}
