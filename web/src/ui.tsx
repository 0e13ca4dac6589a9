import type { ComponentChildren } from 'preact';
import type { Trouble } from './messages';

/** A message the page shows instead of going blank; `role=alert` so screen readers announce it. */
export function TroubleBox({ trouble, children }: { trouble: Trouble; children?: ComponentChildren }) {
  return (
    <div class={`trouble trouble-${trouble.kind}`} role="alert">
      <p>{trouble.message}</p>
      {children}
    </div>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p class="loading" aria-live="polite">
      Loading {what}…
    </p>
  );
}

/**
 * A board-style table in its scrolling box (never wider than the screen): a caption, a header row
 * of `columns`, then the rows given, or one row saying `empty` when there is nothing to list.
 */
export function DataTable({
  class: extra,
  caption,
  columns,
  empty,
  children,
}: {
  class?: string;
  caption: string;
  columns: string[];
  empty?: string | false;
  children?: ComponentChildren;
}) {
  return (
    <div class="table-wrap">
      <table class={extra ? `board ${extra}` : 'board'}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {empty ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}

export const formatTime = (iso: string): string => new Date(iso).toISOString().slice(11, 16) + ' UTC';
