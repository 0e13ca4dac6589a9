import type { Int } from '../../core/json';
import type { RngState } from '../../core/rng';
import type { GameResult, RankEntry, Seat, SeatScore } from '../../core/types';

/**
 * Troyes' public shapes: state, moves, view, events and violation codes. Imports nothing from the
 * game's other files, so every other file may import it.
 */

// ─── Components ─────────────────────────────────────────────────────────────────────────────

export type DieColour = 'R' | 'W' | 'Y';

/** Buildings by index: 0 Palace (red), 1 Bishopric (white), 2 City Hall (yellow). */
export type BuildingName = 'palace' | 'bishopric' | 'cityHall';

export type ActivityId =
  | 'artisan'
  | 'merchant'
  | 'miller'
  | 'innkeeper'
  | 'blacksmith'
  | 'militia'
  | 'journeyman'
  | 'goldsmith'
  | 'sculptor'
  | 'tithe'
  | 'monk'
  | 'priest'
  | 'apprenticeship'
  | 'confession'
  | 'templar'
  | 'pilgrimage'
  | 'procession'
  | 'glassblower'
  | 'archer'
  | 'diplomat'
  | 'chivalry'
  | 'hunting'
  | 'mercenary'
  | 'tax-collector'
  | 'captain'
  | 'joust'
  | 'troubadour';

export type EventId =
  | 'marauding'
  | 'drought'
  | 'support'
  | 'civil-war'
  | 'wayfarers'
  | 'theological-conflict'
  | 'heresy'
  | 'traveling-builders'
  | 'interrupted-work'
  | 'brigands-1'
  | 'brigands-2'
  | 'brigands-3'
  | 'conflict-of-succession'
  | 'skirmishes-1'
  | 'skirmishes-2'
  | 'war'
  | 'normans-attack';

export type CharacterId = 'chretien' | 'urbain' | 'thibaut' | 'hugues' | 'florentin' | 'henri';

// ─── State ──────────────────────────────────────────────────────────────────────────────────

/**
 * Owners are numbers: a seat 0..3, `NEUTRAL` (4) for gray, `EMPTY` (-1) for a free space.
 * Dice are two-character strings: colour + face, e.g. 'R4'.
 */
export const NEUTRAL = 4;
export const EMPTY = -1;

/**
 * Who stands on a space or owns a cube: a seat 0..3, 4 (NEUTRAL) for gray, -1 (EMPTY) for nobody.
 * @asType integer
 * @minimum -1
 * @maximum 4
 */
export type Owner = number;

/**
 * A die: its colour (R, W, Y) and face, e.g. 'R4'.
 * @pattern ^[RWY][1-6]$
 */
export type Die = string;

/**
 * An Activity card's slot: 0-8, red rounds 1-3, white rounds 1-3, yellow rounds 1-3.
 * @asType integer
 * @minimum 0
 * @maximum 8
 */
export type ActivitySlotIndex = number;

/**
 * A die's face, 1..6 (also a black die's value).
 * @asType integer
 * @minimum 1
 * @maximum 6
 */
export type Face = number;

/**
 * A space of a building: 0..5 (rows of two for faces 1-2, 3-4, 5-6).
 * @asType integer
 * @minimum 0
 * @maximum 5
 */
export type BuildingSpace = number;

/**
 * A building by index: 0 Palace, 1 Bishopric, 2 City Hall.
 * @asType integer
 * @minimum 0
 * @maximum 2
 */
export type BuildingIndex = number;

export interface ActivitySlot {
  id: ActivityId;
  /** Revealed in phase 0 of the card's round; hidden cards never reach a view. */
  open: boolean;
  /** Owner on each tradesman space, in printed order; EMPTY when free. */
  spaces: Int[];
  /** Tradesmen on the card's picture (all spaces were full): they score 0 VP. */
  picture: Int[];
  /** Delayed cards: cubes per seat waiting to be used. */
  cubes: Int[];
}

export interface QueuedEvent {
  id: EventId;
  /** Owner of each cube, in the order they were placed (banners from the top left). */
  cubes: Int[];
}

/** The five actions of phase 4 (rulebook "Actions"). */
export type ActionKind = 'activity' | 'cathedral' | 'event' | 'place' | 'agriculture';

/** An action being assembled: what it targets and which delayed cube (activity slot) modifies it. */
export interface Act {
  /** Which of the five actions. */
  kind: ActionKind;
  /**
   * Activity slot, queue index or building index; -1 when the action has no target.
   * @minimum -1
   */
  target: Int;
  /**
   * Activity slot whose delayed cube modifies the action; -1 for none.
   * @minimum -1
   * @maximum 8
   */
  cube: Int;
}

/**
 * The decision the game waits for: who decides, and in which sub-step (`k`).
 * @discriminator k
 * @discriminatorDescription Step kind: the sub-step the game waits in, which fixes the moves it takes (docs/engine.md §8.3).
 */
export type Step =
  | {
      /** Initial placement: seats place a citizen each in snake order. */
      k: 'draft';
      /** The seats' turns, in order. */
      order: Seat[];
      /**
       * The turn due now: an index into `order`.
       * @minimum 0
       */
      i: Int;
    }
  | {
      /** A seat counters the highest black die with dice of its district. */
      k: 'counter';
      seat: Seat;
      /** Indices of the own dice chosen so far. */
      dice: Int[];
      /** Indices (in `black`, ≥ 1) of the further black dice added. */
      blacks: Int[];
    }
  | {
      /** A seat's turn in phase 4: pass, use Influence, or start an action. */
      k: 'turn';
      seat: Seat;
    }
  | {
      /** A seat chooses up to three own dice to flip. */
      k: 'flip';
      seat: Seat;
      /** Indices of the own dice chosen so far. */
      dice: Int[];
      /** The step the flip returns to. */
      ret: 'turn' | 'counter';
    }
  | {
      /** A seat chooses the dice of the action it started. */
      k: 'group';
      seat: Seat;
      act: Act;
    }
  | {
      /** A seat chooses the citizen to hire or place. */
      k: 'citizen';
      seat: Seat;
      act: Act;
      /**
       * place: the face of the die (it picks the space); 0 when hiring a tradesman.
       * @minimum 0
       * @maximum 6
       */
      face: Int;
      /**
       * activity: the activations the group bought; 0 for a place.
       * @minimum 0
       */
      n: Int;
    }
  | {
      /**
       * A seat chooses how many times to use an Activity card: a conversion card, and from troyes@3
       * any immediate card whose group bought two or more activations.
       */
      k: 'times';
      seat: Seat;
      /** The card's activity slot. */
      slot: ActivitySlotIndex;
      /**
       * The most times allowed.
       * @minimum 1
       */
      max: Int;
    }
  | {
      /** A seat places event cubes one by one (Archer, Chivalry, Diplomat). */
      k: 'cubes';
      seat: Seat;
      /**
       * Cubes still to place.
       * @minimum 1
       */
      left: Int;
      /**
       * troyes@3, Archer and Chivalry ("can place"): the seat may stop placing (`cubesDone`); absent
       * when every cube must be placed (Diplomat's cubes are paid for; every cube before troyes@3).
       */
      optional?: true;
    }
  | {
      /** The game is over. */
      k: 'over';
    };

/** Running VP by category (index): what the game awards while it runs. */
export const RUNNING_VP = ['activities', 'cathedral', 'events', 'penalties'] as const;
export const VP_ACTIVITIES = 0;
export const VP_CATHEDRAL = 1;
export const VP_EVENTS = 2;
export const VP_PENALTIES = 3;

/**
 * The rules that differ between released versions, read where they apply (rulesets.ts says which
 * version sets which). A state carries them from troyes@3 on; older states have none.
 */
export interface TroyesRuleSwitches {
  /** troyes@3: the protection rule is judged once the placed citizen has left its place. */
  protectionAfterLeaving: boolean;
  /**
   * troyes@3: an immediate card is used 1 … the group's activations times (the player says how
   * many), and each Archer or Chivalry cube may be left unplaced.
   */
  optionalActivations: boolean;
  /** troyes@3: the Joust pays every seat tied for the highest red total, 0 included. */
  joustTieAtZero: boolean;
  /** troyes@3: Tithe's free dice come from players' districts only; a gray die is paid as usual. */
  titheGrayPaid: boolean;
}

/** The whole game as compact plain JSON. */
export interface TroyesState {
  /** Seats at the table (2-4). */
  n: Int;
  /** Rounds in the game (the red event deck's size). */
  rounds: Int;
  /** The round being played, 1 … `rounds` (0 during the initial placement). */
  round: Int;
  /** This round's start player (0-based seat). */
  start: Int;
  rng: RngState;
  /** Deniers each seat holds, in seat order. */
  coins: Int[];
  /** Influence points each seat holds, in seat order. */
  influence: Int[];
  /** VP per seat per running category (see RUNNING_VP); penalties are negative. */
  vp: Int[][];
  /** Citizens in each personal supply. */
  supply: Int[];
  /** Citizens of each colour out of the general supply (max 12). */
  owned: Int[];
  /** Each seat's secret character cards, in seat order. */
  characters: CharacterId[][];
  /** Per seat: passed for the rest of the round. */
  passed: boolean[];
  /** Deniers received by passing, lying in the district until phase 5. */
  districtCoins: Int[];
  /** Event cards taken by each seat (Henri Ier). */
  won: EventId[][];
  /** 3 buildings × 6 spaces: owner per space. */
  buildings: Int[][];
  /** Citizens lying on each building's picture (expelled this round). */
  lying: Int[][];
  /** Gray citizens standing or lying on buildings. */
  grayInPlay: Int;
  /** 18 Cathedral sites, index level * 6 + face - 1: owner per site. */
  cathedral: Int[];
  /** Dice in each district: seats 0..n-1, then the gray district at index n. */
  dice: Die[][];
  /** 9 activity slots: colour-major (R, W, Y), then round 1..3. */
  activity: ActivitySlot[];
  /** Event queue, Marauding first. */
  queue: QueuedEvent[];
  /** Event decks, top first: hidden from every view. */
  decks: {
    /** The red event deck: one card enters per round; its size is the number of rounds. */
    R: EventId[];
    /** The white event deck: its cards enter when a red card calls one. */
    W: EventId[];
    /** The yellow event deck: its cards enter when a red card calls one. */
    Y: EventId[];
  };
  /** Black dice still to counter, highest first. */
  black: Int[];
  step: Step;
  /** The rules of the version dealt, from troyes@3 on (absent before: those games play as they did). */
  ruleset?: TroyesRuleSwitches;
}

// ─── Moves ──────────────────────────────────────────────────────────────────────────────────

/** A die in a district (seat 0..n-1, or n for the gray district), by index. */
export type DieRef = {
  /**
   * The district: a seat's, or n (the player count) for the gray district.
   * @minimum 0
   * @maximum 4
   */
  district: Int;
  /**
   * The die's index in that district (`view.dice[district]`).
   * @minimum 0
   */
  die: Int;
};

/**
 * The citizen who becomes the hired tradesman or is placed.
 * @discriminator from
 * @discriminatorDescription Where the citizen comes from: the personal supply, a building space, a building's picture or another Activity card.
 */
export type CitizenMove =
  | {
      /** Move type: `citizen`, the choice of the citizen to hire or place. */
      type: 'citizen';
      /** From the personal supply. */
      from: 'supply';
    }
  | {
      /** Move type: `citizen`, the choice of the citizen to hire or place. */
      type: 'citizen';
      /** One of yours standing in a building. */
      from: 'building';
      building: BuildingName;
      space: BuildingSpace;
    }
  | {
      /** Move type: `citizen`, the choice of the citizen to hire or place. */
      type: 'citizen';
      /** One of yours lying on a building's picture. */
      from: 'lying';
      building: BuildingName;
    }
  | {
      /** Move type: `citizen`, the choice of the citizen to hire or place. */
      type: 'citizen';
      /** One of your tradesmen on another Activity card. */
      from: 'card';
      /** The card's activity slot. */
      card: ActivitySlotIndex;
    };

/**
 * Every decision of the game as a small JSON move. Multi-part actions are sub-steps: `act`
 * (which action, which delayed cube) → `group` (which dice) → `citizen` (which citizen, when one
 * is needed) → `times` / `eventCube` (card-specific choices). docs/engine.md §8.3 says which
 * step (`view.step.k`) takes which move.
 * @discriminator type
 * @discriminatorDescription Move type: which decision this is; it fixes the move's other fields and the step (`view.step.k`) that takes it.
 */
export type TroyesMove =
  | {
      /** Initial placement: a citizen from your supply on an empty space. */
      type: 'draft';
      building: BuildingName;
      space: BuildingSpace;
    }
  | {
      /** Reroll one own die (1 Influence). */
      type: 'reroll';
      /**
       * The die's index in your district (`view.dice[you]`).
       * @minimum 0
       */
      die: Int;
    }
  | {
      /** Recruit a citizen into your supply (2 Influence). */
      type: 'recruit';
    }
  | {
      /** Flip up to 3 own dice to their opposite face (4 Influence); the dice are chosen in the `flip` step. */
      type: 'flip';
    }
  | {
      /** Choose a die to flip. */
      type: 'flipDie';
      /**
       * The die's index in your district.
       * @minimum 0
       */
      die: Int;
    }
  | {
      /** Flip the dice chosen. */
      type: 'flipDone';
    }
  | {
      /** Add an own die against the black die (red counts double). */
      type: 'counterDie';
      /**
       * The die's index in your district.
       * @minimum 0
       */
      die: Int;
    }
  | {
      /** Add a further black die your district can still cover. */
      type: 'counterBlack';
      /**
       * Its index in `view.black` (0 is the one countered).
       * @minimum 1
       */
      black: Int;
    }
  | {
      /** Counter with the dice chosen. */
      type: 'counterDone';
    }
  | {
      /** Concede the black die: your whole district cannot reach it (−2 VP, dice kept). */
      type: 'concede';
    }
  | {
      /** Pass for the rest of the round (deniers into your district). */
      type: 'pass';
    }
  | {
      /** Start one of the five actions. */
      type: 'act';
      action: ActionKind;
      /**
       * activity: slot 0-8 (revealed); event: queue index; place: building 0-2; cathedral and agriculture: -1.
       * @minimum -1
       */
      target: Int;
      /**
       * The activity slot of a delayed card whose cube (yours) modifies the action, or -1.
       * @minimum -1
       * @maximum 8
       */
      cube: Int;
    }
  | {
      /** The dice of the action (a die from another district costs 2 × the group's size). */
      type: 'group';
      /**
       * The dice of the group, 1-3 (1 to place a citizen or with Monk/Templar).
       * @minItems 1
       * @maxItems 3
       */
      dice: DieRef[];
    }
  | CitizenMove
  | {
      /** How many times to use the card (1 … `step.max`): a conversion card, or from troyes@3 any immediate card. */
      type: 'times';
      /**
       * Times to use the card, 1 … `view.step.max`.
       * @minimum 1
       */
      n: Int;
    }
  | {
      /** Where the next cube of Archer, Chivalry or Diplomat goes. */
      type: 'eventCube';
      /**
       * The event's index in `view.queue`.
       * @minimum 0
       */
      event: Int;
    }
  | {
      /**
       * Place no more cubes (troyes@3, Archer and Chivalry only: `view.step.optional`): the cubes
       * left are not placed and the turn ends.
       */
      type: 'cubesDone';
    };

export type TroyesMoveType = TroyesMove['type'];

// ─── View ───────────────────────────────────────────────────────────────────────────────────

/** The counts the game shows of each seat. */
export interface TroyesPlayerView {
  /** Deniers. */
  coins: Int;
  /** Influence points. */
  influence: Int;
  /** Victory points so far (penalties included). */
  vp: Int;
  /** Citizens in the personal supply. */
  supply: Int;
  /**
   * Citizens of the seat's colour out of the general supply.
   * @maximum 12
   */
  owned: Int;
  /** Passed for the rest of the round. */
  passed: boolean;
  /** Deniers received by passing, lying in the district until phase 5. */
  districtCoins: Int;
  /** Event cards the seat took (Henri Ier). */
  eventsWon: EventId[];
  /** Own characters (everyone's once the game is over); null when hidden. */
  characters: CharacterId[] | null;
  /** How many characters the seat holds (public). */
  characterCount: Int;
}

/**
 * What a seat (or a spectator) sees: no RNG state, no deck order, no face-down activity card,
 * no other seat's character before the end. VP stay visible (docs/rules-notes/troyes.md).
 */
export interface TroyesView {
  /** The viewer's seat, null for a spectator. */
  you: Seat | null;
  /**
   * The round being played, 1 … `rounds` (0 during the initial placement).
   * @minimum 0
   */
  round: Int;
  /**
   * Rounds in the game (the red event deck's size).
   * @minimum 1
   */
  rounds: Int;
  /** This round's start player. */
  start: Seat;
  /** The last round is over. */
  over: boolean;
  /** The sub-step and who decides (docs/engine.md §8.3). */
  step: Step;
  /** The seats that must decide now. */
  actors: Seat[];
  /** One per seat, in seat order. */
  players: TroyesPlayerView[];
  /** Palace, Bishopric, City Hall: the owner on each of their 6 spaces. */
  buildings: Owner[][];
  /** Citizens lying on each building's picture (expelled this round), by owner. */
  lying: Owner[][];
  /** Gray citizens standing or lying on buildings. */
  grayInPlay: Int;
  /** The 18 Cathedral sites (level × 6 + face − 1): owner of each. */
  cathedral: Owner[];
  /** The dice in each district: seats 0..n-1, then the gray district at index n. */
  dice: Die[][];
  /** The 9 Activity cards by slot; a face-down card shows only its colour and round. */
  activity: {
    /** The card, or null while face down. */
    id: ActivityId | null;
    colour: DieColour;
    /**
     * The round the card is revealed in.
     * @minimum 1
     * @maximum 3
     */
    round: Int;
    /** Revealed. */
    open: boolean;
    /** The owner on each tradesman space, in printed order (two per card since troyes@2). */
    spaces: Owner[];
    /** Tradesmen standing on the card's picture (0 VP), by owner. */
    picture: Owner[];
    /** Each seat's delayed cubes on the card, by seat. */
    cubes: Int[];
  }[];
  /** The event queue, Marauding first: each event and the owner of each cube on its banners. */
  queue: {
    id: EventId;
    /** The owner of each cube on the event's banners, in the order they were placed. */
    cubes: Owner[];
  }[];
  /** Cards left in each event deck (sizes only). */
  decks: {
    /** Cards left in the red event deck (one enters per round). */
    R: Int;
    /** Cards left in the white event deck. */
    W: Int;
    /** Cards left in the yellow event deck. */
    Y: Int;
  };
  /** Black dice still to counter, highest first. */
  black: Face[];
}

// ─── Events ─────────────────────────────────────────────────────────────────────────────────

/** Why a seat lost VP: an uncountered black die, unpaid salaries, or an event it could not pay. */
export type PenaltyReason = 'black-die' | 'salaries' | EventId;

/**
 * Every fact `apply` reports (all public: Troyes has no per-seat event; docs/engine.md §8.5).
 * @discriminator type
 * @discriminatorDescription Event type: which fact this is; it fixes the event's other fields.
 */
export type TroyesEvent =
  | {
      /** A `draft` move: a citizen on a building space. */
      type: 'InitialPlacement';
      seat: Seat;
      building: BuildingName;
      space: BuildingSpace;
    }
  | {
      /** Phase 0. */
      type: 'RoundStarted';
      /**
       * The round starting, 1 … `rounds`.
       * @minimum 1
       */
      round: Int;
      /** The round's start player. */
      start: Seat;
    }
  | {
      /** Phase 0: one of the round's Activity cards turns face up. */
      type: 'ActivityRevealed';
      slot: ActivitySlotIndex;
      card: ActivityId;
    }
  | {
      /** Phase 1 (after the 10 deniers of income). */
      type: 'Salaries';
      seat: Seat;
      /** Deniers paid. */
      paid: Int;
    }
  | {
      /** Phase 2: every district's dice, gray last. */
      type: 'WorkforceRolled';
      /** The dice rolled in each district: seats 0..n-1, then the gray district at index n. */
      dice: Die[][];
    }
  | {
      /** Phase 3: the red card, and the card it calls. */
      type: 'EventRevealed';
      event: EventId;
    }
  | {
      /** A gray citizen enters a building (Wayfarers, Theological Conflict, Conflict of Succession). */
      type: 'GrayCitizenPlaced';
      building: BuildingIndex;
      face: Face;
    }
  | {
      /** The same, when 8 gray citizens are in play or the protection rule blocks it. */
      type: 'GrayCitizenBlocked';
      building: BuildingIndex;
      face: Face;
    }
  | {
      /** A cube on a Cathedral site: a seat's (1 VP + 1/2 Influence each). */
      type: 'CathedralCube';
      seat: Seat;
      /**
       * level × 6 + face − 1.
       * @minimum 0
       * @maximum 17
       */
      site: Int;
    }
  | {
      /** A cube on a Cathedral site: a gray one (Traveling Builders). */
      type: 'CathedralCube';
      /** Always null: the cube is gray (nobody's). */
      owner: null;
      /**
       * level × 6 + face − 1.
       * @minimum 0
       * @maximum 17
       */
      site: Int;
    }
  | {
      /** Interrupted Work removes the highest cube. */
      type: 'CathedralCubeRemoved';
      /**
       * The site the cube left: level × 6 + face − 1.
       * @minimum 0
       * @maximum 17
       */
      site: Int;
    }
  | {
      /** Phase 3: the black dice, highest first. */
      type: 'BlackDiceRolled';
      /** The black dice's values, highest first. */
      dice: Face[];
    }
  | {
      /** `counterDone`: the black dice beaten and the dice used. */
      type: 'BlackDiceCountered';
      seat: Seat;
      /** The black dice's values. */
      black: Face[];
      /** The seat's dice used against them (discarded). */
      dice: Die[];
    }
  | {
      /** `concede`, or a seat with nothing to decide. */
      type: 'BlackDieNotCountered';
      seat: Seat;
      black: Face;
    }
  | {
      /** A −2 VP penalty (never below 0 VP). */
      type: 'Penalty';
      seat: Seat;
      /**
       * VP lost (0 or negative).
       * @maximum 0
       */
      vp: Int;
      reason: PenaltyReason;
    }
  | {
      /** `reroll`. */
      type: 'Rerolled';
      seat: Seat;
      was: Die;
      now: Die;
    }
  | {
      /** `recruit`. */
      type: 'Recruited';
      seat: Seat;
    }
  | {
      /** The flip is carried out. */
      type: 'Flipped';
      seat: Seat;
      /** The dice after the flip. */
      dice: Die[];
    }
  | {
      /** `pass`. */
      type: 'Passed';
      seat: Seat;
    }
  | {
      /** A `group` move: the dice are paid for and discarded. */
      type: 'GroupUsed';
      seat: Seat;
      action: ActionKind;
      /**
       * The action's target: activity slot, queue index or building index; -1 when it has none.
       * @minimum -1
       */
      target: Int;
      /**
       * The activity slot whose delayed cube modifies the action, or -1.
       * @minimum -1
       * @maximum 8
       */
      cube: Int;
      /** The dice of the group. */
      dice: Die[];
      /** The group's value. */
      value: Int;
      /** Deniers paid for dice of other districts. */
      paid: Int;
      /** Deniers paid to hire a tradesman. */
      hired: Int;
    }
  | {
      /** A placement's citizen arrives. */
      type: 'CitizenPlaced';
      seat: Seat;
      building: BuildingIndex;
      face: Face;
      /** The owner of the citizen expelled, or -1. */
      expelled: Owner;
    }
  | {
      /** A hired tradesman arrives. */
      type: 'TradesmanHired';
      seat: Seat;
      slot: ActivitySlotIndex;
      /**
       * The space taken, or -1: on the card's picture.
       * @minimum -1
       */
      space: Int;
    }
  | {
      /** An Activity card is used. */
      type: 'ActivityActivated';
      seat: Seat;
      card: ActivityId;
      /**
       * Activations: the group's (a conversion card then asks how many it converts); from troyes@3,
       * for an immediate card, the number the seat chose in the `times` step.
       * @minimum 0
       */
      times: Int;
    }
  | {
      /** A `times` move. */
      type: 'Converted';
      seat: Seat;
      card: ActivityId;
      /**
       * Times the conversion card was used.
       * @minimum 1
       */
      times: Int;
    }
  | {
      /** Archer: dice rolled, hits on 3+. */
      type: 'ArcherRolled';
      seat: Seat;
      /**
       * Dice that showed 3 or more: event cubes to place.
       * @minimum 0
       */
      hits: Int;
      /**
       * Dice rolled: one per activation.
       * @minimum 0
       */
      of: Int;
    }
  | {
      /** A countered event pays its majorities. */
      type: 'EventVp';
      seat: Seat;
      event: EventId;
      /**
       * Victory points the seat gains.
       * @minimum 1
       */
      vp: Int;
    }
  | {
      /** The last banner is filled. */
      type: 'EventCountered';
      event: EventId;
      /** The seat with the most cubes, or null for gray. */
      winner: Seat | null;
    }
  | {
      /** Phase 5. */
      type: 'RoundEnded';
      /**
       * The round that ended.
       * @minimum 1
       */
      round: Int;
    }
  | {
      /** After the last round. */
      type: 'GameOver';
    };

// ─── Result ─────────────────────────────────────────────────────────────────────────────────

/** The final breakdown (docs/engine.md §8.7): the running categories, then the end's. */
export type TroyesBreakdown = {
  /** VP from Activity cards. */
  activities: Int;
  /** 1 VP per Cathedral cube. */
  cathedral: Int;
  /** VP from countered events (majorities). */
  events: Int;
  /** −2 VP per penalty, never below 0 VP. */
  penalties: Int;
  /** +1 per uncountered event (Marauding included) carrying your cube. */
  uncounteredEvents: Int;
  /** The VP printed on the spaces your tradesmen occupy (0 on a picture). */
  tradesmen: Int;
  /** −2 per Cathedral level without your cube (capped at the VP you have). */
  cathedralLevels: Int;
  /** Every character in play scores every player: 1 / 3 / 6 VP. */
  characters: Int;
};

/** One seat's final score: `total` is the sum of `breakdown`. */
export interface TroyesSeatScore extends SeatScore {
  breakdown: TroyesBreakdown;
}

/** The final scores and ranking (most VP; equal totals share the place). */
export interface TroyesResult extends GameResult {
  scores: TroyesSeatScore[];
  ranking: RankEntry[];
}

// ─── Violations ─────────────────────────────────────────────────────────────────────────────

/**
 * Troyes' violation codes (stable once shipped), beside the core ones (UNKNOWN_SEAT, GAME_OVER,
 * NOT_YOUR_TURN, MALFORMED_MOVE). Each says why the move is refused; `details` carries what a
 * client needs to correct it (docs/engine.md §8 lists them).
 */
export const TroyesViolation = {
  /** The current sub-step does not take this move type. details: step, expected (move types). */
  WRONG_STEP: 'WRONG_STEP',
  /** Draft: no such space in the building. details: building, space, spaces. */
  NO_SUCH_SPACE: 'NO_SUCH_SPACE',
  /** Draft: the space is occupied. details: building, space, owner. */
  SPACE_TAKEN: 'SPACE_TAKEN',
  /** A die index that is not in the district. details: district, die, dice (how many there are). */
  NO_SUCH_DIE: 'NO_SUCH_DIE',
  /** The die is already chosen in this step or group. details: die (and district for groups). */
  DIE_ALREADY_CHOSEN: 'DIE_ALREADY_CHOSEN',
  /** Too few Influence points. details: need, have. */
  NOT_ENOUGH_INFLUENCE: 'NOT_ENOUGH_INFLUENCE',
  /** Influence is spent before choosing dice against a black die, not after. details: step. */
  INFLUENCE_TOO_LATE: 'INFLUENCE_TOO_LATE',
  /** Recruit: all 12 citizens of the colour are out already. details: owned, max. */
  NO_CITIZEN_TO_RECRUIT: 'NO_CITIZEN_TO_RECRUIT',
  /** Flip: no die of your own to flip. details: dice (0). */
  NO_OWN_DICE: 'NO_OWN_DICE',
  /** More dice than the action takes (1 to place or with Monk/Templar, else 3; 3 to flip). details: max. */
  TOO_MANY_DICE: 'TOO_MANY_DICE',
  /** flipDone before any die is chosen. details: chosen (0). */
  NOTHING_CHOSEN: 'NOTHING_CHOSEN',
  /** Your whole district cannot reach the black die: concede. details: strength, black. */
  CANNOT_COUNTER: 'CANNOT_COUNTER',
  /** Concede while your district can counter the black die. details: strength, black. */
  MUST_COUNTER: 'MUST_COUNTER',
  /** counterBlack: no such further black die (index 0 is the one countered). details: black, blacks. */
  NO_SUCH_BLACK_DIE: 'NO_SUCH_BLACK_DIE',
  /** counterBlack: already added. details: black. */
  BLACK_DIE_ALREADY_CHOSEN: 'BLACK_DIE_ALREADY_CHOSEN',
  /** The dice (chosen, or the whole district) fall short of the black dice. details: need, have. */
  NOT_ENOUGH_STRENGTH: 'NOT_ENOUGH_STRENGTH',
  /** act: the target does not exist for this action. details: action, target, targets. */
  NO_SUCH_TARGET: 'NO_SUCH_TARGET',
  /** act: the activity card is still face down. details: target. */
  CARD_NOT_REVEALED: 'CARD_NOT_REVEALED',
  /** act: the event has no free banner. details: target. */
  EVENT_FULL: 'EVENT_FULL',
  /** act: no cube of yours on that activity card. details: cube. */
  NO_CUBE: 'NO_CUBE',
  /** act: that card's cube cannot modify this action. details: cube, card, action. */
  CUBE_NOT_APPLICABLE: 'CUBE_NOT_APPLICABLE',
  /** No citizen to hire as a tradesman or to place (supply empty, none on the board). details: supply (0). */
  NO_CITIZEN_AVAILABLE: 'NO_CITIZEN_AVAILABLE',
  /** Too few deniers (hire cost, dice bought from other districts). details: need, have. */
  NOT_ENOUGH_DENIERS: 'NOT_ENOUGH_DENIERS',
  /** act: no die anywhere in the colour this action needs. details: colour. */
  NO_DICE_OF_COLOUR: 'NO_DICE_OF_COLOUR',
  /** act: dice of the colour exist but no group of them makes this action legal now. details: colour. */
  NO_VALID_GROUP: 'NO_VALID_GROUP',
  /** group: a die of a colour this action (with its cube) does not accept. details: district, die, colour, need. */
  WRONG_DIE_COLOUR: 'WRONG_DIE_COLOUR',
  /** group: the group's value gives no activation / no cube. details: value, need. */
  GROUP_TOO_WEAK: 'GROUP_TOO_WEAK',
  /** group: after paying, not even one conversion of the card is affordable. details: card, coins, influence. */
  CANNOT_CONVERT: 'CANNOT_CONVERT',
  /** group: the Cathedral column of a die's face has no free site (left). details: face. */
  CATHEDRAL_COLUMN_FULL: 'CATHEDRAL_COLUMN_FULL',
  /**
   * group (or, from troyes@3, citizen: judged once that citizen has left): the placement would expel a
   * citizen whose colour lies on the building. details: building, face, owner.
   */
  CITIZEN_PROTECTED: 'CITIZEN_PROTECTED',
  /** citizen: the personal supply is empty. details: supply (0). */
  SUPPLY_EMPTY: 'SUPPLY_EMPTY',
  /** citizen: no citizen of yours there. details: the place named (building/space, lying building or card). */
  NOT_YOUR_CITIZEN: 'NOT_YOUR_CITIZEN',
  /** citizen: the tradesman cannot come from the card being hired on. details: card. */
  SAME_CARD: 'SAME_CARD',
  /** times: outside 1 … max. details: n, min, max. */
  TIMES_OUT_OF_RANGE: 'TIMES_OUT_OF_RANGE',
  /** eventCube: no such event in the queue. details: event, events. */
  NO_SUCH_EVENT: 'NO_SUCH_EVENT',
} as const;

export type TroyesViolationCode = (typeof TroyesViolation)[keyof typeof TroyesViolation];
