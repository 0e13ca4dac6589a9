/** The game state: plain JSON, compact, copied on write (see draft.ts). */
import type { RngState } from '../../core/rng';
import type { Seat } from '../../core/types';
import type { TrackId } from './data/board';
import type { CharacterType, Follower, Good } from './data/characters';
import type { EventTile } from './data/hourglass';
import type { TownId } from './data/map';
import type { PlaceTileId } from './data/placeTiles';

/** A technology tile waiting beside the board: the first Craftsmen step's may replace only a Farmer. */
export type TechGrant = 'farmerOnly' | 'any';

/** What sits on an action space. */
export type SlotContent = Follower | 'tech' | null;

/** Where a seat is in the simultaneous Followers + Planning phases. */
export type PrepStage = 'draw' | 'plan' | 'ready';

export interface PlayerState {
  coins: number;
  tracks: Record<TrackId, number>;
  /** Development track position 0..30; the status is derived from it. */
  dev: number;
  /** Bag contents; drawing picks a uniform random index, so the order carries no information. */
  bag: Follower[];
  market: Follower[];
  /** One entry per action space of every place (see places.ts); only owned places are used. */
  slots: SlotContent[];
  placeTiles: PlaceTileId[];
  techHeld: TechGrant[];
  goods: Record<Good, number>;
  merchant: TownId;
  stations: TownId[];
  stationsLeft: number;
  citizens: number;
  stage: PrepStage;
  /** Followers moved back to the market this Followers phase (each uses up one draw). */
  recalls: number;
  passed: boolean;
}

/** What other seats may see of a board while plans are secret: the board at the last reveal. */
export interface ShownBoard {
  slots: SlotContent[];
  marketSize: number;
  bagSize: number;
}

export type Pending =
  | { kind: 'torture'; seat: Seat; owed: number }
  | { kind: 'harvest'; seat: Seat; owed: number }
  | { kind: 'sacristy'; seat: Seat }
  | { kind: 'deeds'; seat: Seat; place: 'townHall' | 'gunpowderTower'; sent: number }
  | { kind: 'bathhouse'; seat: Seat; drawn: Follower[] }
  | { kind: 'technology'; seat: Seat };

export type Phase = 'roundStart' | 'prep' | 'actions' | 'roundEnd' | 'over';

export type HarvestRule = 'coinsForMissingFood' | 'foodOrCoins';

export interface OrleansOptions {
  harvest: HarvestRule;
}

export interface OrleansState {
  options: OrleansOptions;
  playerCount: number;
  round: number;
  phase: Phase;
  startPlayer: Seat;
  /** Seat on turn in the Actions phase. */
  turn: Seat;
  event: EventTile | null;
  /** Hour-glass tiles still face down, next first: hidden from every view. */
  hourglass: EventTile[];
  rng: RngState;
  supply: Record<CharacterType, number>;
  techSupply: number;
  goodsMarket: Record<Good, number>;
  /** One entry per goods space on roads and waterways (null: empty or unused at this player count). */
  mapGoods: (Good | null)[];
  placeTiles: PlaceTileId[];
  /** One flag per Beneficial Deeds space (1 = filled). */
  deedSpaces: number[];
  knightsCitizenTaken: boolean;
  boatmenCitizenTaken: boolean;
  devCitizensTaken: boolean[];
  /** Seat that took the 14th citizen at the end, or null. */
  stationsCitizen: Seat | null;
  pending: Pending[];
  /** Boards as last revealed, while the Followers/Planning phase hides changes; null otherwise. */
  shown: ShownBoard[] | null;
  players: PlayerState[];
}
