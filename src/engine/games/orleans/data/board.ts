/** The large board: character tracks, development track, the player board's printed places. */
import type { Provenance } from '../../../core/provenance';
import type { CharacterType, Good } from './characters';

export type TrackId = 'farmers' | 'boatmen' | 'craftsmen' | 'traders' | 'knights' | 'scholars';

/** Which character a track recruits. */
export const TRACK_CHARACTER: Readonly<Record<TrackId, CharacterType>> = {
  farmers: 'farmer',
  boatmen: 'boatman',
  craftsmen: 'craftsman',
  traders: 'trader',
  knights: 'knight',
  scholars: 'scholar',
};

const NEODEM_TRACK: Provenance = { status: 'assumed', note: 'A-N: neodem first-edition track rewards (rules file §6)' };

/**
 * Step rewards, index 0 = the first step (position 1). Position 0 is the start space; a cube on the
 * last position cannot advance. Rules file §6 [A-N: lengths and values from neodem].
 */
export const TRACKS = {
  farmers: {
    provenance: NEODEM_TRACK,
    goods: ['grain', 'grain', 'cheese', 'cheese', 'wine', 'wine', 'wool', 'brocade'] as readonly Good[],
  },
  boatmen: {
    provenance: NEODEM_TRACK,
    coins: [2, 3, 4, 5, 6] as readonly number[],
    /** The last step's citizen goes to the first arrival; later arrivals take the coins above [A-R 14]. */
    citizenAtStep: 5,
  },
  craftsmen: {
    provenance: NEODEM_TRACK,
    length: 5,
    /** The first step's technology tile may only replace a Farmer [C: S1 p6]. */
    farmerOnlyAtStep: 1,
  },
  traders: {
    provenance: NEODEM_TRACK,
    length: 5,
    /** First step: category I only; later I or II [C: S3 + S2]. */
    categoryIOnlyAtStep: 1,
  },
  knights: {
    provenance: {
      status: 'assumed',
      note: 'A-N: neodem intermediate steps; 4 at start, 8 at the end and the 4th-knight citizen are confirmed (S1)',
    } as Provenance,
    /** Draw limit by position 0..5 [C: 4 at start, 8 max, citizen on the 4th knight; A-N steps]. */
    drawLimit: [4, 5, 6, 7, 7, 8] as readonly number[],
    citizenAtStep: 4,
  },
  scholars: {
    provenance: NEODEM_TRACK,
    developmentPoints: [2, 3, 4, 5, 6] as readonly number[],
  },
} as const;

export const TRACK_LENGTH: Readonly<Record<TrackId, number>> = {
  farmers: TRACKS.farmers.goods.length,
  boatmen: TRACKS.boatmen.coins.length,
  craftsmen: TRACKS.craftsmen.length,
  traders: TRACKS.traders.length,
  knights: TRACKS.knights.drawLimit.length - 1,
  scholars: TRACKS.scholars.developmentPoints.length,
};

/** Development track [A-N: neodem DevelopmentHelper; rules C: S1 p19]. Positions from start 0. */
export const DEVELOPMENT_TRACK = {
  provenance: { status: 'assumed', note: 'A-N: neodem DevelopmentHelper (rules file §7)' } as Provenance,
  end: 30,
  /** Position → status reached on landing or passing; start status 1. */
  statusSpaces: [
    [4, 2],
    [9, 3],
    [15, 4],
    [22, 5],
    [30, 6],
  ] as ReadonlyArray<readonly [number, number]>,
  coins: [
    [7, 3],
    [12, 4],
    [25, 5],
  ] as ReadonlyArray<readonly [number, number]>,
  citizens: [4, 19, 29] as readonly number[],
};

/** Slot kinds: a character, any follower, or any neutral follower (Town Hall, Gunpowder Tower). */
export type SlotKind = CharacterType | 'any' | 'anyNeutral';

export type PrintedPlaceId =
  | 'farmhouse'
  | 'village'
  | 'university'
  | 'castle'
  | 'monastery'
  | 'ship'
  | 'wagon'
  | 'guildhall'
  | 'scriptorium'
  | 'townHall';

const NEODEM_BOARD: Provenance = { status: 'assumed', note: 'A-N: neodem first-edition player board' };

/** Printed places of the player board, rules file §5.3 (provenance per row: its spaces). */
export const PRINTED_PLACES: ReadonlyArray<{ id: PrintedPlaceId; slots: readonly SlotKind[]; provenance: Provenance }> =
  [
    { id: 'farmhouse', slots: ['boatman', 'craftsman'], provenance: { status: 'confirmed', source: 'S1 p5 example' } },
    { id: 'village', slots: ['farmer', 'boatman', 'craftsman'], provenance: NEODEM_BOARD },
    { id: 'university', slots: ['farmer', 'craftsman', 'trader'], provenance: NEODEM_BOARD },
    { id: 'castle', slots: ['farmer', 'boatman', 'trader'], provenance: NEODEM_BOARD },
    { id: 'monastery', slots: ['scholar', 'trader'], provenance: NEODEM_BOARD },
    {
      id: 'ship',
      slots: ['farmer', 'boatman', 'knight'],
      provenance: { status: 'confirmed', source: 'S2 + panke-spieler review (rules file §5.3)' },
    },
    { id: 'wagon', slots: ['farmer', 'trader', 'knight'], provenance: NEODEM_BOARD },
    { id: 'guildhall', slots: ['farmer', 'craftsman', 'knight'], provenance: NEODEM_BOARD },
    { id: 'scriptorium', slots: ['knight', 'scholar'], provenance: NEODEM_BOARD },
    { id: 'townHall', slots: ['anyNeutral', 'anyNeutral'], provenance: { status: 'confirmed', source: 'S1 p8' } },
  ];
