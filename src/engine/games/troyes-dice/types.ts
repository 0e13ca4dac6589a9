/**
 * The shapes of Troyes Dice: state, moves, views, events and violation codes. Imports nothing from
 * the game's other files, so every file can import it without a cycle.
 *
 * Indices: colour 0 = red, 1 = yellow, 2 = white. A colour is also its district, its resource
 * (red → influence, yellow → deniers, white → knowledge) and its citizen track (knights,
 * artisans, priests). Columns are physical columns 0..5 (printed 1..6, left to right).
 */
import type { RngState } from '../../core/rng';
import type { Seat } from '../../core/types';

export type ColourIndex = 0 | 1 | 2;
export type Colour = 'red' | 'yellow' | 'white';
export type Resource = 'influence' | 'deniers' | 'knowledge';
/** Building rows of the sheet, top to bottom: row = 2 × colour (prestige) or 2 × colour + 1 (work). */
export type Building = 'fortress' | 'countsPalace' | 'greatHall' | 'cityHall' | 'cathedral' | 'bishopric';

/** A reward printed on the sheet: resources or citizens of one colour. */
export interface Reward {
  kind: 'resource' | 'citizen';
  colour: ColourIndex;
  amount: number;
}

/**
 * The switches of a rules version (rulesets.ts), copied into the state at setup so the one rule
 * that differs reads it there. Plain JSON.
 */
export interface TroyesDiceRuleset {
  /**
   * 'once': each citizen column's bonus is paid by the circle that completes the column.
   * 'legacy' (troyes-dice@1): also paid again by a citizen whose 20th-citizen track bonus completed it.
   */
  columnBonus: 'legacy' | 'once';
}

/** Column numbering mode (rules file §2): fixed 1-6, rolled start + direction from the seed, or explicit. */
export type NumberingOption = 'first-game' | 'rolled' | number[];

export interface TroyesDiceOptions {
  numbering: NumberingOption;
  expansion: boolean;
}

/** A plaza tile in a notch: which of the 9 tiles (index into PLAZA_TILES) and which face is up. */
export interface PlazaSlot {
  tile: number;
  up: 0 | 1;
}

/** A Banquets & Raids tile attached to a same-colour plaza. */
export interface ExpansionTileState {
  id: number;
  notch: number;
  raid: boolean;
}

/**
 * A choice a bonus asks of its player (E9: resolved before the half-day ends, in any order).
 * - prestige: the 15th citizen of `track` builds one of two prestige buildings, column of choice;
 * - work: citizen column 6 or 11 builds any work building, column of choice;
 * - overflow: a citizen of `colour` whose track is full goes onto another track;
 * - banquet6: Banquet 6 gives one yellow or white citizen.
 */
export type Decision =
  | { kind: 'prestige'; track: ColourIndex }
  | { kind: 'work'; citizenColumn: number }
  | { kind: 'overflow'; colour: ColourIndex }
  | { kind: 'banquet6' };

/** A pending decision as clients see it (views and events). */
export type DecisionView =
  | { kind: 'prestige'; track: Colour }
  | { kind: 'work'; citizenColumn: number }
  | { kind: 'overflow'; colour: Colour }
  | { kind: 'banquet6' };

/**
 * One player's scoresheet, compact: everything scoring, views and achievements need. Every field
 * is required: the literal copies (copies.ts) are checked against `Required<Sheet>`.
 */
export interface Sheet {
  /** Bitmask per district (colour) of crossed-out die boxes, by physical column. */
  crossedBoxes: [number, number, number];
  /** Bitmask per building row (see BUILDINGS) of drawn buildings. */
  built: [number, number, number, number, number, number];
  /** Resource spaces circled per resource (3..18); spending never frees a space. */
  gained: [number, number, number];
  spent: [number, number, number];
  /** Citizens circled per track (0..20). */
  citizens: [number, number, number];
  /** Multiplier written next to each column's character (0 = none). */
  characters: [number, number, number, number, number, number];
  /** This half-day's action is done (die used or fallback taken). */
  acted: boolean;
  pending: Decision[];
  /** Half-days in which this player had to take the fallback (1 of each resource). */
  fallbacks: number;
}

export interface TroyesDiceState {
  rulesVersion: string;
  /** What this rules version does differently (rulesets.ts). */
  ruleset: TroyesDiceRuleset;
  playerCount: number;
  options: TroyesDiceOptions;
  /** Value written above each physical column (index 0 = leftmost). */
  columnValues: number[];
  /** Plaza tile per notch 0..8 (notches are fixed; zones turn one notch clockwise a day). */
  plazas: PlazaSlot[];
  expansionTiles: ExpansionTileState[];
  /** 0..15 while playing; 16 once the 8th afternoon is over. */
  halfDay: number;
  /** Values of this half-day's dice by slot (0 = 0-cost slot), ascending; the black die at `blackSlot`. */
  dice: number[];
  blackSlot: number;
  /** Notches whose plaza is destroyed this half-day (flipped at its end). */
  destroyed: number[];
  sheets: Sheet[];
  /** The PRNG, advanced at setup and at the start of each half-day only. Never shown in views. */
  rng: RngState;
}

export type ActionName = 'gainResources' | 'buildPrestige' | 'buildWork';

export type TroyesDiceMove =
  | {
      type: 'useDie';
      /** Slot of the die in this half-day's zone: 0 = the 0-cost plaza … 3 = the 2-denier plaza. */
      slot: number;
      action: ActionName;
      /** Colour after knowledge (default: the plaza's colour). */
      colour?: Colour;
      /** Value after influence (default: the die's value). */
      value?: number;
      /** The resource paid on the "1 of any resource" slot (required there, forbidden elsewhere). */
      pay?: Resource;
    }
  | { type: 'fallback' }
  | { type: 'bonusBuilding'; decision: number; building: Building; column: number }
  | { type: 'chooseCitizen'; decision: number; colour: Colour };

/**
 * Why a move is refused, beyond the core codes the shared guards give (UNKNOWN_SEAT, GAME_OVER,
 * NOT_YOUR_TURN: the seat has finished the half-day, MALFORMED_MOVE: not an object with a string
 * `type`). Stable forever once shipped.
 */
export const TroyesDiceViolation = {
  /** Unknown move `type`, or a field of the wrong type or range (`details.field`). */
  MALFORMED_MOVE: 'MALFORMED_MOVE',
  /** A `useDie`/`fallback` while the seat already acted and must resolve its pending decisions. */
  DECISION_PENDING: 'DECISION_PENDING',
  /** The black die (unless on Banquet 8) or a die on a destroyed plaza. */
  DIE_NOT_AVAILABLE: 'DIE_NOT_AVAILABLE',
  /** `pay` missing on slot 1 (the "1 of any resource" position). */
  PAYMENT_CHOICE_REQUIRED: 'PAYMENT_CHOICE_REQUIRED',
  /** `pay` given on a slot other than 1. */
  PAYMENT_NOT_EXPECTED: 'PAYMENT_NOT_EXPECTED',
  /** Cost and modifiers exceed what is held (`details.need`, `details.have`). */
  CANNOT_AFFORD: 'CANNOT_AFFORD',
  /** A changed value outside 1..6. */
  VALUE_OUT_OF_RANGE: 'VALUE_OUT_OF_RANGE',
  /** Raid 1: influence cannot change this die's value. */
  VALUE_CHANGE_FORBIDDEN: 'VALUE_CHANGE_FORBIDDEN',
  /** Raid 5: knowledge cannot change this die's colour. */
  COLOUR_CHANGE_FORBIDDEN: 'COLOUR_CHANGE_FORBIDDEN',
  /** Raid 7: this die cannot build a prestige building. */
  PRESTIGE_FORBIDDEN: 'PRESTIGE_FORBIDDEN',
  /** Building with a value-0 die (Raid 4): no column holds 0. */
  NO_COLUMN_FOR_VALUE: 'NO_COLUMN_FOR_VALUE',
  /** The target building is drawn already. */
  BUILDING_ALREADY_BUILT: 'BUILDING_ALREADY_BUILT',
  /** The target building is crossed out by an attack. */
  BUILDING_CROSSED_OUT: 'BUILDING_CROSSED_OUT',
  /** A fallback while some die can be bought. */
  FALLBACK_NOT_ALLOWED: 'FALLBACK_NOT_ALLOWED',
  /** No pending decision at that index (or none at all). */
  NO_SUCH_DECISION: 'NO_SUCH_DECISION',
  /** The move does not fit the kind of that decision. */
  WRONG_DECISION: 'WRONG_DECISION',
  /** The decision does not offer that building. */
  BUILDING_NOT_OFFERED: 'BUILDING_NOT_OFFERED',
  /** The decision does not offer that citizen track. */
  CITIZEN_TRACK_NOT_OFFERED: 'CITIZEN_TRACK_NOT_OFFERED',
} as const;

/** The facts `apply` (and `setup`) report, in the order they happen (docs/engine.md §7.5). */
export type TroyesDiceEvent =
  | {
      type: 'HalfDayStarted';
      day: number;
      halfDay: number;
      half: 'morning' | 'afternoon';
      dice: { slot: number; value: number; black: boolean; colour: Colour }[];
    }
  | { type: 'PlazaDestroyed'; notch: number; colour: Colour; value: number }
  | { type: 'AttackIgnored'; notch: number; tile: 8 }
  /** `crossed`: only the seats whose box this attack crosses out (not those crossed already). */
  | { type: 'SheetsAttacked'; colour: Colour; value: number; column: number; crossed: Seat[]; protected: Seat[] }
  | {
      type: 'DieUsed';
      seat: Seat;
      slot: number;
      colour: Colour;
      value: number;
      action: ActionName;
      spent: { influence: number; deniers: number; knowledge: number };
    }
  | { type: 'Fallback'; seat: Seat }
  | { type: 'BuildingDrawn'; seat: Seat; building: Building; column: number; via: 'die' | 'bonus' }
  | {
      type: 'LinkBonus';
      seat: Seat;
      building: Building;
      columns: [number, number];
      reward: { kind: Reward['kind']; colour: Colour; amount: number };
    }
  | { type: 'CharacterUnlocked'; seat: Seat; character: string; multiplier: number }
  | { type: 'ColumnBonus'; seat: Seat; citizenColumn: number }
  | { type: 'TrackBonus'; seat: Seat; track: Colour; citizens: [Colour, Colour] }
  | { type: 'DecisionPending'; seat: Seat; to: [Seat]; decision: DecisionView }
  | { type: 'BonusLost'; seat: Seat; decision: DecisionView }
  | { type: 'CitizenLost'; seat: Seat; colour: Colour }
  | { type: 'PlazaFlipped'; notch: number; colour: Colour }
  | { type: 'TileFlipped'; tile: number; notch: number; side: 'raid' }
  | { type: 'DayEnded'; day: number }
  | { type: 'GameEnded' };

export type BuildingStatus = 'built' | 'crossed' | 'open';

export interface SheetView {
  districts: {
    colour: Colour;
    boxes: { column: number; value: number; crossed: boolean; protected: boolean }[];
    prestige: BuildingStatus[];
    work: BuildingStatus[];
  }[];
  resources: Record<string, { circled: number; spent: number; available: number }>;
  citizens: Record<string, number>;
  characters: { id: string; multiplier: number }[];
  score: { total: number; breakdown: Record<string, number> };
}

export interface TroyesDiceView {
  game: 'troyes-dice';
  rulesVersion: string;
  viewer: Seat | null;
  playerCount: number;
  options: TroyesDiceOptions;
  columnValues: number[];
  over: boolean;
  /** 1..8 (8 once over), 'morning' | 'afternoon', and 1..16 (16 once over). */
  day: number;
  half: 'morning' | 'afternoon';
  halfDay: number;
  plazas: {
    notch: number;
    colour: Colour;
    otherSide: Colour;
    zone: 'neutral' | 'morning' | 'afternoon';
    destroyed: boolean;
    tile: { id: number; side: 'banquet' | 'raid' } | null;
  }[];
  /** This half-day's dice by slot (empty once over). */
  dice: {
    slot: number;
    notch: number;
    /** The rolled face. */
    value: number;
    /** The value an action starts from: 0 on a Raid-4 plaza, else `value`. */
    actionValue: number;
    black: boolean;
    colour: Colour;
    usable: boolean;
    wheelCost: string;
    /** Cost before modifiers, with tile effects: resources plus 1 of any if `anyOne`. */
    cost: { influence: number; deniers: number; knowledge: number; anyOne: boolean };
  }[];
  players: { seat: Seat; done: boolean; sheet: SheetView; pending: DecisionView[] | null }[];
}
