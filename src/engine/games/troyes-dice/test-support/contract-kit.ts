import { randomInt, type RngState } from '../../../core/rng';
import type { ContractKit } from '../../../core/test-support/contract-kit';
import { troyesDiceRulesets } from '..';
import type { ColourIndex, Decision, TroyesDiceMove, TroyesDiceState } from '../types';
import { citizenHoarder, uniform } from './playout';

const colourIndex = (rng: RngState) => randomInt(rng, 3) as ColourIndex;

/** A random pending decision of any kind. */
function randomDecision(rng: RngState): Decision {
  switch (randomInt(rng, 4)) {
    case 0:
      return { kind: 'prestige', track: colourIndex(rng) };
    case 1:
      return { kind: 'work', citizenColumn: randomInt(rng, 2) === 0 ? 6 : 11 };
    case 2:
      return { kind: 'overflow', colour: colourIndex(rng) };
    default:
      return { kind: 'banquet6' };
  }
}

/**
 * Near misses of a listed move: each field out of range or of the wrong kind, a payment added or
 * dropped, a decision of the wrong kind, and moves of the other families. The suite keeps only the
 * ones that are not listed, and checks each is refused with a code.
 */
function nearMisses(move: TroyesDiceMove): unknown[] {
  switch (move.type) {
    case 'useDie': {
      const { pay: _pay, ...unpaid } = move;
      return [
        { ...move, slot: 7 },
        { ...move, slot: -1 },
        { ...move, slot: 1.5 },
        { ...move, slot: '0' },
        { ...move, colour: 'purple' },
        { ...move, colour: 0 },
        { ...move, value: 7 },
        { ...move, value: 0 },
        { ...move, value: 2.5 },
        { ...move, action: 'pass' },
        { ...move, pay: 'gold' },
        unpaid,
        { ...move, pay: 'influence' },
        { ...move, pay: 'deniers' },
        { ...move, value: 6, colour: 'white' },
        { ...move, value: 1, colour: 'red' },
        { type: 'fallback' },
        { type: 'bonusBuilding', decision: 0, building: 'fortress', column: 1 },
        { type: 'chooseCitizen', decision: 0, colour: 'red' },
      ];
    }
    case 'fallback':
      return [
        { type: 'useDie', slot: 0, action: 'gainResources' },
        { type: 'chooseCitizen', decision: 0, colour: 'red' },
      ];
    case 'bonusBuilding':
      return [
        { ...move, decision: 99 },
        { ...move, decision: -1 },
        { ...move, decision: '0' },
        { ...move, building: 'castle' },
        { ...move, column: 0 },
        { ...move, column: 7 },
        { ...move, column: 1.5 },
        ...(['fortress', 'countsPalace', 'greatHall', 'cityHall', 'cathedral', 'bishopric'] as const).map((b) => ({
          ...move,
          building: b,
        })),
        { type: 'chooseCitizen', decision: move.decision, colour: 'yellow' },
        { type: 'useDie', slot: 0, action: 'gainResources' },
        { type: 'fallback' },
      ];
    case 'chooseCitizen':
      return [
        { ...move, decision: 99 },
        { ...move, decision: -1 },
        { ...move, colour: 'purple' },
        { ...move, colour: 'red' },
        { ...move, colour: 'yellow' },
        { ...move, colour: 'white' },
        { type: 'bonusBuilding', decision: move.decision, building: 'cityHall', column: 1 },
        { type: 'useDie', slot: 0, action: 'gainResources' },
      ];
  }
}

/**
 * Troyes Dice for the engine contract suite. Every sheet is public; hidden are the RNG (the dice
 * still to be rolled) and the pending decisions of other seats (their `DecisionPending` events go
 * `to` the seat; a view shows only whether a seat is done). Moves are compared by outcome (the
 * suite's default key): a move that omits a field with a default (a die's own colour or value) is
 * the listed move that spells it out.
 */
export const troyesDiceContractKit: ContractKit<TroyesDiceState, TroyesDiceMove> = {
  options: [
    { numbering: 'first-game', expansion: false },
    { numbering: 'rolled', expansion: true },
    { numbering: [3, 1, 6, 2, 5, 4], expansion: false },
  ],
  playerCounts: [1, 2, 4, 10],
  perturbHidden: (state, viewer, rng) => ({
    ...state,
    rng: [randomInt(rng, 2 ** 30), randomInt(rng, 2 ** 30), randomInt(rng, 2 ** 30), randomInt(rng, 2 ** 30)],
    // other seats' decisions: any kinds, any number, as long as a seat with some still has some
    sheets: state.sheets.map((sheet, seat) =>
      seat === viewer || sheet.pending.length === 0
        ? sheet
        : { ...sheet, pending: Array.from({ length: 1 + randomInt(rng, 3) }, () => randomDecision(rng)) },
    ),
  }),
  corruptions: (_state, _seat, legal) => legal.slice(0, 4).flatMap(nearMisses),
  // Half the moves hoard citizens (each seat its own track), so 15th/20th citizens, column
  // bonuses, overflows and their decisions come up: a uniform bot rarely gets there.
  choose: (state, seat, legal, rng) => {
    if (randomInt(rng, 2) === 0) return uniform(state, seat, legal, rng);
    const rules = troyesDiceRulesets.find((r) => r.rulesVersion === state.rulesVersion)!;
    return citizenHoarder(rules, (seat % 3) as ColourIndex)(state, seat, legal, rng);
  },
  maxMoves: 16 * 10 * 6,
};
