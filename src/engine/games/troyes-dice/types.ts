import type { RngState } from '../../core/rng';
import type { Building, Colour, ColourIndex, Resource } from './data';

/** Column numbering mode (rules file §2): fixed 1-6, rolled start + direction from the seed, or explicit. */
export type NumberingOption = 'first-game' | 'rolled' | number[];

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

/** One player's scoresheet, compact: everything scoring, views and achievements need. */
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
