/** Character tiles, goods and the counts that depend on the player count (rules file §3, S1 p3/p13/p24). */
import type { Provenance } from '../../../core/provenance';

export type CharacterType = 'farmer' | 'boatman' | 'craftsman' | 'trader' | 'knight' | 'scholar' | 'monk';
/** The four followers in a player's colour: usable on action spaces, never on deeds, never lost. */
export type StarterFollower = 'starter-farmer' | 'starter-boatman' | 'starter-craftsman' | 'starter-trader';
export type Follower = CharacterType | StarterFollower;

export const CHARACTER_TYPES: readonly CharacterType[] = [
  'farmer',
  'boatman',
  'craftsman',
  'trader',
  'knight',
  'scholar',
  'monk',
];

export const STARTERS: readonly StarterFollower[] = [
  'starter-farmer',
  'starter-boatman',
  'starter-craftsman',
  'starter-trader',
];

export const FOLLOWERS: readonly Follower[] = [...CHARACTER_TYPES, ...STARTERS];

/** The character a follower counts as on action spaces. */
export const CHARACTER_OF: Readonly<Record<Follower, CharacterType>> = {
  farmer: 'farmer',
  boatman: 'boatman',
  craftsman: 'craftsman',
  trader: 'trader',
  knight: 'knight',
  scholar: 'scholar',
  monk: 'monk',
  'starter-farmer': 'farmer',
  'starter-boatman': 'boatman',
  'starter-craftsman': 'craftsman',
  'starter-trader': 'trader',
};

const STARTER_FLAG: Readonly<Record<Follower, boolean>> = {
  farmer: false,
  boatman: false,
  craftsman: false,
  trader: false,
  knight: false,
  scholar: false,
  monk: false,
  'starter-farmer': true,
  'starter-boatman': true,
  'starter-craftsman': true,
  'starter-trader': true,
};

export function isStarter(f: Follower): f is StarterFollower {
  return STARTER_FLAG[f];
}

/** Neutral character tiles in play by player count [C: S1 p24 table + removal rules]. */
export const NEUTRAL_SUPPLY: {
  provenance: Provenance;
  byPlayers: Readonly<Record<2 | 3 | 4 | 5, Readonly<Record<CharacterType, number>>>>;
} = {
  provenance: { status: 'confirmed', source: 'S1 p24 table and removal rules' },
  byPlayers: {
    5: { farmer: 18, boatman: 12, craftsman: 12, trader: 12, knight: 17, scholar: 17, monk: 17 },
    4: { farmer: 16, boatman: 10, craftsman: 10, trader: 10, knight: 14, scholar: 14, monk: 14 },
    3: { farmer: 14, boatman: 8, craftsman: 8, trader: 8, knight: 11, scholar: 11, monk: 11 },
    2: { farmer: 12, boatman: 6, craftsman: 6, trader: 6, knight: 8, scholar: 8, monk: 8 },
  },
};

/** Technology tiles: 20, four removed with 2-4 players [C: S1 p3/p13]. */
export const TECH_TILES: { provenance: Provenance; byPlayers: Readonly<Record<2 | 3 | 4 | 5, number>> } = {
  provenance: { status: 'confirmed', source: 'S1 p3/p13' },
  byPlayers: { 5: 20, 4: 16, 3: 16, 2: 16 },
};

export type Good = 'grain' | 'cheese' | 'wine' | 'wool' | 'brocade';
export const GOODS: readonly Good[] = ['grain', 'cheese', 'wine', 'wool', 'brocade'];
/** Food for the Harvest event [C: S1 p20]. */
/** The goods that are food (Harvest). */
export type Food = 'grain' | 'cheese' | 'wine';
export const FOODS: readonly Food[] = ['grain', 'cheese', 'wine'];

/** 90 goods tiles [C: S1 p24] and their end-game value [C: S1 p19]. */
export const GOODS_TABLE: {
  provenance: Provenance;
  count: Readonly<Record<Good, number>>;
  points: Readonly<Record<Good, number>>;
} = {
  provenance: { status: 'confirmed', source: 'S1 p24 (counts), S1 p19 (points)' },
  count: { grain: 24, cheese: 21, wine: 18, wool: 15, brocade: 12 },
  points: { grain: 1, cheese: 2, wine: 3, wool: 4, brocade: 5 },
};

/** Goods removed face down before setup [C: S1 p3/p13]. */
export const GOODS_REMOVED: { provenance: Provenance; byPlayers: Readonly<Record<2 | 3 | 4 | 5, number>> } = {
  provenance: { status: 'confirmed', source: 'S1 p3/p13' },
  byPlayers: { 2: 12, 3: 6, 4: 0, 5: 0 },
};

/** Each player's components [C: S1 p2/p13]. */
export const PLAYER_START = {
  provenance: { status: 'confirmed', source: 'S1 p2/p13; market size S2 + S4; tower S1 p23' } as Provenance,
  coins: 5,
  tradingStations: 10,
  marketSize: 8,
  gunpowderTowerExtraMarket: 2,
};
