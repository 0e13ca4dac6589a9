import type { ComponentChildren } from 'preact';
import { BREAKDOWN_ORDER, drawTroyesDiceSheet } from '../../src/drawing/troyes-dice-sheet';
import type { TroyesDiceView } from './api';
import type { Trouble } from './messages';
import { toVNode } from './svg-vnode';

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
 * The shared drawing (the same code as GET /v1/games/{id}/sheet.svg). `choices`: building spaces
 * (by data-target) that are a legal move now, made clickable and focusable on the sheet itself.
 */
export function Sheet({
  view,
  seat,
  label,
  choices,
}: {
  view: TroyesDiceView;
  seat: number;
  label?: string;
  choices?: Map<string, { label: string; play: () => void }>;
}) {
  const interactive = choices !== undefined && choices.size > 0;
  const decorate = (attrs: Record<string, unknown>) => {
    const choice = typeof attrs['data-target'] === 'string' ? choices?.get(attrs['data-target']) : undefined;
    if (!choice) return undefined;
    return {
      class: `${String(attrs.class)} choice`,
      role: 'button',
      tabindex: 0, // lower case: an SVG element's attribute (Preact sets SVG props as attributes)
      'aria-label': choice.label,
      onClick: choice.play,
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          choice.play();
        }
      },
    };
  };
  return <div class="sheet">{toVNode(drawTroyesDiceSheet(view, seat, label, interactive), undefined, decorate)}</div>;
}

export function ScoreBreakdown({ breakdown, total }: { breakdown: Record<string, number>; total: number }) {
  return (
    <table class="breakdown">
      <caption>Score breakdown</caption>
      <tbody>
        {BREAKDOWN_ORDER.map(([k, label]) => (
          <tr key={k}>
            <th scope="row">{label}</th>
            <td>{breakdown[k] ?? 0}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td class="total" data-testid="final-score">
            {total}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

export const formatTime = (iso: string): string => new Date(iso).toISOString().slice(11, 16) + ' UTC';
