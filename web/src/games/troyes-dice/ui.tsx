import { BREAKDOWN_ORDER, drawTroyesDiceSheet } from '../../../../src/drawing/troyes-dice-sheet';
import { view as troyesDiceView } from '../../../../src/engine/games/troyes-dice/view';
import type { TroyesDiceMove, TroyesDiceState, TroyesDiceView } from '../../api';
import { Drawing } from '../drawing';
import { type BoardProps, type GameUi } from '../types';
import { describeTroyesDiceMove, groupMoves, tell } from './moves';

function Board({ view, seat, names, layout, label, choices }: BoardProps<TroyesDiceView>) {
  const interactive = choices !== undefined && choices.size > 0;
  const score = view.players.find((p) => p.seat === seat)?.sheet.score.total ?? 0;
  const tree = drawTroyesDiceSheet(
    view,
    seat,
    label ?? `${names[seat] === 'You' ? 'Your sheet' : `${names[seat]}’s sheet`}: score ${score}`,
    interactive,
    { layout, names },
  );
  return <Drawing tree={tree} choices={choices} class="sheet" />;
}

function HowTo() {
  return (
    <div class="how-to-body">
      <p>
        From the rulebook:{' '}
        <q>
          Make the best of the game’s 8 days to contend with events, open shops in the Great Hall, or participate in
          construction of the Cathedral.
        </q>{' '}
        At the end, <q>the player with the most victory points wins!</q>
      </p>
      <ul>
        <li>
          Each half-day (morning, then afternoon; 16 in all) four dice are rolled onto the wheel. The{' '}
          <strong>black die</strong> destroys its plaza: it cannot be used, and from day 3 it attacks every sheet’s die
          box of its colour and value.
        </li>
        <li>
          Everyone uses <strong>one</strong> of the other dice, at the same time. A die’s <strong>colour</strong> is its
          plaza’s; its place on the wheel sets its <strong>cost</strong> (free, 1 or 2 deniers, or 1 of any resource).
        </li>
        <li>
          Use it to <strong>gain resources</strong> of its colour (red influence, yellow deniers, white knowledge), or
          to <strong>build</strong> in the district of its colour, in the{' '}
          <strong>column whose die box holds its value</strong> (columns are numbered 1-6 on the sheet): a prestige
          building (Fortress, Great Hall, Cathedral) or a work building (Count’s Palace, City Hall, Bishopric) that
          brings citizens.
        </li>
        <li>
          Influence changes a die’s value by 1 each; 2 knowledge change its colour. Left-over resources score 1 point
          per 2; each Cathedral lets the character above its column score your buildings.
        </li>
      </ul>
    </div>
  );
}

export const troyesDiceUi: GameUi<TroyesDiceView, TroyesDiceMove> = {
  progress: (view) => (view.over ? 'over' : `day ${view.day} of 8, ${view.half}`),
  Board,
  perSeatBoard: true,
  groupMoves: (moves, view) => groupMoves(moves, view),
  asks: (view, seat) => {
    const me = view.players.find((p) => p.seat === seat);
    return me?.pending?.length ? 'place your bonus' : 'choose a die';
  },
  tell,
  describeMove: (move, view) => describeTroyesDiceMove(move, view),
  HowTo,
  breakdown: () => BREAKDOWN_ORDER.map(([k, label]) => [k, label]),
  viewOf: (state) => troyesDiceView(state as TroyesDiceState, null),
};
