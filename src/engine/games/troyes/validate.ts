import type { JsonObject, Violation } from '../../core/types';
import type {
  Act,
  ActivityId,
  BuildingName,
  DieRef,
  Step,
  TroyesMove,
  TroyesMoveType,
  TroyesState,
  TroyesViolationCode,
} from './types';
import { EMPTY, TroyesViolation as V } from './types';
import { BUILDINGS, INFLUENCE_COST, MAX_CITIZENS, MAX_FLIP_DICE, SPACES_PER_BUILDING } from './data/board';
import { actProblem } from './action-choice';
import { canPlaceFrom, wouldExpel } from './buildings';
import { freeSitesInColumn } from './cathedral';
import { blacksTaken, selectedStrength } from './black-dice';
import { citizenSourceOf, hasTradesman } from './citizens';
import { districtStrength } from './flow';
import { ruleFor } from './groups/rule-table';
import { checkFor, judge, newGroupSearch } from './groups/search';
import { hireCost } from './groups/targets';
import { evaluateGroup } from './groups/value';
import { dieColour, dieFace } from './state';

/**
 * Whether a well-formed move (move-shape.ts) is legal now, and if not, why: a specific code and
 * the details a client needs to correct it. Each check is the condition under which legalMoves
 * lists the move; a property test compares the two over a grid of candidates.
 */

/** Move types each step takes (anything else is WRONG_STEP). */
export const STEP_MOVES: Readonly<Record<Step['k'], readonly TroyesMoveType[]>> = {
  draft: ['draft'],
  counter: ['reroll', 'recruit', 'flip', 'counterDie', 'counterBlack', 'counterDone', 'concede'],
  turn: ['reroll', 'recruit', 'flip', 'pass', 'act'],
  flip: ['flipDie', 'flipDone'],
  group: ['group'],
  citizen: ['citizen'],
  times: ['times'],
  cubes: ['eventCube', 'cubesDone'],
  over: [],
};

const refuse = (code: TroyesViolationCode, message: string, details?: JsonObject): Violation =>
  details === undefined ? { code, message } : { code, message, details };

/** Why `move` is not legal for `seat` now, or null when it is. */
export function violationOf(s: TroyesState, seat: number, move: TroyesMove): Violation | null {
  const step = s.step;
  if (move.type === 'cubesDone' && step.k === 'cubes' && step.optional !== true) {
    // Diplomat's cubes are paid for, and before troyes@3 every cube is placed.
    return refuse(V.WRONG_STEP, 'Every one of these cubes is placed: choose an event.', {
      step: step.k,
      expected: ['eventCube'],
    });
  }
  if (!STEP_MOVES[step.k].includes(move.type)) {
    return refuse(V.WRONG_STEP, `A ${move.type} move is not taken now (step ${step.k}).`, {
      step: step.k,
      expected: STEP_MOVES[step.k].slice(),
    });
  }
  switch (move.type) {
    case 'draft':
      return draftProblem(s, move.building, move.space);
    case 'reroll':
    case 'recruit':
    case 'flip':
      return influenceProblem(s, seat, move);
    case 'flipDie':
      if (step.k !== 'flip') return null;
      if (step.dice.length >= MAX_FLIP_DICE) {
        return refuse(V.TOO_MANY_DICE, `At most ${MAX_FLIP_DICE} dice are flipped.`, { max: MAX_FLIP_DICE });
      }
      return ownDieProblem(s, seat, move.die) ?? chosenProblem(step.dice, move.die);
    case 'flipDone':
      return step.k === 'flip' && step.dice.length === 0
        ? refuse(V.NOTHING_CHOSEN, 'Choose at least one die to flip first.', { chosen: 0 })
        : null;
    case 'counterDie':
    case 'counterBlack':
    case 'counterDone':
    case 'concede':
      return counterProblem(s, seat, move);
    case 'pass':
      return null;
    case 'act':
      return actViolation(s, seat, { kind: move.action, target: move.target, cube: move.cube });
    case 'group':
      return step.k === 'group' ? groupViolation(s, seat, step.act, move.dice) : null;
    case 'citizen':
      if (step.k !== 'citizen') return null;
      return (
        citizenProblem(s, seat, move, step.act.kind === 'activity' ? step.act.target : -1) ??
        (step.act.kind === 'place' ? protectedFrom(s, seat, step.act.target, step.face, move) : null)
      );
    case 'times':
      if (step.k !== 'times' || (move.n >= 1 && move.n <= step.max)) return null;
      return refuse(V.TIMES_OUT_OF_RANGE, `Use the card 1 to ${step.max} times.`, { n: move.n, min: 1, max: step.max });
    case 'cubesDone':
      return null;
    case 'eventCube':
      if (move.event >= 0 && move.event < s.queue.length) return null;
      return refuse(V.NO_SUCH_EVENT, `No event ${move.event} in the queue.`, {
        event: move.event,
        events: s.queue.length,
      });
  }
}

function draftProblem(s: TroyesState, building: BuildingName, space: number): Violation | null {
  const spaces = s.buildings[BUILDINGS.indexOf(building)] as number[];
  if (space < 0 || space >= SPACES_PER_BUILDING) {
    return refuse(V.NO_SUCH_SPACE, `The ${building} has spaces 0 to ${SPACES_PER_BUILDING - 1}.`, {
      building,
      space,
      spaces: SPACES_PER_BUILDING,
    });
  }
  const owner = spaces[space] as number;
  return owner === EMPTY
    ? null
    : refuse(V.SPACE_TAKEN, `Space ${space} of the ${building} is taken.`, { building, space, owner });
}

/** Influence is spent in your turn, or against a black die before choosing any dice. */
function influenceProblem(
  s: TroyesState,
  seat: number,
  move: Extract<TroyesMove, { type: 'reroll' | 'recruit' | 'flip' }>,
): Violation | null {
  const step = s.step;
  if (step.k === 'counter' && (step.dice.length > 0 || step.blacks.length > 0)) {
    return refuse(V.INFLUENCE_TOO_LATE, 'Influence is spent before choosing dice against the black die.', {
      step: step.k,
    });
  }
  const cost = INFLUENCE_COST[move.type];
  const have = s.influence[seat] as number;
  if (have < cost) {
    return refuse(V.NOT_ENOUGH_INFLUENCE, `A ${move.type} costs ${cost} Influence.`, { need: cost, have });
  }
  switch (move.type) {
    case 'reroll':
      return ownDieProblem(s, seat, move.die);
    case 'recruit': {
      const owned = s.owned[seat] as number;
      return owned < MAX_CITIZENS
        ? null
        : refuse(V.NO_CITIZEN_TO_RECRUIT, `All ${MAX_CITIZENS} citizens of your colour are in play.`, {
            owned,
            max: MAX_CITIZENS,
          });
    }
    case 'flip':
      return (s.dice[seat] as string[]).length > 0
        ? null
        : refuse(V.NO_OWN_DICE, 'You have no die to flip.', { dice: 0 });
  }
}

function ownDieProblem(s: TroyesState, seat: number, die: number): Violation | null {
  const own = s.dice[seat] as string[];
  if (die >= 0 && die < own.length) return null;
  return refuse(V.NO_SUCH_DIE, `Your district has no die ${die}.`, { district: seat, die, dice: own.length });
}

function chosenProblem(chosen: readonly number[], die: number): Violation | null {
  return chosen.includes(die) ? refuse(V.DIE_ALREADY_CHOSEN, `Die ${die} is already chosen.`, { die }) : null;
}

function counterProblem(
  s: TroyesState,
  seat: number,
  move: Extract<TroyesMove, { type: 'counterDie' | 'counterBlack' | 'counterDone' | 'concede' }>,
): Violation | null {
  const step = s.step;
  if (step.k !== 'counter') return null;
  const strength = districtStrength(s, seat);
  const black = s.black[0] as number;
  if (move.type === 'concede') {
    return strength < black
      ? null
      : refuse(V.MUST_COUNTER, `Your district (${strength}) can counter the black ${black}: counter it.`, {
          strength,
          black,
        });
  }
  if (strength < black) {
    return refuse(V.CANNOT_COUNTER, `Your district (${strength}) cannot reach the black ${black}: concede.`, {
      strength,
      black,
    });
  }
  switch (move.type) {
    case 'counterDie':
      return ownDieProblem(s, seat, move.die) ?? chosenProblem(step.dice, move.die);
    case 'counterBlack': {
      const j = move.black;
      if (j < 1 || j >= s.black.length) {
        return refuse(V.NO_SUCH_BLACK_DIE, `No further black die ${j} (index 0 is the one you counter).`, {
          black: j,
          blacks: s.black.slice(),
        });
      }
      if (step.blacks.includes(j)) {
        return refuse(V.BLACK_DIE_ALREADY_CHOSEN, `Black die ${j} is already added.`, { black: j });
      }
      const need = blacksTaken(s, step.blacks) + (s.black[j] as number);
      return need <= strength
        ? null
        : refuse(V.NOT_ENOUGH_STRENGTH, `Your whole district (${strength}) cannot cover ${need}.`, {
            need,
            have: strength,
          });
    }
    case 'counterDone': {
      const need = blacksTaken(s, step.blacks);
      const have = selectedStrength(s, seat, step.dice);
      return have >= need
        ? null
        : refuse(V.NOT_ENOUGH_STRENGTH, `The chosen dice (${have}) do not cover the black dice (${need}).`, {
            need,
            have,
          });
    }
  }
}

function actViolation(s: TroyesState, seat: number, act: Act): Violation | null {
  const search = newGroupSearch(s, seat);
  const code = actProblem(search, act);
  if (code === null) return null;
  const { kind, target, cube } = act;
  switch (code) {
    case V.NO_CUBE:
      return refuse(code, `You have no cube on activity slot ${cube}.`, { cube });
    case V.NO_SUCH_TARGET:
      return refuse(code, `No ${kind} target ${target}.`, { action: kind, target, targets: targetsOf(s, kind) });
    case V.CARD_NOT_REVEALED:
      return refuse(code, `The activity card in slot ${target} is still face down.`, { target });
    case V.EVENT_FULL:
      return refuse(code, `Event ${target} has no free banner.`, { target });
    case V.NOT_ENOUGH_DENIERS: {
      const need = hireCost(s, seat, act);
      return refuse(code, `Hiring a tradesman here costs ${need} deniers.`, { need, have: s.coins[seat] as number });
    }
    case V.NO_CITIZEN_AVAILABLE:
      return refuse(code, 'You have no citizen to bring: none in your supply nor on the board.', { supply: 0 });
    case V.CUBE_NOT_APPLICABLE: {
      const card = (s.activity[cube] as { id: string }).id;
      return refuse(code, `A ${card} cube cannot modify this ${kind} action.`, { cube, card, action: kind });
    }
    default: {
      // NO_DICE_OF_COLOUR / NO_VALID_GROUP: name the colour of the dice the action accepts.
      const cubeCard = cube < 0 ? null : (s.activity[cube] as { id: ActivityId }).id;
      const colour = ruleFor(search.colour, kind, cubeCard)?.dice ?? search.colour;
      return code === V.NO_DICE_OF_COLOUR
        ? refuse(code, `No ${colour} die is left anywhere.`, { colour })
        : refuse(code, `No group of ${colour} dice completes this ${kind} action now.`, { colour });
    }
  }
}

/** The targets an action takes: activity slots, queue indices, buildings, or -1. */
function targetsOf(s: TroyesState, kind: Act['kind']): number[] {
  switch (kind) {
    case 'activity':
      return s.activity.map((_, i) => i);
    case 'event':
      return s.queue.map((_, i) => i);
    case 'place':
      return [0, 1, 2];
    default:
      return [-1];
  }
}

function groupViolation(s: TroyesState, seat: number, act: Act, refs: readonly DieRef[]): Violation | null {
  const search = newGroupSearch(s, seat);
  const c = checkFor(search, act);
  if (c === null) return refuse(V.NO_VALID_GROUP, 'No group of dice completes this action now.', { colour: null });
  const rule = c.rule;
  if (refs.length > rule.maxDice) {
    return refuse(V.TOO_MANY_DICE, `This action takes at most ${rule.maxDice} dice.`, { max: rule.maxDice });
  }
  for (let i = 0; i < refs.length; i++) {
    const { district, die } = refs[i] as DieRef;
    const dice = s.dice[district];
    const d = dice?.[die];
    if (d === undefined) {
      return refuse(V.NO_SUCH_DIE, `District ${district} has no die ${die}.`, {
        district,
        die,
        dice: dice?.length ?? 0,
      });
    }
    for (let j = 0; j < i; j++) {
      if ((refs[j] as DieRef).district === district && (refs[j] as DieRef).die === die) {
        return refuse(V.DIE_ALREADY_CHOSEN, `Die ${die} of district ${district} is in the group twice.`, {
          district,
          die,
        });
      }
    }
    if (rule.dice !== 'any' && dieColour(d) !== rule.dice) {
      return refuse(V.WRONG_DIE_COLOUR, `This action takes ${rule.dice} dice, not ${d}.`, {
        district,
        die,
        colour: dieColour(d),
        need: rule.dice,
      });
    }
  }
  const code = judge(c, refs);
  if (code === null) return null;
  const ev = evaluateGroup(s, seat, rule, refs);
  switch (code) {
    case V.NOT_ENOUGH_DENIERS: {
      const need = ev.price + hireCost(s, seat, act);
      return refuse(code, `This group costs ${need} deniers with the hire cost.`, {
        need,
        have: s.coins[seat] as number,
      });
    }
    case V.GROUP_TOO_WEAK:
      return refuse(code, `The group is worth ${ev.value}; one activation or cube needs ${c.minValue}.`, {
        value: ev.value,
        need: c.minValue,
      });
    case V.CANNOT_CONVERT: {
      const card = c.conversion as string;
      const coins = c.budget - ev.price;
      const influence = s.influence[seat] as number;
      return refuse(code, `After paying, not even one ${card} conversion is affordable.`, { card, coins, influence });
    }
    case V.CATHEDRAL_COLUMN_FULL: {
      const face = fullColumn(s, refs);
      return refuse(code, `The Cathedral column ${face} has no free site left for this group.`, { face });
    }
    default: {
      // CITIZEN_PROTECTED: the placement's only die decides where the citizen goes.
      const face = dieFace((s.dice[(refs[0] as DieRef).district] as string[])[(refs[0] as DieRef).die] as string);
      const building = BUILDINGS[act.target] as string;
      return refuse(code, `Placing with a ${face} would expel a citizen whose colour lies on the ${building}.`, {
        building,
        face,
        owner: wouldExpel(s, act.target, face),
      });
    }
  }
}

/** The face of the group whose Cathedral column lacks room for all its dice of that face. */
function fullColumn(s: TroyesState, refs: readonly DieRef[]): number {
  const faces = refs.map((r) => dieFace((s.dice[r.district] as string[])[r.die] as string));
  return faces.find((f) => faces.filter((g) => g === f).length > freeSitesInColumn(s, f)) as number;
}

/** troyes@3: a placement whose citizen, once left, would still expel a protected colour. */
function protectedFrom(
  s: TroyesState,
  seat: number,
  building: number,
  face: number,
  move: Extract<TroyesMove, { type: 'citizen' }>,
): Violation | null {
  if (canPlaceFrom(s, building, face, seat, citizenSourceOf(move))) return null;
  const name = BUILDINGS[building] as string;
  return refuse(
    V.CITIZEN_PROTECTED,
    `Placing this citizen with a ${face} would expel a citizen whose colour lies on the ${name}.`,
    { building: name, face, owner: wouldExpel(s, building, face) },
  );
}

function citizenProblem(
  s: TroyesState,
  seat: number,
  move: Extract<TroyesMove, { type: 'citizen' }>,
  hiringOn: number,
): Violation | null {
  switch (move.from) {
    case 'supply':
      return (s.supply[seat] as number) > 0
        ? null
        : refuse(V.SUPPLY_EMPTY, 'Your personal supply is empty.', { supply: 0 });
    case 'building': {
      const owner = (s.buildings[BUILDINGS.indexOf(move.building)] as number[])[move.space];
      if (owner === seat) return null;
      return refuse(V.NOT_YOUR_CITIZEN, `No citizen of yours stands on space ${move.space} of the ${move.building}.`, {
        building: move.building,
        space: move.space,
        owner: owner ?? null,
      });
    }
    case 'lying':
      if ((s.lying[BUILDINGS.indexOf(move.building)] as number[]).includes(seat)) return null;
      return refuse(V.NOT_YOUR_CITIZEN, `No citizen of yours lies on the ${move.building}.`, {
        building: move.building,
      });
    case 'card':
      if (move.card === hiringOn) {
        return refuse(V.SAME_CARD, 'The tradesman cannot come from the card he is hired on.', { card: move.card });
      }
      return hasTradesman(s, seat, move.card)
        ? null
        : refuse(V.NOT_YOUR_CITIZEN, `You have no tradesman on activity slot ${move.card}.`, { card: move.card });
  }
}
