import { drawTroyesBoard } from '../../../../src/drawing/troyes-board';
import { CHARACTER_BY_ID } from '../../../../src/engine/games/troyes/data/characters';
import type { TroyesState, TroyesView } from '../../../../src/engine/games/troyes/types';
import { view as troyesView } from '../../../../src/engine/games/troyes/view';
import { Drawing } from '../drawing';
import { humanize, type BoardProps, type GameUi } from '../types';
import { BREAKDOWN, describeTroyesMove, groupMoves, tell, type Move } from './moves';

function Board({ view, names, layout, label, choices }: BoardProps<TroyesView>) {
  const tree = drawTroyesBoard(view, { layout, names, label, interactive: choices !== undefined && choices.size > 0 });
  return <Drawing tree={tree} choices={choices} class="board" />;
}

function HowTo() {
  return (
    <div class="how-to-body">
      <p>
        From the rulebook: you <q>represent a rich family from the Champagne region</q>, recruiting citizens of three
        domains: military (red), religious (white) and civil (yellow).{' '}
        <q>The citizens of the city provide a work force, represented by dice</q>;{' '}
        <q>each of these actions requires utilization of one group of 1 to 3 dice.</q>{' '}
        <q>The player who has garnered the most fame, in the form of victory points, will win the game!</q>
      </p>
      <ul>
        <li>
          Each round your citizens in the buildings roll your dice; black dice of the events must be countered first.
        </li>
        <li>
          In turn, each player does one action with a group of dice of one colour: work an{' '}
          <strong>Activity card</strong> (hiring a tradesman the first time), build the <strong>Cathedral</strong>,
          fight an <strong>event</strong>, <strong>place a citizen</strong> in a building (one die; its face picks the
          space), or agriculture. Dice from another district cost deniers.
        </li>
        <li>Influence rerolls (1), recruits (2) or flips dice (4). Pass when you are done: you take deniers.</li>
        <li>
          Your <strong>character</strong> card is secret: at the end every character in play scores every family, so
          guess what the others follow.
        </li>
      </ul>
    </div>
  );
}

export const troyesUi: GameUi<TroyesView, Move> = {
  progress: (view) =>
    view.over ? 'over' : view.round === 0 ? 'placing citizens' : `round ${view.round} of ${view.rounds}`,
  Board,
  perSeatBoard: false,
  groupMoves: (moves, view, _seat, names) => groupMoves(moves, view, names),
  asks: (view) =>
    (
      ({
        draft: 'place a citizen',
        counter: 'counter the black dice',
        turn: 'choose your action',
        flip: 'choose the dice to flip',
        group: 'choose the dice',
        citizen: 'choose the citizen',
        times: 'choose how many times',
        cubes: 'place the event cube',
      }) as Record<string, string>
    )[view.step.k] ?? 'choose',
  tell,
  describeMove: (move, view, names) => describeTroyesMove(move, view, names),
  HowTo,
  // In print order, then any key this page does not know yet.
  breakdown: (keys) =>
    [...Object.keys(BREAKDOWN), ...keys.filter((k) => !(k in BREAKDOWN))].map((k) => [k, BREAKDOWN[k] ?? humanize(k)]),
  viewOf: (state) => troyesView(state as TroyesState, null),
  Extra: ({ view }) =>
    view.you !== null && view.players[view.you]?.characters ? (
      <p>Your character: {view.players[view.you]!.characters!.map((c) => CHARACTER_BY_ID[c].name).join(', ')}.</p>
    ) : null,
};
