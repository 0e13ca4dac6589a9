import type { ComponentChildren } from 'preact';
import { drawTroyesDiceSheet } from '../../src/drawing/troyes-dice-sheet';
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

/** The shared drawing (the same code as GET /v1/games/{id}/sheet.svg). */
export function Sheet({ view, seat, label }: { view: TroyesDiceView; seat: number; label?: string }) {
  return <div class="sheet">{toVNode(drawTroyesDiceSheet(view, seat, label))}</div>;
}

const BREAKDOWN_LABELS: Record<string, string> = {
  huguesDePayns: 'Hugues de Payns',
  isabeauDeBaviere: 'Isabeau de Bavière',
  thibautII: 'Thibaut II',
  jeanneDeChampagne: 'Jeanne de Champagne',
  urbainIV: 'Urbain IV',
  marieDeChampagne: 'Marie de Champagne',
  influence: 'Influence left (1 per 2)',
  deniers: 'Deniers left (1 per 2)',
  knowledge: 'Knowledge left (1 per 2)',
  citizens: 'Citizens',
};

export function ScoreBreakdown({ breakdown, total }: { breakdown: Record<string, number>; total: number }) {
  return (
    <table class="breakdown">
      <caption>Score breakdown</caption>
      <tbody>
        {Object.entries(breakdown).map(([k, v]) => (
          <tr key={k}>
            <th scope="row">{BREAKDOWN_LABELS[k] ?? k}</th>
            <td>{v}</td>
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
