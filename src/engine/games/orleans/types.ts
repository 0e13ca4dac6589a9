/**
 * Orléans's types: state, moves, view, violation codes, events. Plain JSON throughout. Imports
 * only the core and the data tables' own types, never a rules file (so no type cycle can form).
 */
import type { Int } from '../../core/json';
import type { RngState } from '../../core/rng';
import type { GameResult, RankEntry, Seat, SeatScore } from '../../core/types';
import type { PrintedPlaceId, TrackId } from './data/board';
import type { CharacterType, Follower, Food, Good } from './data/characters';
import type { DeedId } from './data/deeds';
import type { EventKind, EventTile, Strength } from './data/hourglass';
import type { TownId } from './data/map';
import type { PlaceTileId } from './data/place-tiles';

// ---------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------

/** A printed place of the player board or a place tile: what `act` names. */
export type PlaceId = PrintedPlaceId | PlaceTileId;

/**
 * An action space: an index into a board's 56 spaces (`view.players[i].slots`), the printed places
 * then the 20 place tiles (docs/engine.md §9.3 lists which slots belong to which place).
 * @asType integer
 * @minimum 0
 * @maximum 55
 */
export type Slot = number;

/** A technology tile waiting beside the board: the first Craftsmen step's may replace only a Farmer. */
export type TechGrant = 'farmerOnly' | 'any';

/** What sits on an action space. */
export type SlotContent = Follower | 'tech' | null;

/** Where a seat is in the simultaneous Followers + Planning phases. */
export type PrepStage = 'draw' | 'plan' | 'ready';

export interface PlayerState {
  /**
   * Coins the seat holds.
   * @minimum 0
   */
  coins: Int;
  /**
   * Position on each character track (0 = start).
   * @keyDescriptions { farmers: 'Farmers track position (0 = start); each step gives a good, and the position decides the Census.', boatmen: 'Boatmen track position (0 = start); each step gives coins.', craftsmen: 'Craftsmen track position (0 = start); each step gives a technology tile.', traders: 'Traders track position (0 = start); each step gives a place tile.', knights: 'Knights track position (0 = start); it sets how many followers the seat may draw.', scholars: 'Scholars track position (0 = start); each step gives development points.' }
   */
  tracks: Record<TrackId, Int>;
  /**
   * Development track position 0..30; the status is derived from it.
   * @minimum 0
   * @maximum 30
   */
  dev: Int;
  /** Bag contents; drawing picks a uniform random index, so the order carries no information. */
  bag: Follower[];
  /** Followers drawn onto the market, waiting to be placed on action spaces. */
  market: Follower[];
  /** One entry per action space of every place (see places.ts); only owned places are used. */
  slots: SlotContent[];
  /** The place tiles the seat owns. */
  placeTiles: PlaceTileId[];
  /** Technology tiles waiting beside the board, to place when passing. */
  techHeld: TechGrant[];
  /**
   * Goods held.
   * @keyDescriptions { grain: 'Grain held (1 VP each at the end).', cheese: 'Cheese held (2 VP each at the end).', wine: 'Wine held (3 VP each at the end).', wool: 'Wool held (4 VP each at the end).', brocade: 'Brocade held (5 VP each at the end).' }
   */
  goods: Record<Good, Int>;
  /** The town the merchant stands in. */
  merchant: TownId;
  /** Towns with one of the seat's trading stations. */
  stations: TownId[];
  /** Trading stations not built yet. */
  stationsLeft: Int;
  /** Citizens taken. */
  citizens: Int;
  /** Where the seat is in the Followers + Planning phase. */
  stage: PrepStage;
  /** Followers moved back to the market this Followers phase (each uses up one draw). */
  recalls: Int;
  /** Passed for the rest of the Actions phase. */
  passed: boolean;
}

/** What other seats may see of a board while plans are secret: the board at the last reveal. */
export interface ShownBoard {
  /** What sat on each action space at the last reveal (as `PlayerState.slots`). */
  slots: SlotContent[];
  /** Followers on the market at the last reveal. */
  marketSize: Int;
  /** Tiles in the bag at the last reveal. */
  bagSize: Int;
}

/** A decision one seat must take before anything else happens (the first in `pending` is due). */
export type Pending =
  | {
      /** The seat must give items for the coins it lacks (`torture` moves), one per coin. */
      kind: 'torture';
      seat: Seat;
      /**
       * Coins still missing.
       * @minimum 1
       */
      owed: Int;
    }
  | {
      /** Harvest: the seat gives food (`food` moves) or pays coins (`payCoins`). */
      kind: 'harvest';
      seat: Seat;
      /**
       * Food still owed.
       * @minimum 1
       */
      owed: Int;
    }
  | {
      /** The seat may use its Sacristy against this round's event (`sacristy`). */
      kind: 'sacristy';
      seat: Seat;
    }
  | {
      /** After the Town Hall or Gunpowder Tower: send tiles to the deeds (`deed`, `stopDeeds`). */
      kind: 'deeds';
      seat: Seat;
      /** The place whose action sends the tiles: the Town Hall or the Gunpowder Tower. */
      place: 'townHall' | 'gunpowderTower';
      /** Tiles sent so far. */
      sent: Int;
    }
  | {
      /** The Bathhouse drew two tiles: place one (`bathhouse`). */
      kind: 'bathhouse';
      seat: Seat;
      /** The tiles drawn: one to place, the other goes back to the bag. */
      drawn: Follower[];
    }
  | {
      /** The seat places its technology tiles (`technology`, `keepTechnology`). */
      kind: 'technology';
      seat: Seat;
    };

/** `prep` is the simultaneous Followers + Planning phase (phases 3-4), see planning.ts. */
export type Phase = 'roundStart' | 'prep' | 'actions' | 'roundEnd' | 'over';

export type HarvestRule = 'coinsForMissingFood' | 'foodOrCoins';

export interface OrleansOptions {
  /**
   * 'coinsForMissingFood': food must be given while you have it, 5 coins per missing food;
   * 'foodOrCoins': you may pay 5 coins instead of any food.
   */
  harvest: HarvestRule;
}

export interface OrleansState {
  options: OrleansOptions;
  /** Seats at the table (2-5). */
  playerCount: Int;
  /**
   * 1..18.
   * @minimum 1
   * @maximum 18
   */
  round: Int;
  /** Where the round is (docs/engine.md §9.2). */
  phase: Phase;
  /** This round's start player. */
  startPlayer: Seat;
  /** Seat on turn in the Actions phase. */
  turn: Seat;
  /** This round's hour-glass tile (null before the first). */
  event: EventTile | null;
  /** Hour-glass tiles still face down, next first: hidden from every view. */
  hourglass: EventTile[];
  rng: RngState;
  /**
   * Neutral followers left in the supply, by character.
   * @keyDescriptions { farmer: 'Farmers left in the supply.', boatman: 'Boatmen left in the supply.', craftsman: 'Craftsmen left in the supply.', trader: 'Traders left in the supply.', knight: 'Knights left in the supply.', scholar: 'Scholars left in the supply.', monk: 'Monks left in the supply.' }
   */
  supply: Record<CharacterType, Int>;
  /** Technology tiles left in the supply. */
  techSupply: Int;
  /**
   * Goods left in the goods market.
   * @keyDescriptions { grain: 'Grain left in the goods market.', cheese: 'Cheese left in the goods market.', wine: 'Wine left in the goods market.', wool: 'Wool left in the goods market.', brocade: 'Brocade left in the goods market.' }
   */
  goodsMarket: Record<Good, Int>;
  /** One entry per goods space on roads and waterways (null: empty or unused at this player count). */
  mapGoods: (Good | null)[];
  /** The place tiles still on offer. */
  placeTiles: PlaceTileId[];
  /** One flag per Beneficial Deeds space (1 = filled), deed by deed in `deed` index order. */
  deedSpaces: (0 | 1)[];
  /** The Knights track's citizen is taken. */
  knightsCitizenTaken: boolean;
  /** The Boatmen track's citizen is taken. */
  boatmenCitizenTaken: boolean;
  /** The development track's three citizens: taken or not. */
  devCitizensTaken: boolean[];
  /** Seat that took the 14th citizen at the end, or null. */
  stationsCitizen: Seat | null;
  /** Decisions due before play goes on; the first is due now. */
  pending: Pending[];
  /** Boards as last revealed, while the Followers/Planning phase hides changes; null otherwise. */
  shown: ShownBoard[] | null;
  /** Every seat's board, in seat order. */
  players: PlayerState[];
  /** The rules of the version dealt, from orleans@2 on (absent before: those games play as they did). */
  ruleset?: OrleansRuleSwitches;
}

/**
 * The rules that differ between released versions, read where they apply (rulesets.ts says which
 * version sets which). A state carries them from orleans@2 on; orleans@1 states have none.
 */
export interface OrleansRuleSwitches {
  /** orleans@2: the Bathhouse places on action spaces only, never on the Gunpowder Tower's market spaces. */
  bathhouseActionSpacesOnly: boolean;
  /** orleans@2: event decisions (Sacristy, Harvest, Torture) are asked seat by seat from the start player. */
  eventDecisionsFromStartPlayer: boolean;
}

// ---------------------------------------------------------------------------------------------
// Moves
// ---------------------------------------------------------------------------------------------

/** Followers and Planning (simultaneous, secret): recall 0+ times, draw once, place 0+ times, declare. */
export type PlanningMove =
  | {
      /** Stage `draw`: a follower goes back to the market and uses up one draw. */
      type: 'recall';
      /** The action space holding it. */
      slot: Slot;
    }
  | {
      /** Stage `draw`, once: draw followers at random from the bag onto the market. */
      type: 'draw';
      /**
       * 0 .. min(Knights draw limit − recalls, free market spaces, bag size).
       * @minimum 0
       */
      count: Int;
    }
  | {
      /** Stage `plan`: a follower from the market (or the Gunpowder Tower) onto an action space. */
      type: 'place';
      follower: Follower;
      /** An empty owned space that takes it. */
      slot: Slot;
    }
  | {
      /** Stage `plan`: the plan is final. */
      type: 'declare';
    };

export type VillageOption = 'boatman' | 'craftsman' | 'trader';

/** The places whose `act` takes fields beyond `place`. */
export type PlaceWithOptions = 'village' | 'ship' | 'wagon' | 'horseWagon' | 'pharmacy';

/** Use an activated place in the Actions phase (`view.players[i].activated`). */
export type ActMove =
  | {
      /** Move type: `act`, use an activated place. */
      type: 'act';
      /** A place whose action takes no further field. */
      place: Exclude<PlaceId, PlaceWithOptions>;
    }
  | {
      /** Move type: `act`, use an activated place. */
      type: 'act';
      /** The Village: take a Boatman, Craftsman or Trader. */
      place: 'village';
      /** Advance on the Boatmen or Craftsmen track. */
      option: 'boatman' | 'craftsman';
    }
  | {
      /** Move type: `act`, use an activated place. */
      type: 'act';
      /** The Village: take a Boatman, Craftsman or Trader. */
      place: 'village';
      /** Advance on the Traders track and take a place tile. */
      option: 'trader';
      /** A place tile still on offer (`view.placeTiles`; category I only on the first Traders step). */
      tile: PlaceTileId;
    }
  | {
      /** Move type: `act`, use an activated place. */
      type: 'act';
      /** Move the merchant: by waterway (ship) or road (wagon, horseWagon). */
      place: 'ship' | 'wagon' | 'horseWagon';
      /** A neighbouring town. */
      to: TownId;
      /** A good lying on that connection, or null. */
      good: Good | null;
    }
  | {
      /** Move type: `act`, use an activated place. */
      type: 'act';
      /** The Pharmacy: buy development points with coins. */
      place: 'pharmacy';
      /**
       * Development points bought.
       * @minimum 1
       * @maximum 3
       */
      coins: Int;
    };

export type PassMove = {
  /** No more actions this round. */
  type: 'pass';
};
/** After the Town Hall or Gunpowder Tower: send one tile to a deed, or stop (after the first). */
export type DeedMove =
  | {
      /** Send one neutral tile to a Beneficial Deed. */
      type: 'deed';
      /** A Town Hall / Gunpowder Tower space holding a neutral tile. */
      slot: Slot;
      /**
       * The deed, 0..7: cityWall, papalConclave, defeatingThePlague, astronomy, boatmensGuild,
       * cathedral, peaceTreaty, canalisation.
       * @minimum 0
       * @maximum 7
       */
      deed: Int;
      /** True only on Canalisation: 1 development point instead of the coin. */
      development: boolean;
    }
  | {
      /** Send no more tiles now (they stay for a later action). */
      type: 'stopDeeds';
    };
export type BathhouseMove = {
  /** Place one of the two tiles the Bathhouse drew (the other returns to the bag). */
  type: 'bathhouse';
  follower: Follower;
  /** An empty owned space that takes it (not the Bathhouse). */
  slot: Slot;
};
export type TechnologyMove =
  | {
      /** Place a held technology tile. */
      type: 'technology';
      /** Which held tile: the first Craftsmen step's (Farmer spaces only) or any. */
      grant: TechGrant;
      /** An empty owned space of a place with 2+ spaces and no technology yet. */
      slot: Slot;
    }
  | {
      /** Keep the remaining tiles for a later round. */
      type: 'keepTechnology';
    };
export type SacristyMove = {
  /** Whether the Sacristy's Monk returns to the bag instead of suffering the event. */
  type: 'sacristy';
  /** True to use it. */
  use: boolean;
};
export type HarvestMove =
  | {
      /** Give one food back to the goods market. */
      type: 'food';
      good: Food;
    }
  | {
      /** Under `foodOrCoins`: 5 coins per food still owed. */
      type: 'payCoins';
    };
/**
 * Give an item for a missing coin.
 * @discriminator item
 * @discriminatorDescription The item given for a missing coin: a trading station (unbuilt or built), a neutral follower, a development step, a good, a place tile or a technology tile (held or placed).
 */
export type TortureMove =
  | {
      /** Move type: `torture`, give an item for a missing coin. */
      type: 'torture';
      /** An unbuilt trading station. */
      item: 'station';
    }
  | {
      /** Move type: `torture`, give an item for a missing coin. */
      type: 'torture';
      /** A built trading station. */
      item: 'builtStation';
      town: TownId;
    }
  | {
      /** Move type: `torture`, give an item for a missing coin. */
      type: 'torture';
      /** A random neutral tile from the bag. */
      item: 'follower';
    }
  | {
      /** Move type: `torture`, give an item for a missing coin. */
      type: 'torture';
      /** One step back on the development track. */
      item: 'development';
    }
  | {
      /** Move type: `torture`, give an item for a missing coin. */
      type: 'torture';
      /** A good. */
      item: 'good';
      good: Good;
    }
  | {
      /** Move type: `torture`, give an item for a missing coin. */
      type: 'torture';
      /** A place tile. */
      item: 'placeTile';
      tile: PlaceTileId;
    }
  | {
      /** Move type: `torture`, give an item for a missing coin. */
      type: 'torture';
      /** A technology tile waiting beside the board. */
      item: 'heldTechnology';
      grant: TechGrant;
    }
  | {
      /** Move type: `torture`, give an item for a missing coin. */
      type: 'torture';
      /** A technology tile on an action space. */
      item: 'placedTechnology';
      slot: Slot;
    };

/**
 * Every decision of Orléans (docs/engine.md §9.3). `legalMoves` lists them in full.
 * @discriminator type
 * @discriminatorDescription Move type: which decision this is; it fixes the move's other fields.
 */
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

/**
 * A pending decision as a viewer sees it: the Bathhouse's drawn tiles only for their owner.
 * @discriminator kind
 * @discriminatorDescription Decision kind: what the seat must decide now (torture, harvest, sacristy, deeds, bathhouse or technology).
 */
export type PendingView =
  | Exclude<Pending, { kind: 'bathhouse' }>
  | {
      /** The Bathhouse drew two tiles: its owner sees them. */
      kind: 'bathhouse';
      seat: Seat;
      /** The tiles drawn: one to place, the other goes back to the bag. */
      drawn: Follower[];
    }
  | {
      /** The Bathhouse drew tiles: the other seats see how many. */
      kind: 'bathhouse';
      seat: Seat;
      /** How many tiles the Bathhouse drew. */
      drawnCount: Int;
    };

/** A player's board as a viewer sees it: the bag as counts (owner) or a size, the market once public. */
export type PlayerView = Omit<PlayerState, 'bag' | 'market' | 'recalls'> & {
  seat: Seat;
  /**
   * Development status (1..6), derived from `dev`.
   * @minimum 1
   * @maximum 6
   */
  status: Int;
  /** Tiles in the bag. */
  bagSize: Int;
  /**
   * Only for the owner: how many of each follower the bag holds.
   * @keyDescriptions { farmer: 'Neutral Farmers in the bag.', boatman: 'Neutral Boatmen in the bag.', craftsman: 'Neutral Craftsmen in the bag.', trader: 'Neutral Traders in the bag.', knight: 'Knights in the bag.', scholar: 'Scholars in the bag.', monk: 'Monks in the bag.', 'starter-farmer': "The starting Farmer in the seat's colour in the bag: 0 or 1.", 'starter-boatman': "The starting Boatman in the seat's colour in the bag: 0 or 1.", 'starter-craftsman': "The starting Craftsman in the seat's colour in the bag: 0 or 1.", 'starter-trader': "The starting Trader in the seat's colour in the bag: 0 or 1." }
   */
  bag: Partial<Record<Follower, Int>> | null;
  /** The market, or null while it is secret (see `marketSize`). */
  market: Follower[] | null;
  /** Followers on the market. */
  marketSize: Int;
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
  /** The seats that must decide now. */
  actors: Seat[];
  /** Hour-glass tiles still face down. */
  hourglassLeft: Int;
  /** The decision due now, if any. */
  pending: PendingView | null;
  /** Every seat's board, in seat order. */
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

/**
 * The facts `apply` reports, in the order they happen. `to` marks a seat's private information.
 * @discriminator type
 * @discriminatorDescription Event type: which fact this is; it fixes the event's other fields.
 */
export type OrleansEvent =
  | {
      /** A round begins: its hour-glass tile. */
      type: 'HourGlass';
      /**
       * The round beginning, 1-18.
       * @minimum 1
       * @maximum 18
       */
      round: Int;
      /** The round's event (null if no hour-glass tile was left). */
      event: EventKind | null;
      /** The graded events' strength (A, B or C); null for Pilgrimage and Plague. */
      strength: Strength | null;
    }
  | {
      /** The Farmers-track leader gains a coin (1), or the last pays one (-1). */
      type: 'Census';
      seat: Seat;
      /** 1: the sole leader gains a coin; -1: the sole last pays one. */
      coins: 1 | -1;
    }
  | {
      /** A `draw`: private to the drawer. */
      type: 'FollowersDrawn';
      seat: Seat;
      /** Only the drawer sees this event while the game runs. */
      to: Seat[];
      /** The followers drawn from the bag onto the market. */
      drawn: Follower[];
    }
  | {
      /** A `declare`. */
      type: 'PlanDeclared';
      seat: Seat;
    }
  | {
      /** Every seat has declared; the Actions phase begins. */
      type: 'PlansRevealed';
    }
  | {
      /** An `act`. */
      type: 'Action';
      seat: Seat;
      place: PlaceId;
    }
  | {
      /** A track advance takes a character into the bag. */
      type: 'Recruited';
      seat: Seat;
      character: CharacterType;
      /**
       * The new track position.
       * @minimum 1
       */
      step: Int;
    }
  | {
      /** The Village's Trader option. */
      type: 'PlaceTileGained';
      seat: Seat;
      tile: PlaceTileId;
    }
  | {
      /** The Guildhall. */
      type: 'StationBuilt';
      seat: Seat;
      town: TownId;
    }
  | {
      /** The Bathhouse's draw: private to its owner. */
      type: 'BathhouseDraw';
      seat: Seat;
      /** Only the owner sees this event while the game runs. */
      to: Seat[];
      /** The tiles drawn from the bag. */
      drawn: Follower[];
    }
  | {
      /** The same draw, public: how many tiles. */
      type: 'BathhouseDrawCount';
      seat: Seat;
      /** How many tiles were drawn. */
      count: Int;
    }
  | {
      /** A `deed` move. */
      type: 'DeedSpaceFilled';
      seat: Seat;
      deed: DeedId;
      follower: Follower;
    }
  | {
      /** A citizen is won. */
      type: 'CitizenTaken';
      seat: Seat;
      source: CitizenSource;
    }
  | {
      /** A `pass`. */
      type: 'Passed';
      seat: Seat;
    }
  | {
      /** A `technology` move. */
      type: 'TechnologyPlaced';
      seat: Seat;
      place: PlaceId;
      slot: Slot;
    }
  | {
      /** The Sacristy spared the seat the event. */
      type: 'SacristyUsed';
      seat: Seat;
    }
  | {
      /** Plague drew a tile from the seat's bag. */
      type: 'Plague';
      seat: Seat;
      follower: Follower;
      /** False for a coloured starter (never lost). */
      lost: boolean;
    }
  | {
      /** Coins owed and not paid: `torture` decisions follow. */
      type: 'Torture';
      seat: Seat;
      /**
       * Coins owed and not paid: one item per coin.
       * @minimum 1
       */
      owed: Int;
    }
  | {
      /** A `torture` move. */
      type: 'TortureItemLost';
      seat: Seat;
      item: TortureMove['item'];
    }
  | {
      /** Torture's random neutral follower (null: none left). */
      type: 'FollowerLost';
      seat: Seat;
      /** The neutral follower taken from the bag, or null when none was left. */
      follower: Follower | null;
    }
  | {
      /** Nothing left to give: the rest of the debt is forgiven. */
      type: 'DebtForgiven';
      seat: Seat;
      /**
       * Coins still owed, now forgiven.
       * @minimum 1
       */
      owed: Int;
    }
  | {
      /** After round 18. */
      type: 'GameOver';
    };

// ---------------------------------------------------------------------------------------------
// Result
// ---------------------------------------------------------------------------------------------

/** The scoresheet: coins, goods, trading stations and citizens (docs/engine.md §9.7). */
export type OrleansBreakdown = {
  /** 1 per coin. */
  coins: Int;
  /** Grain 1, cheese 2, wine 3, wool 4, brocade 5. */
  goods: Int;
  /** Trading stations built × development status. */
  tradingStations: Int;
  /** Citizens × development status. */
  citizens: Int;
};

/** One seat's final score: `total` is the sum of `breakdown`. */
export interface OrleansSeatScore extends SeatScore {
  breakdown: OrleansBreakdown;
}

/** The final scores and ranking (most VP; tie: further along the development track; then shared). */
export interface OrleansResult extends GameResult {
  scores: OrleansSeatScore[];
  ranking: RankEntry[];
}
