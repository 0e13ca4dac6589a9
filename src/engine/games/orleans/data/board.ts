/** The large board: character tracks, development track, the player board's printed places. */
import type { CharacterType, DataStatus, Good } from './characters';

export type TrackId = 'farmers' | 'boatmen' | 'craftsmen' | 'traders' | 'knights' | 'scholars';
export const TRACK_IDS: readonly TrackId[] = ['farmers', 'boatmen', 'craftsmen', 'traders', 'knights', 'scholars'];

/** Which character a track recruits. */
export const TRACK_CHARACTER: Readonly<Record<TrackId, CharacterType>> = {
  farmers: 'farmer',
  boatmen: 'boatman',
  craftsmen: 'craftsman',
  traders: 'trader',
  knights: 'knight',
  scholars: 'scholar',
};

/**
 * Step rewards, index 0 = the first step (position 1). Position 0 is the start space; a cube on the
 * last position cannot advance. Rules file §6 [A-N: lengths and values from neodem].
 */
export const TRACKS = {
  farmers: {
    status: 'assumption' as DataStatus,
    goods: ['grain', 'grain', 'cheese', 'cheese', 'wine', 'wine', 'wool', 'brocade'] as readonly Good[],
  },
  boatmen: {
    status: 'assumption' as DataStatus,
    coins: [2, 3, 4, 5, 6] as readonly number[],
    /** The last step's citizen goes to the first arrival; later arrivals take the coins above [A-R 14]. */
    citizenAtStep: 5,
  },
  craftsmen: {
    status: 'assumption' as DataStatus,
    length: 5,
    /** The first step's technology tile may only replace a Farmer [C: S1 p6]. */
    farmerOnlyAtStep: 1,
  },
  traders: {
    status: 'assumption' as DataStatus,
    length: 5,
    /** First step: category I only; later I or II [C: S3 + S2]. */
    categoryIOnlyAtStep: 1,
  },
  knights: {
    status: 'assumption' as DataStatus,
    /** Draw limit by position 0..5 [C: 4 at start, 8 max, citizen on the 4th knight; A-N steps]. */
    drawLimit: [4, 5, 6, 7, 7, 8] as readonly number[],
    citizenAtStep: 4,
  },
  scholars: {
    status: 'assumption' as DataStatus,
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
  status: 'assumption' as DataStatus,
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

/** Printed places of the player board, rules file §5.3 (status per row). */
export const PRINTED_PLACES: ReadonlyArray<{ id: PrintedPlaceId; slots: readonly SlotKind[]; status: DataStatus }> = [
  { id: 'farmhouse', slots: ['boatman', 'craftsman'], status: 'confirmed' },
  { id: 'village', slots: ['farmer', 'boatman', 'craftsman'], status: 'assumption' },
  { id: 'university', slots: ['farmer', 'craftsman', 'trader'], status: 'assumption' },
  { id: 'castle', slots: ['farmer', 'boatman', 'trader'], status: 'assumption' },
  { id: 'monastery', slots: ['scholar', 'trader'], status: 'assumption' },
  { id: 'ship', slots: ['farmer', 'boatman', 'knight'], status: 'confirmed' },
  { id: 'wagon', slots: ['farmer', 'trader', 'knight'], status: 'assumption' },
  { id: 'guildhall', slots: ['farmer', 'craftsman', 'knight'], status: 'assumption' },
  { id: 'scriptorium', slots: ['knight', 'scholar'], status: 'assumption' },
  { id: 'townHall', slots: ['anyNeutral', 'anyNeutral'], status: 'confirmed' },
];

/** The 14th citizen: to the sole player with the most trading stations at the end [C: S1 p19]. */
export const CITIZEN_TILES = { status: 'confirmed' as DataStatus, onBoards: 13, loose: 1 };
