/**
 * The scoresheet's rules (rules file §4): resource tracks with linked citizens, citizen tracks
 * with overflow, 15th/20th and column bonuses, buildings with their effects and link lozenges.
 * Every function here changes only the acting seat's sheet of apply's working copy (apply.ts).
 */
import { fail } from '../../core/result';
import {
  CATHEDRAL_MULTIPLIER,
  CHARACTERS,
  FORTRESS_CITIZEN,
  GREAT_HALL,
  LINKS,
  WORK_BUILDING_CITIZENS,
} from './data/buildings';
import { BUILDINGS, CATHEDRAL_ROW, COLOURS, FORTRESS_ROW, GREAT_HALL_ROW, rowColour } from './data/components';
import {
  CITIZEN_PRESTIGE_BONUS_AT,
  CITIZEN_TRACK_BONUS_AT,
  CITIZEN_TRACK_LENGTH,
  COLUMN_BONUS_ONE_OF_EACH,
  COLUMN_BONUS_WORK_BUILDING,
  PRESTIGE_BONUS_CHOICES,
  RESOURCE_CAP,
  RESOURCE_CITIZEN_SPACES,
  RESOURCE_START,
  TRACK_END_CITIZENS,
} from './data/tracks';
import {
  TroyesDiceViolation as V,
  type ColourIndex,
  type Decision,
  type DecisionView,
  type Reward,
  type Sheet,
  type TroyesDiceEvent,
  type TroyesDiceState,
} from './types';
import { countUsableDice } from './wheel';

/**
 * What an effect needs besides the sheet: apply's working copy of the state (for Great Hall counts
 * and the ruleset), the acting seat (whose sheet is the one being changed) and the event log.
 */
export interface EffectContext {
  state: TroyesDiceState;
  seat: number;
  events: TroyesDiceEvent[];
}

export function newSheet(): Sheet {
  return {
    crossedBoxes: [0, 0, 0],
    built: [0, 0, 0, 0, 0, 0],
    gained: [RESOURCE_START, RESOURCE_START, RESOURCE_START],
    spent: [0, 0, 0],
    citizens: [0, 0, 0],
    characters: [0, 0, 0, 0, 0, 0],
    acted: false,
    pending: [],
    fallbacks: 0,
  };
}

export function available(sheet: Sheet, resource: number): number {
  return (sheet.gained[resource] as number) - (sheet.spent[resource] as number);
}

export function isBuilt(sheet: Sheet, row: number, col: number): boolean {
  return ((sheet.built[row] as number) & (1 << col)) !== 0;
}

export function isBoxCrossed(sheet: Sheet, colour: number, col: number): boolean {
  return ((sheet.crossedBoxes[colour] as number) & (1 << col)) !== 0;
}

/** An unbuilt building whose die box is crossed out is crossed out too (built ones stay, §3.2, T13). */
export function canBuild(sheet: Sheet, row: number, col: number): boolean {
  return !isBuilt(sheet, row, col) && !isBoxCrossed(sheet, rowColour(row), col);
}

/** Why (row, col) cannot be built, or null when it can. */
export function buildViolation(sheet: Sheet, row: number, col: number) {
  if (isBuilt(sheet, row, col)) {
    return fail(V.BUILDING_ALREADY_BUILT, 'That building is already drawn.', {
      building: BUILDINGS[row]!,
      column: col + 1,
    });
  }
  if (isBoxCrossed(sheet, rowColour(row), col)) {
    return fail(V.BUILDING_CROSSED_OUT, 'That building is crossed out.', {
      building: BUILDINGS[row]!,
      column: col + 1,
    });
  }
  return null;
}

export function hasFortress(sheet: Sheet, col: number): boolean {
  return isBuilt(sheet, FORTRESS_ROW, col);
}

export function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

function minCitizens(sheet: Sheet): number {
  return Math.min(sheet.citizens[0], sheet.citizens[1], sheet.citizens[2]);
}

/** Circle `amount` spaces of a resource track; reaching the 6th/12th/18th space gives its citizen. */
export function gainResource(sheet: Sheet, colour: ColourIndex, amount: number, ctx: EffectContext): void {
  const before = sheet.gained[colour];
  const after = Math.min(RESOURCE_CAP, before + amount);
  sheet.gained[colour] = after;
  for (const space of RESOURCE_CITIZEN_SPACES) {
    if (before < space && after >= space) gainCitizen(sheet, colour, ctx);
  }
}

/** Gain one citizen of `colour`: circle it, or (track full) ask which other track takes it. */
export function gainCitizen(sheet: Sheet, colour: ColourIndex, ctx: EffectContext): void {
  if (sheet.citizens[colour] < CITIZEN_TRACK_LENGTH) {
    circleCitizen(sheet, colour, ctx);
    return;
  }
  if (overflowTracks(sheet, colour).length === 0) {
    ctx.events.push({ type: 'CitizenLost', seat: ctx.seat, colour: COLOURS[colour] });
    return;
  }
  addDecision(sheet, { kind: 'overflow', colour }, ctx);
}

export function overflowTracks(sheet: Sheet, colour: ColourIndex): ColourIndex[] {
  const out: ColourIndex[] = [];
  for (let c = 0 as ColourIndex; c < 3; c = (c + 1) as ColourIndex) {
    if (c !== colour && sheet.citizens[c] < CITIZEN_TRACK_LENGTH) out.push(c);
  }
  return out;
}

/**
 * Circle a citizen on `track` (not full) and fire the bonuses it reaches. Rulebook, "Citizen
 * Tracks — Column Bonus": a column's bonus is gained when all 3 of its citizens are circled, so the
 * circle that completes citizen column `count` (the other two tracks have reached it already) pays
 * it: each column is completed by exactly one circle, and paid once (troyes-dice@2).
 */
export function circleCitizen(sheet: Sheet, track: ColourIndex, ctx: EffectContext): void {
  const minBefore = minCitizens(sheet);
  const count = sheet.citizens[track] + 1;
  sheet.citizens[track] = count;
  const completesColumn = minCitizens(sheet) === count;
  if (count === CITIZEN_PRESTIGE_BONUS_AT) addDecision(sheet, { kind: 'prestige', track }, ctx);
  if (count === CITIZEN_TRACK_BONUS_AT) {
    const [a, b] = TRACK_END_CITIZENS[track]!;
    ctx.events.push({ type: 'TrackBonus', seat: ctx.seat, track: COLOURS[track], citizens: [COLOURS[a], COLOURS[b]] });
    // each of these circles pays the column it completes itself
    gainCitizen(sheet, a, ctx);
    gainCitizen(sheet, b, ctx);
  }
  if (ctx.state.ruleset.columnBonus === 'once') {
    if (completesColumn) payColumnBonus(sheet, count, ctx);
    return;
  }
  // troyes-dice@1 compared the minimum before this circle with the minimum after the track bonus's
  // citizens above, so a column they completed (and paid) was paid here a second time (issue 18).
  const minAfter = minCitizens(sheet);
  if (minAfter !== minBefore) payColumnBonus(sheet, minAfter, ctx);
}

/** The bonus of citizen column `column`, if it has one: 1 of each resource (3) or a work building (6, 11). */
function payColumnBonus(sheet: Sheet, column: number, ctx: EffectContext): void {
  if (column === COLUMN_BONUS_ONE_OF_EACH) {
    ctx.events.push({ type: 'ColumnBonus', seat: ctx.seat, citizenColumn: column });
    gainResource(sheet, 0, 1, ctx);
    gainResource(sheet, 1, 1, ctx);
    gainResource(sheet, 2, 1, ctx);
  } else if (COLUMN_BONUS_WORK_BUILDING.includes(column)) {
    ctx.events.push({ type: 'ColumnBonus', seat: ctx.seat, citizenColumn: column });
    addDecision(sheet, { kind: 'work', citizenColumn: column }, ctx);
  }
}

export function gainReward(sheet: Sheet, reward: Reward, ctx: EffectContext): void {
  if (reward.kind === 'resource') gainResource(sheet, reward.colour, reward.amount, ctx);
  else for (let i = 0; i < reward.amount; i++) gainCitizen(sheet, reward.colour, ctx);
}

export function addDecision(sheet: Sheet, decision: Decision, ctx: EffectContext): void {
  sheet.pending.push(decision);
  ctx.events.push({ type: 'DecisionPending', seat: ctx.seat, to: [ctx.seat], decision: describeDecision(decision) });
}

export function describeDecision(d: Decision): DecisionView {
  switch (d.kind) {
    case 'prestige':
      return { kind: d.kind, track: COLOURS[d.track] };
    case 'work':
      return { kind: d.kind, citizenColumn: d.citizenColumn };
    case 'overflow':
      return { kind: d.kind, colour: COLOURS[d.colour] };
    case 'banquet6':
      return { kind: d.kind };
  }
}

/** Rows a bonus-building decision may build in. */
export function decisionRows(d: Decision): readonly number[] {
  if (d.kind === 'prestige') return PRESTIGE_BONUS_CHOICES[d.track]!;
  if (d.kind === 'work') return [1, 3, 5];
  return [];
}

/**
 * Draw the building at (row, col) and apply its effect (§4): Fortress citizen, Great Hall reward per
 * usable die of the printed colour, Cathedral multiplier, 2 citizens for a work building; then the
 * link lozenge if its neighbour is drawn. The caller has checked `canBuild`.
 */
export function build(
  sheet: Sheet,
  row: number,
  col: number,
  ctx: EffectContext,
  via: 'die' | 'bonus',
  greatHallExtraDie = false,
): void {
  sheet.built[row] = (sheet.built[row] as number) | (1 << col);
  ctx.events.push({ type: 'BuildingDrawn', seat: ctx.seat, building: BUILDINGS[row]!, column: col + 1, via });
  if (row === FORTRESS_ROW) {
    gainCitizen(sheet, FORTRESS_CITIZEN[col]!, ctx);
  } else if (row === GREAT_HALL_ROW) {
    const hall = GREAT_HALL[col]!;
    const dice = countUsableDice(ctx.state, hall.dieColour) + (greatHallExtraDie ? 1 : 0);
    if (dice > 0) gainReward(sheet, { ...hall.reward, amount: hall.reward.amount * dice }, ctx);
  } else if (row === CATHEDRAL_ROW) {
    const multiplier = CATHEDRAL_MULTIPLIER[popcount(sheet.built[CATHEDRAL_ROW]) - 1]!;
    sheet.characters[col] = multiplier;
    ctx.events.push({ type: 'CharacterUnlocked', seat: ctx.seat, character: CHARACTERS[col]!.id, multiplier });
  } else if ((row & 1) === 1) {
    for (let i = 0; i < WORK_BUILDING_CITIZENS; i++) gainCitizen(sheet, rowColour(row), ctx);
  }
  const link = LINKS[row]![col >> 1];
  if (link && isBuilt(sheet, row, col ^ 1)) {
    ctx.events.push({
      type: 'LinkBonus',
      seat: ctx.seat,
      building: BUILDINGS[row]!,
      columns: [(col & ~1) + 1, (col & ~1) + 2],
      reward: { kind: link.kind, colour: COLOURS[link.colour], amount: link.amount },
    });
    gainReward(sheet, link, ctx);
  }
}

/** Whether a pending decision still has at least one option (bonuses can run out of room). */
export function decisionHasOptions(sheet: Sheet, d: Decision): boolean {
  if (d.kind === 'overflow') return overflowTracks(sheet, d.colour).length > 0;
  if (d.kind === 'banquet6') return true;
  for (const row of decisionRows(d)) {
    for (let col = 0; col < 6; col++) if (canBuild(sheet, row, col)) return true;
  }
  return false;
}

/** Drop decisions that can no longer be honoured (e.g. every column of the offered rows is full). */
export function pruneDecisions(sheet: Sheet, ctx: EffectContext): void {
  if (sheet.pending.length === 0) return;
  const kept: Decision[] = [];
  for (const d of sheet.pending) {
    if (decisionHasOptions(sheet, d)) kept.push(d);
    else ctx.events.push({ type: 'BonusLost', seat: ctx.seat, decision: describeDecision(d) });
  }
  sheet.pending = kept;
}
