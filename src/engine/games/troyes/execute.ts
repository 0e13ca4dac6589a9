import { rollDie } from '../../core/rng';
import type { GameEvent } from '../../core/types';
import { BUILDINGS, INFLUENCE_COST, MAX_FLIP_DICE, PASS_DENIERS } from './data/board';
import { citizenArrives, commitGroup, convert, eventCube, type CitizenSource } from './actions';
import { finishDraft, finishTurn, nextCounter } from './flow';
import { gainInfluence, penalise } from './economy';
import type { TroyesMove } from './moves';
import { dieColour, dieFace, editRow, makeDie, sortDescending, type TroyesState } from './state';

/** Carrying out a legal move on the working copy of the state. */
export function execute(s: TroyesState, seat: number, move: TroyesMove, events: GameEvent[]): void {
  const step = s.step;
  switch (move.type) {
    case 'draft': {
      if (step.k !== 'draft') return;
      editRow(s.buildings, BUILDINGS.indexOf(move.building))[move.space] = seat;
      s.supply = s.supply.slice();
      s.supply[seat] = (s.supply[seat] as number) - 1;
      events.push({ type: 'InitialPlacement', seat, building: move.building, space: move.space });
      s.step = { k: 'draft', order: step.order, i: step.i + 1 };
      if (step.i + 1 >= step.order.length) finishDraft(s, events);
      return;
    }
    case 'reroll': {
      const own = s.dice[seat] as string[]; // already private: copyForMove copied this row
      gainInfluence(s, seat, -INFLUENCE_COST.reroll);
      const die = own[move.die] as string;
      own[move.die] = makeDie(dieColour(die), rollDie(s.rng));
      events.push({ type: 'Rerolled', seat, was: die, now: own[move.die] as string });
      return;
    }
    case 'recruit':
      gainInfluence(s, seat, -INFLUENCE_COST.recruit);
      s.supply[seat] = (s.supply[seat] as number) + 1;
      s.owned[seat] = (s.owned[seat] as number) + 1;
      events.push({ type: 'Recruited', seat });
      return;
    case 'flip':
      gainInfluence(s, seat, -INFLUENCE_COST.flip);
      s.step = { k: 'flip', seat, dice: [], ret: step.k === 'counter' ? 'counter' : 'turn' };
      return;
    case 'flipDie':
      if (step.k !== 'flip') return;
      step.dice.push(move.die);
      if (step.dice.length >= MAX_FLIP_DICE) flipDice(s, seat, events);
      return;
    case 'flipDone':
      flipDice(s, seat, events);
      return;
    case 'counterDie':
      if (step.k === 'counter') step.dice.push(move.die);
      return;
    case 'counterBlack':
      if (step.k === 'counter') step.blacks.push(move.black);
      return;
    case 'counterDone': {
      if (step.k !== 'counter') return;
      const mine = editRow(s.dice, seat);
      const used = step.dice.map((i) => mine[i] as string);
      const beaten = [0, ...step.blacks].map((j) => s.black[j] as number);
      for (const i of sortDescending(step.dice.slice())) mine.splice(i, 1);
      s.black = s.black.slice(); // copy on write, as every list the working copy shares
      for (const j of sortDescending([0, ...step.blacks])) s.black.splice(j, 1);
      gainInfluence(s, seat, beaten.length);
      events.push({ type: 'BlackDiceCountered', seat, black: beaten, dice: used });
      nextCounter(s, (seat + 1) % s.n, events);
      return;
    }
    case 'concede': {
      s.black = s.black.slice();
      const black = s.black.shift() as number;
      events.push({ type: 'BlackDieNotCountered', seat, black });
      penalise(s, seat, events, 'black-die');
      nextCounter(s, (seat + 1) % s.n, events);
      return;
    }
    case 'pass':
      s.passed = s.passed.slice();
      s.passed[seat] = true;
      s.districtCoins = s.districtCoins.slice();
      s.districtCoins[seat] = (s.districtCoins[seat] as number) + PASS_DENIERS;
      events.push({ type: 'Passed', seat });
      finishTurn(s, seat, events);
      return;
    case 'act':
      s.step = { k: 'group', seat, act: { kind: move.action, target: move.target, cube: move.cube } };
      return;
    case 'group':
      if (step.k === 'group') commitGroup(s, seat, step.act, move.dice, events);
      return;
    case 'citizen':
      citizenArrives(s, seat, toSource(move), events);
      return;
    case 'times':
      if (step.k === 'times') convert(s, seat, step.slot, move.n, events);
      return;
    case 'eventCube':
      eventCube(s, seat, move.event, events);
      return;
  }
}

function toSource(move: Extract<TroyesMove, { type: 'citizen' }>): CitizenSource {
  switch (move.from) {
    case 'supply':
      return { from: 'supply' };
    case 'building':
      return { from: 'building', building: BUILDINGS.indexOf(move.building), space: move.space };
    case 'lying':
      return { from: 'lying', building: BUILDINGS.indexOf(move.building) };
    case 'card':
      return { from: 'card', card: move.card };
  }
}

/** 4 Influence: each chosen die shows its opposite face (7 - v). */
function flipDice(s: TroyesState, seat: number, events: GameEvent[]): void {
  const step = s.step;
  if (step.k !== 'flip') return;
  const own = editRow(s.dice, seat);
  for (const i of step.dice) {
    const d = own[i] as string;
    own[i] = makeDie(dieColour(d), 7 - dieFace(d));
  }
  events.push({ type: 'Flipped', seat, dice: step.dice.map((i) => own[i] as string) });
  s.step = step.ret === 'counter' ? { k: 'counter', seat, dice: [], blacks: [] } : { k: 'turn', seat };
}
