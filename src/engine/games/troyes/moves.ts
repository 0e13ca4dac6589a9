import type { GameEvent } from '../../core/types';
import { rollDie } from '../../core/rng';
import { BUILDINGS, INFLUENCE_COST, MAX_CITIZENS, MAX_FLIP_DICE, PASS_DENIERS, type BuildingName } from './data/board';
import {
  actIsLegal,
  actOptions,
  citizenArrives,
  citizenSources,
  commitGroup,
  convert,
  eventCube,
  type CitizenSource,
} from './actions';
import { counterValue, districtStrength, finishDraft, finishTurn, nextCounter } from './flow';
import { penalise, gainInfluence } from './economy';
import { groupIsValid, groupRule, hasTradesman, validGroups, type DieRef } from './groups';
import { dieColour, dieFace, EMPTY, makeDie, type Act, type ActionKind, type TroyesState } from './state';

/**
 * Every decision of the game as a small JSON move. Multi-part actions are sub-steps: `act`
 * (which action, which delayed cube) → `group` (which dice) → `citizen` (which citizen, when one
 * is needed) → `times` / `eventCube` (card-specific choices).
 */
export type TroyesMove =
  | { type: 'draft'; building: BuildingName; space: number }
  | { type: 'reroll'; die: number }
  | { type: 'recruit' }
  | { type: 'flip' }
  | { type: 'flipDie'; die: number }
  | { type: 'flipDone' }
  | { type: 'counterDie'; die: number }
  | { type: 'counterBlack'; black: number }
  | { type: 'counterDone' }
  | { type: 'concede' }
  | { type: 'pass' }
  | { type: 'act'; action: ActionKind; target: number; cube: number }
  | { type: 'group'; dice: DieRef[] }
  | { type: 'citizen'; from: 'supply' }
  | { type: 'citizen'; from: 'building'; building: BuildingName; space: number }
  | { type: 'citizen'; from: 'lying'; building: BuildingName }
  | { type: 'citizen'; from: 'card'; card: number }
  | { type: 'times'; n: number }
  | { type: 'eventCube'; event: number };

/** Move types each step accepts (anything else is WRONG_STEP). */
const STEP_MOVES: Record<string, readonly string[]> = {
  draft: ['draft'],
  counter: ['reroll', 'flip', 'counterDie', 'counterBlack', 'counterDone', 'concede'],
  turn: ['reroll', 'recruit', 'flip', 'pass', 'act'],
  flip: ['flipDie', 'flipDone'],
  group: ['group'],
  citizen: ['citizen'],
  times: ['times'],
  cubes: ['eventCube'],
  over: [],
};

export function stepAccepts(s: TroyesState, type: string): boolean {
  return (STEP_MOVES[s.step.k] ?? []).includes(type);
}

export function actors(s: TroyesState): number[] {
  const step = s.step;
  if (step.k === 'over') return [];
  if (step.k === 'draft') return [step.order[step.i] as number];
  return [step.seat];
}

/** Own dice, one per distinct face not in `skip` (equivalent dice give the same outcome). */
function distinctOwnDice(s: TroyesState, seat: number, skip: readonly number[]): number[] {
  const dice = s.dice[seat] as string[];
  const seen: string[] = [];
  const out: number[] = [];
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i] as string;
    if (skip.includes(i) || seen.includes(d)) continue;
    seen.push(d);
    out.push(i);
  }
  return out;
}

function influenceMoves(s: TroyesState, seat: number, out: TroyesMove[], recruit: boolean): void {
  const infl = s.influence[seat] as number;
  if (infl >= INFLUENCE_COST.reroll) for (const die of distinctOwnDice(s, seat, [])) out.push({ type: 'reroll', die });
  if (recruit && infl >= INFLUENCE_COST.recruit && (s.owned[seat] as number) < MAX_CITIZENS)
    out.push({ type: 'recruit' });
  if (infl >= INFLUENCE_COST.flip && (s.dice[seat] as string[]).length > 0) out.push({ type: 'flip' });
}

function sourceMove(src: CitizenSource): TroyesMove {
  switch (src.from) {
    case 'supply':
      return { type: 'citizen', from: 'supply' };
    case 'building':
      return { type: 'citizen', from: 'building', building: BUILDINGS[src.building] as BuildingName, space: src.space };
    case 'lying':
      return { type: 'citizen', from: 'lying', building: BUILDINGS[src.building] as BuildingName };
    case 'card':
      return { type: 'citizen', from: 'card', card: src.card };
  }
}

function blacksTaken(s: TroyesState, blacks: readonly number[]): number {
  let t = s.black[0] as number;
  for (const j of blacks) t += s.black[j] as number;
  return t;
}

function selectedStrength(s: TroyesState, seat: number, dice: readonly number[]): number {
  let t = 0;
  for (const i of dice) t += counterValue((s.dice[seat] as string[])[i] as string);
  return t;
}

export function legalMoves(s: TroyesState, seat: number): TroyesMove[] {
  if (!actors(s).includes(seat)) return [];
  const step = s.step;
  const out: TroyesMove[] = [];
  switch (step.k) {
    case 'draft':
      for (let b = 0; b < 3; b++) {
        const spaces = s.buildings[b] as number[];
        for (let i = 0; i < spaces.length; i++) {
          if (spaces[i] === EMPTY) out.push({ type: 'draft', building: BUILDINGS[b] as BuildingName, space: i });
        }
      }
      return out;
    case 'counter': {
      const fresh = step.dice.length === 0 && step.blacks.length === 0;
      const all = districtStrength(s, seat);
      if (fresh) influenceMoves(s, seat, out, false);
      if (all < (s.black[0] as number)) {
        if (fresh) out.push({ type: 'concede' });
        return out;
      }
      for (const die of distinctOwnDice(s, seat, step.dice)) out.push({ type: 'counterDie', die });
      const taken = blacksTaken(s, step.blacks);
      const seen: number[] = [];
      for (let j = 1; j < s.black.length; j++) {
        const v = s.black[j] as number;
        if (step.blacks.includes(j) || seen.includes(v) || taken + v > all) continue;
        seen.push(v);
        out.push({ type: 'counterBlack', black: j });
      }
      if (selectedStrength(s, seat, step.dice) >= taken) out.push({ type: 'counterDone' });
      return out;
    }
    case 'turn':
      influenceMoves(s, seat, out, true);
      out.push({ type: 'pass' });
      for (const a of actOptions(s, seat)) out.push({ type: 'act', action: a.kind, target: a.target, cube: a.cube });
      return out;
    case 'flip':
      if (step.dice.length < MAX_FLIP_DICE)
        for (const die of distinctOwnDice(s, seat, step.dice)) out.push({ type: 'flipDie', die });
      if (step.dice.length > 0) out.push({ type: 'flipDone' });
      return out;
    case 'group':
      for (const dice of validGroups(s, seat, step.act)) out.push({ type: 'group', dice });
      return out;
    case 'citizen': {
      const exclude = step.act.kind === 'activity' ? step.act.target : -1;
      for (const src of citizenSources(s, seat, exclude)) out.push(sourceMove(src));
      return out;
    }
    case 'times':
      for (let n = 1; n <= step.max; n++) out.push({ type: 'times', n });
      return out;
    case 'cubes':
      for (let q = 0; q < s.queue.length; q++) out.push({ type: 'eventCube', event: q });
      return out;
    case 'over':
      return out;
  }
}

// ---- Parsing untrusted moves -------------------------------------------------------------------

type Obj = Record<string, unknown>;
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const buildingIndex = (x: unknown): number => (typeof x === 'string' ? BUILDINGS.indexOf(x as BuildingName) : -1);

/**
 * A canonical key for a move in this state: equivalent moves (e.g. two dice showing the same face
 * in the same district) share a key; null when the move's shape is malformed.
 */
export function moveKey(s: TroyesState, seat: number, move: unknown): string | null {
  if (move === null || typeof move !== 'object' || Array.isArray(move)) return null;
  const m = move as Obj;
  const own = (s.dice[seat] as string[] | undefined) ?? [];
  const ownFace = (i: unknown): string | null => (isInt(i) && i >= 0 && i < own.length ? (own[i] as string) : null);
  const step = s.step;
  switch (m.type) {
    case 'draft': {
      const b = buildingIndex(m.building);
      return b >= 0 && isInt(m.space) ? `draft:${b}:${m.space}` : null;
    }
    case 'reroll':
    case 'flipDie':
    case 'counterDie': {
      const face = ownFace(m.die);
      if (face === null) return null;
      const chosen = step.k === 'flip' || step.k === 'counter' ? step.dice : [];
      return chosen.includes(m.die as number) ? `${m.type}:taken` : `${m.type}:${face}`;
    }
    case 'counterBlack': {
      if (!isInt(m.black) || m.black < 0 || m.black >= s.black.length) return null;
      const taken = m.black === 0 || (step.k === 'counter' && step.blacks.includes(m.black));
      return taken ? 'counterBlack:taken' : `counterBlack:${s.black[m.black]}`;
    }
    case 'recruit':
    case 'flip':
    case 'flipDone':
    case 'counterDone':
    case 'concede':
    case 'pass':
      return m.type;
    case 'act': {
      if (typeof m.action !== 'string' || !ACTION_KINDS.includes(m.action) || !isInt(m.target) || !isInt(m.cube)) {
        return null;
      }
      return `act:${m.action}:${m.target}:${m.cube}`;
    }
    case 'group': {
      if (!Array.isArray(m.dice) || m.dice.length < 1 || m.dice.length > 3) return null;
      const parts: string[] = [];
      const used: string[] = [];
      for (const r of m.dice as unknown[]) {
        if (r === null || typeof r !== 'object') return null;
        const { district, die } = r as Obj;
        if (!isInt(district) || !isInt(die)) return null;
        const d = (s.dice[district] as string[] | undefined)?.[die];
        if (d === undefined || used.includes(`${district}/${die}`)) return 'group:invalid';
        used.push(`${district}/${die}`);
        parts.push(`${district}${d}`);
      }
      return `group:${parts.sort().join(',')}`;
    }
    case 'citizen':
      switch (m.from) {
        case 'supply':
          return 'citizen:supply';
        case 'building': {
          const b = buildingIndex(m.building);
          return b >= 0 && isInt(m.space) ? `citizen:building:${b}:${m.space}` : null;
        }
        case 'lying': {
          const b = buildingIndex(m.building);
          return b >= 0 ? `citizen:lying:${b}` : null;
        }
        case 'card':
          return isInt(m.card) ? `citizen:card:${m.card}` : null;
        default:
          return null;
      }
    case 'times':
      return isInt(m.n) ? `times:${m.n}` : null;
    case 'eventCube':
      return isInt(m.event) ? `eventCube:${m.event}` : null;
    default:
      return null;
  }
}

const ACTION_KINDS: readonly string[] = ['activity', 'cathedral', 'event', 'place', 'agriculture'];

/** Whether an untrusted value has the shape of a Troyes move (legality aside). Allocates nothing. */
export function isWellFormed(move: unknown): boolean {
  if (move === null || typeof move !== 'object' || Array.isArray(move)) return false;
  const m = move as Obj;
  switch (m.type) {
    case 'draft':
      return buildingIndex(m.building) >= 0 && isInt(m.space);
    case 'reroll':
    case 'flipDie':
    case 'counterDie':
      return isInt(m.die);
    case 'counterBlack':
      return isInt(m.black);
    case 'recruit':
    case 'flip':
    case 'flipDone':
    case 'counterDone':
    case 'concede':
    case 'pass':
      return true;
    case 'act':
      return typeof m.action === 'string' && ACTION_KINDS.includes(m.action) && isInt(m.target) && isInt(m.cube);
    case 'group': {
      if (!Array.isArray(m.dice) || m.dice.length < 1 || m.dice.length > 3) return false;
      for (const r of m.dice as unknown[]) {
        if (r === null || typeof r !== 'object' || !isInt((r as Obj).district) || !isInt((r as Obj).die)) return false;
      }
      return true;
    }
    case 'citizen':
      switch (m.from) {
        case 'supply':
          return true;
        case 'building':
          return buildingIndex(m.building) >= 0 && isInt(m.space);
        case 'lying':
          return buildingIndex(m.building) >= 0;
        case 'card':
          return isInt(m.card);
        default:
          return false;
      }
    case 'times':
      return isInt(m.n);
    case 'eventCube':
      return isInt(m.event);
    default:
      return false;
  }
}

/** The legal move equivalent to a well-formed `move`, or null when it is not legal now. */
export function findLegal(s: TroyesState, seat: number, move: unknown): TroyesMove | null {
  const m = move as Obj;
  // The two large decisions are checked directly rather than by listing every option.
  if (m.type === 'act') {
    const act: Act = { kind: m.action as ActionKind, target: m.target as number, cube: m.cube as number };
    return s.step.k === 'turn' && actIsLegal(s, seat, act)
      ? { type: 'act', action: act.kind, target: act.target, cube: act.cube }
      : null;
  }
  if (m.type === 'group') {
    if (s.step.k !== 'group') return null;
    const refs = (m.dice as DieRef[]).map((r) => ({ district: r.district, die: r.die }));
    const rule = groupRule(s, s.step.act);
    if (rule === null || refs.length > rule.maxDice) return null;
    for (let i = 0; i < refs.length; i++) {
      const r = refs[i] as DieRef;
      const die = s.dice[r.district]?.[r.die];
      if (die === undefined || (rule.dice !== 'any' && dieColour(die) !== rule.dice)) return null;
      for (let j = 0; j < i; j++)
        if ((refs[j] as DieRef).district === r.district && (refs[j] as DieRef).die === r.die) return null;
    }
    return groupIsValid(s, seat, s.step.act, refs) ? { type: 'group', dice: refs } : null;
  }
  return validateSubStep(s, seat, m);
}

/**
 * The small decisions, checked directly (the same conditions legalMoves lists them under; a
 * property test compares the two over a grid of candidates). Returns a clean copy of the move.
 */
function validateSubStep(s: TroyesState, seat: number, m: Obj): TroyesMove | null {
  const step = s.step;
  const own = s.dice[seat] as string[];
  const infl = s.influence[seat] as number;
  const ownDie = (i: unknown): i is number => isInt(i) && i >= 0 && i < own.length;
  const fresh = step.k === 'turn' || (step.k === 'counter' && step.dice.length === 0 && step.blacks.length === 0);
  const strength = step.k === 'counter' ? districtStrength(s, seat) : 0;
  const canCounter = step.k === 'counter' && strength >= (s.black[0] as number);
  switch (m.type) {
    case 'draft': {
      const b = buildingIndex(m.building);
      if (step.k !== 'draft' || b < 0 || !isInt(m.space) || (s.buildings[b] as number[])[m.space] !== EMPTY)
        return null;
      return { type: 'draft', building: BUILDINGS[b] as BuildingName, space: m.space };
    }
    case 'reroll':
      return fresh && infl >= INFLUENCE_COST.reroll && ownDie(m.die) ? { type: 'reroll', die: m.die } : null;
    case 'recruit':
      return step.k === 'turn' && infl >= INFLUENCE_COST.recruit && (s.owned[seat] as number) < MAX_CITIZENS
        ? { type: 'recruit' }
        : null;
    case 'flip':
      return fresh && infl >= INFLUENCE_COST.flip && own.length > 0 ? { type: 'flip' } : null;
    case 'flipDie':
      return step.k === 'flip' && step.dice.length < MAX_FLIP_DICE && ownDie(m.die) && !step.dice.includes(m.die)
        ? { type: 'flipDie', die: m.die }
        : null;
    case 'flipDone':
      return step.k === 'flip' && step.dice.length > 0 ? { type: 'flipDone' } : null;
    case 'counterDie':
      return step.k === 'counter' && canCounter && ownDie(m.die) && !step.dice.includes(m.die)
        ? { type: 'counterDie', die: m.die }
        : null;
    case 'counterBlack': {
      if (step.k !== 'counter' || !canCounter || !isInt(m.black) || m.black < 1 || m.black >= s.black.length)
        return null;
      if (step.blacks.includes(m.black)) return null;
      return blacksTaken(s, step.blacks) + (s.black[m.black] as number) <= strength
        ? { type: 'counterBlack', black: m.black }
        : null;
    }
    case 'counterDone':
      return step.k === 'counter' && canCounter && selectedStrength(s, seat, step.dice) >= blacksTaken(s, step.blacks)
        ? { type: 'counterDone' }
        : null;
    case 'concede':
      return step.k === 'counter' && fresh && !canCounter ? { type: 'concede' } : null;
    case 'pass':
      return step.k === 'turn' ? { type: 'pass' } : null;
    case 'citizen':
      return step.k === 'citizen'
        ? validateSource(s, seat, m, step.act.kind === 'activity' ? step.act.target : -1)
        : null;
    case 'times':
      return step.k === 'times' && isInt(m.n) && m.n >= 1 && m.n <= step.max ? { type: 'times', n: m.n } : null;
    case 'eventCube':
      return step.k === 'cubes' && isInt(m.event) && m.event >= 0 && m.event < s.queue.length
        ? { type: 'eventCube', event: m.event }
        : null;
    default:
      return null;
  }
}

function validateSource(s: TroyesState, seat: number, m: Obj, excludeSlot: number): TroyesMove | null {
  switch (m.from) {
    case 'supply':
      return (s.supply[seat] as number) > 0 ? { type: 'citizen', from: 'supply' } : null;
    case 'building': {
      const b = buildingIndex(m.building);
      if (b < 0 || !isInt(m.space) || (s.buildings[b] as number[])[m.space] !== seat) return null;
      return { type: 'citizen', from: 'building', building: BUILDINGS[b] as BuildingName, space: m.space };
    }
    case 'lying': {
      const b = buildingIndex(m.building);
      if (b < 0 || !(s.lying[b] as number[]).includes(seat)) return null;
      return { type: 'citizen', from: 'lying', building: BUILDINGS[b] as BuildingName };
    }
    case 'card':
      return isInt(m.card) && m.card !== excludeSlot && hasTradesman(s, seat, m.card)
        ? { type: 'citizen', from: 'card', card: m.card }
        : null;
    default:
      return null;
  }
}

// ---- Carrying out a legal move ------------------------------------------------------------------

export function execute(s: TroyesState, seat: number, move: TroyesMove, events: GameEvent[]): void {
  const step = s.step;
  const own = s.dice[seat] as string[];
  switch (move.type) {
    case 'draft': {
      if (step.k !== 'draft') return;
      (s.buildings[BUILDINGS.indexOf(move.building)] as number[])[move.space] = seat;
      s.supply[seat] = (s.supply[seat] as number) - 1;
      events.push({ type: 'InitialPlacement', seat, building: move.building, space: move.space });
      s.step = { k: 'draft', order: step.order, i: step.i + 1 };
      if (step.i + 1 >= step.order.length) finishDraft(s, events);
      return;
    }
    case 'reroll': {
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
      const used = step.dice.map((i) => own[i] as string);
      const beaten = [0, ...step.blacks].map((j) => s.black[j] as number);
      for (const i of step.dice.slice().sort((a, b) => b - a)) own.splice(i, 1);
      for (const j of [0, ...step.blacks].sort((a, b) => b - a)) s.black.splice(j, 1);
      gainInfluence(s, seat, beaten.length);
      events.push({ type: 'BlackDiceCountered', seat, black: beaten, dice: used });
      nextCounter(s, (seat + 1) % s.n, events);
      return;
    }
    case 'concede': {
      const black = s.black.shift() as number;
      events.push({ type: 'BlackDieNotCountered', seat, black });
      penalise(s, seat, events, 'black-die');
      nextCounter(s, (seat + 1) % s.n, events);
      return;
    }
    case 'pass':
      s.passed[seat] = true;
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
  const own = s.dice[seat] as string[];
  for (const i of step.dice) {
    const d = own[i] as string;
    own[i] = makeDie(dieColour(d), 7 - dieFace(d));
  }
  events.push({ type: 'Flipped', seat, dice: step.dice.map((i) => own[i] as string) });
  s.step = step.ret === 'counter' ? { k: 'counter', seat, dice: [], blacks: [] } : { k: 'turn', seat };
}
