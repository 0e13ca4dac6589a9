/**
 * Orléans's types: state, moves, view, violation codes, events. Plain JSON throughout. Imports
 * only the core and the data tables' own types, never a rules file (so no type cycle can form).
 */
import type { RngState } from '../../core/rng';
import type { Seat } from '../../core/types';
import type { PrintedPlaceId, TrackId } from './data/board';
import type { CharacterType, Follower, Good } from './data/characters';
import type { DeedId } from './data/deeds';
import type { EventKind, EventTile, Strength } from './data/hourglass';
import type { TownId } from './data/map';
import type { PlaceTileId } from './data/place-tiles';

// ---------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------

/** A printed place of the player board or a place tile: what `act` names. */
export type PlaceId = PrintedPlaceId | PlaceTileId;

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

/** A decision one seat must take before anything else happens (the first in `pending` is due). */
export type Pending =
  | { kind: 'torture'; seat: Seat; owed: number }
  | { kind: 'harvest'; seat: Seat; owed: number }
  | { kind: 'sacristy'; seat: Seat }
  | { kind: 'deeds'; seat: Seat; place: 'townHall' | 'gunpowderTower'; sent: number }
  | { kind: 'bathhouse'; seat: Seat; drawn: Follower[] }
  | { kind: 'technology'; seat: Seat };

/** `prep` is the simultaneous Followers + Planning phase (phases 3-4), see planning.ts. */
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

// ---------------------------------------------------------------------------------------------
// Moves
// ---------------------------------------------------------------------------------------------

/** Followers and Planning (simultaneous, secret): recall 0+ times, draw once, place 0+ times, declare. */
export type PlanningMove =
  | { type: 'recall'; slot: number }
  | { type: 'draw'; count: number }
  | { type: 'place'; follower: Follower; slot: number }
  | { type: 'declare' };

export type VillageOption = 'boatman' | 'craftsman' | 'trader';

/** Use an activated place in the Actions phase. */
export type ActMove =
  | { type: 'act'; place: PlaceId }
  | { type: 'act'; place: 'village'; option: 'boatman' | 'craftsman' }
  | { type: 'act'; place: 'village'; option: 'trader'; tile: PlaceTileId }
  | { type: 'act'; place: 'ship' | 'wagon' | 'horseWagon'; to: TownId; good: Good | null }
  | { type: 'act'; place: 'pharmacy'; coins: number };

export type PassMove = { type: 'pass' };
/** After the Town Hall or Gunpowder Tower: send one tile to a deed, or stop (after the first). */
export type DeedMove = { type: 'deed'; slot: number; deed: number; development: boolean } | { type: 'stopDeeds' };
export type BathhouseMove = { type: 'bathhouse'; follower: Follower; slot: number };
export type TechnologyMove = { type: 'technology'; grant: TechGrant; slot: number } | { type: 'keepTechnology' };
export type SacristyMove = { type: 'sacristy'; use: boolean };
export type HarvestMove = { type: 'food'; good: Good } | { type: 'payCoins' };
export type TortureMove =
  | { type: 'torture'; item: 'station' }
  | { type: 'torture'; item: 'builtStation'; town: TownId }
  | { type: 'torture'; item: 'follower' }
  | { type: 'torture'; item: 'development' }
  | { type: 'torture'; item: 'good'; good: Good }
  | { type: 'torture'; item: 'placeTile'; tile: PlaceTileId }
  | { type: 'torture'; item: 'heldTechnology'; grant: TechGrant }
  | { type: 'torture'; item: 'placedTechnology'; slot: number };

export type OrleansMove =
  | PlanningMove
  | ActMove
  | PassMove
  | DeedMove
  | BathhouseMove
  | TechnologyMove
  | SacristyMove
  | HarvestMove
  | TortureMove;

export type OrleansMoveType = OrleansMove['type'];

// ---------------------------------------------------------------------------------------------
// View
// ---------------------------------------------------------------------------------------------

/** A pending decision as a viewer sees it: the Bathhouse's drawn tiles only for their owner. */
export type PendingView =
  | Exclude<Pending, { kind: 'bathhouse' }>
  | { kind: 'bathhouse'; seat: Seat; drawn: Follower[] }
  | { kind: 'bathhouse'; seat: Seat; drawnCount: number };

/** A player's board as a viewer sees it: the bag as counts (owner) or a size, the market once public. */
export type PlayerView = Omit<PlayerState, 'bag' | 'market' | 'recalls'> & {
  seat: Seat;
  /** Development status (1..6), derived from `dev`. */
  status: number;
  bagSize: number;
  /** Only for the owner: how many of each follower the bag holds. */
  bag: Partial<Record<Follower, number>> | null;
  /** The market, or null while it is secret (see `marketSize`). */
  market: Follower[] | null;
  marketSize: number;
  /** Places whose spaces are all filled (Town Hall, Gunpowder Tower: one), in `act` order. */
  activated: PlaceId[];
};

/** The state less what no viewer may see (RNG, hour-glass order, the secret boards), plus derived facts. */
export type OrleansView = Omit<
  OrleansState,
  'playerCount' | 'turn' | 'hourglass' | 'rng' | 'pending' | 'shown' | 'players'
> & {
  /** The seat on turn in the Actions phase, else null. */
  turn: Seat | null;
  actors: Seat[];
  /** Hour-glass tiles still face down. */
  hourglassLeft: number;
  /** The decision due now, if any. */
  pending: PendingView | null;
  players: PlayerView[];
};

// ---------------------------------------------------------------------------------------------
// Violations
// ---------------------------------------------------------------------------------------------

/**
 * Orléans's own violation codes, beside the core ones (`MALFORMED_MOVE`, `NOT_YOUR_TURN`,
 * `GAME_OVER`, `UNKNOWN_SEAT`; docs/engine.md §9 lists what `details` carries).
 */
export const OrleansViolation = {
  /** A known move type that this phase does not take (e.g. `place` in the Actions phase). */
  WRONG_PHASE: 'WRONG_PHASE',
  /** A Followers/Planning move out of order: recall or draw after drawing, place or declare before. */
  WRONG_STAGE: 'WRONG_STAGE',
  /** Recall from an empty, technology, Gunpowder Tower or unowned space, or with no draw or market room left. */
  CANNOT_RECALL: 'CANNOT_RECALL',
  /** A draw count above the Knights limit less recalls, the free market or the bag. */
  TOO_MANY_DRAWS: 'TOO_MANY_DRAWS',
  /** The follower is neither on the market nor on the Gunpowder Tower. */
  FOLLOWER_NOT_IN_MARKET: 'FOLLOWER_NOT_IN_MARKET',
  /** The space is taken, not owned, or does not take this follower. */
  SPACE_NOT_AVAILABLE: 'SPACE_NOT_AVAILABLE',
  /** The place is not activated, or its action is impossible now (empty supply, nowhere to send...). */
  ACTION_NOT_AVAILABLE: 'ACTION_NOT_AVAILABLE',
  /** The move's type fits the decision or place, but not its fields: not one of the legal choices. */
  ILLEGAL_CHOICE: 'ILLEGAL_CHOICE',
  /** Another decision (torture, harvest, deeds...) is due first. */
  DECISION_PENDING: 'DECISION_PENDING',
} as const;

export type OrleansViolationCode = (typeof OrleansViolation)[keyof typeof OrleansViolation];

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

/** Where a citizen came from: a track, the development track, a completed deed, or the end's 14th. */
export type CitizenSource = 'development' | 'boatmen' | 'knights' | 'mostTradingStations' | DeedId;

/** The facts `apply` reports, in the order they happen. `to` marks a seat's private information. */
export type OrleansEvent =
  | { type: 'HourGlass'; round: number; event: EventKind | null; strength: Strength | null }
  | { type: 'Census'; seat: Seat; coins: 1 | -1 }
  | { type: 'FollowersDrawn'; seat: Seat; to: Seat[]; drawn: Follower[] }
  | { type: 'PlanDeclared'; seat: Seat }
  | { type: 'PlansRevealed' }
  | { type: 'Action'; seat: Seat; place: PlaceId }
  | { type: 'Recruited'; seat: Seat; character: CharacterType; step: number }
  | { type: 'PlaceTileGained'; seat: Seat; tile: PlaceTileId }
  | { type: 'StationBuilt'; seat: Seat; town: TownId }
  | { type: 'BathhouseDraw'; seat: Seat; to: Seat[]; drawn: Follower[] }
  | { type: 'BathhouseDrawCount'; seat: Seat; count: number }
  | { type: 'DeedSpaceFilled'; seat: Seat; deed: DeedId; follower: Follower }
  | { type: 'CitizenTaken'; seat: Seat; source: CitizenSource }
  | { type: 'Passed'; seat: Seat }
  | { type: 'TechnologyPlaced'; seat: Seat; place: PlaceId; slot: number }
  | { type: 'SacristyUsed'; seat: Seat }
  | { type: 'Plague'; seat: Seat; follower: Follower; lost: boolean }
  | { type: 'Torture'; seat: Seat; owed: number }
  | { type: 'TortureItemLost'; seat: Seat; item: TortureMove['item'] }
  | { type: 'FollowerLost'; seat: Seat; follower: Follower | null }
  | { type: 'DebtForgiven'; seat: Seat; owed: number }
  | { type: 'GameOver' };
