import { drawOrleansBoard, PHASE_WORDS } from '../../../../src/drawing/orleans-board';
import type { OrleansState, OrleansView } from '../../../../src/engine/games/orleans/types';
import { view as orleansView } from '../../../../src/engine/games/orleans/view';
import { Drawing } from '../drawing';
import { humanize, type BoardProps, type GameUi } from '../types';
import { BREAKDOWN, describeOrleansMove, groupMoves, tell, type Move } from './moves';

function Board({ view, seat, names, layout, label, choices }: BoardProps<OrleansView>) {
  const tree = drawOrleansBoard(view, {
    layout,
    names,
    label,
    seat,
    interactive: choices !== undefined && choices.size > 0,
  });
  return <Drawing tree={tree} choices={choices} class="board" />;
}

function HowTo() {
  return (
    <div class="how-to-body">
      <p>
        From the rulebook:{' '}
        <q>
          You are trying to achieve dominance in various areas in medieval France. You will get goods, coins, and
          victory points via production, trade, development, and by committing to the common good.
        </q>{' '}
        <q>The game is played over 18 rounds.</q>
      </p>
      <ul>
        <li>
          Each round starts with an hour-glass tile: its <strong>event</strong> (income, harvest, taxes, trading day,
          plague, pilgrimage) comes at the end of the round.
        </li>
        <li>
          <strong>Followers and planning</strong>, everyone at once:{' '}
          <q>Draw Character Tiles from your Followers Bag and place them on the Market</q> (as many as your Knights
          allow), then put them on the <strong>action spaces</strong> of your places. A place whose spaces are all
          filled is ready. Others see your plan only when all have finished.
        </li>
        <li>
          <strong>Actions</strong>, in turn: use one ready place (its followers go back to your bag), until everyone
          passes. Places recruit more followers (which move you along the tracks), move your merchant, build trading
          stations, give development, goods and coins.
        </li>
        <li>
          At the end: coins, goods (grain 1 … brocade 5), and trading stations and citizens times your development
          status.
        </li>
      </ul>
    </div>
  );
}

export const orleansUi: GameUi<OrleansView, Move> = {
  progress: (view) =>
    view.phase === 'over' ? 'over' : `round ${view.round} of 18: ${PHASE_WORDS[view.phase] ?? view.phase}`,
  Board,
  perSeatBoard: true,
  groupMoves: (moves, view, seat) => groupMoves(moves, view, seat),
  asks: (view, seat) => {
    if (view.pending && view.pending.seat === seat) {
      return (
        {
          torture: 'pay what you owe',
          harvest: 'feed your town',
          sacristy: 'the Sacristy?',
          deeds: 'send followers to the deeds',
          bathhouse: 'place a follower',
          technology: 'place your technology',
        } as Record<string, string>
      )[view.pending.kind]!;
    }
    const stage = view.players[seat]?.stage;
    if (view.phase === 'prep')
      return stage === 'draw' ? 'draw followers (take some back first if you like)' : 'place your followers';
    return 'use a ready place, or pass';
  },
  tell,
  describeMove: (move, view) => describeOrleansMove(move, view, null),
  HowTo,
  // In print order, then any key this page does not know yet.
  breakdown: (keys) =>
    [...Object.keys(BREAKDOWN), ...keys.filter((k) => !(k in BREAKDOWN))].map((k) => [k, BREAKDOWN[k] ?? humanize(k)]),
  viewOf: (state) => orleansView(state as OrleansState, null),
};
