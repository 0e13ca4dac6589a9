import type { RngState } from '../../core/rng';

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

export type Die = string;

export interface ActivitySlot {
  id: ActivityId;
  /** Revealed in phase 0 of the card's round; hidden cards never reach a view. */
  open: boolean;
  /** Owner on each tradesman space, in printed order; EMPTY when free. */
  spaces: number[];
  /** Tradesmen on the card's picture (all spaces were full): they score 0 VP. */
  picture: number[];
  /** Delayed cards: cubes per seat waiting to be used. */
  cubes: number[];
}

export interface QueuedEvent {
  id: EventId;
  /** Owner of each cube, in the order they were placed (banners from the top left). */
  cubes: number[];
}

/** The five actions of phase 4 (rulebook "Actions"). */
export type ActionKind = 'activity' | 'cathedral' | 'event' | 'place' | 'agriculture';

/** An action being assembled: what it targets and which delayed cube (activity slot) modifies it. */
export interface Act {
  kind: ActionKind;
  /** Activity slot, queue index or building index; -1 when the action has no target. */
  target: number;
  /** Activity slot whose delayed cube modifies the action; -1 for none. */
  cube: number;
}

/** The decision the game waits for: who decides, and in which sub-step. */
export type Step =
  | { k: 'draft'; order: number[]; i: number }
  | { k: 'counter'; seat: number; dice: number[]; blacks: number[] }
  | { k: 'turn'; seat: number }
  | { k: 'flip'; seat: number; dice: number[]; ret: 'turn' | 'counter' }
  | { k: 'group'; seat: number; act: Act }
  | { k: 'citizen'; seat: number; act: Act; face: number; n: number }
  | { k: 'times'; seat: number; slot: number; max: number }
  | { k: 'cubes'; seat: number; left: number }
  | { k: 'over' };

/** Running VP by category (index): what the game awards while it runs. */
export const RUNNING_VP = ['activities', 'cathedral', 'events', 'penalties'] as const;
export const VP_ACTIVITIES = 0;
export const VP_CATHEDRAL = 1;
export const VP_EVENTS = 2;
export const VP_PENALTIES = 3;

/** The whole game as compact plain JSON. */
export interface TroyesState {
  n: number;
  rounds: number;
  round: number;
  start: number;
  rng: RngState;
  coins: number[];
  influence: number[];
  /** VP per seat per running category (see RUNNING_VP); penalties are negative. */
  vp: number[][];
  /** Citizens in each personal supply. */
  supply: number[];
  /** Citizens of each colour out of the general supply (max 12). */
  owned: number[];
  characters: CharacterId[][];
  passed: boolean[];
  /** Deniers received by passing, lying in the district until phase 5. */
  districtCoins: number[];
  /** Event cards taken by each seat (Henri Ier). */
  won: EventId[][];
  /** 3 buildings × 6 spaces: owner per space. */
  buildings: number[][];
  /** Citizens lying on each building's picture (expelled this round). */
  lying: number[][];
  /** Gray citizens standing or lying on buildings. */
  grayInPlay: number;
  /** 18 Cathedral sites, index level * 6 + face - 1: owner per site. */
  cathedral: number[];
  /** Dice in each district: seats 0..n-1, then the gray district at index n. */
  dice: Die[][];
  /** 9 activity slots: colour-major (R, W, Y), then round 1..3. */
  activity: ActivitySlot[];
  /** Event queue, Marauding first. */
  queue: QueuedEvent[];
  /** Event decks, top first: hidden from every view. */
  decks: { R: EventId[]; W: EventId[]; Y: EventId[] };
  /** Black dice still to counter, highest first. */
  black: number[];
  step: Step;
}

// ─── Moves ──────────────────────────────────────────────────────────────────────────────────

/** A die in a district (seat 0..n-1, or n for the gray district), by index. */
export type DieRef = { district: number; die: number };

/**
 * Every decision of the game as a small JSON move. Multi-part actions are sub-steps: `act`
 * (which action, which delayed cube) → `group` (which dice) → `citizen` (which citizen, when one
 * is needed) → `times` / `eventCube` (card-specific choices).
 */
export type TroyesMove =
  | { type: 'draft'; building: BuildingName; space: number }
  | { type: 'reroll'; die: number }
  | { type: 'recruit' }
  | { type: 'flip' }
  | { type: 'flipDie'; die: number }
  | { type: 'flipDone' }
  | { type: 'counterDie'; die: number }
  | { type: 'counterBlack'; black: number }
  | { type: 'counterDone' }
  | { type: 'concede' }
  | { type: 'pass' }
  | { type: 'act'; action: ActionKind; target: number; cube: number }
  | { type: 'group'; dice: DieRef[] }
  | { type: 'citizen'; from: 'supply' }
  | { type: 'citizen'; from: 'building'; building: BuildingName; space: number }
  | { type: 'citizen'; from: 'lying'; building: BuildingName }
  | { type: 'citizen'; from: 'card'; card: number }
  | { type: 'times'; n: number }
  | { type: 'eventCube'; event: number };

export type TroyesMoveType = TroyesMove['type'];

// ─── View ───────────────────────────────────────────────────────────────────────────────────

/**
 * What a seat (or a spectator) sees: no RNG state, no deck order, no face-down activity card,
 * no other seat's character before the end. VP stay visible (docs/rules-notes/troyes.md).
 */
export interface TroyesView {
  you: number | null;
  round: number;
  rounds: number;
  start: number;
  over: boolean;
  step: Step;
  actors: number[];
  players: {
    coins: number;
    influence: number;
    vp: number;
    supply: number;
    owned: number;
    passed: boolean;
    districtCoins: number;
    eventsWon: string[];
    /** Own characters (everyone's once the game is over); null when hidden. */
    characters: string[] | null;
    characterCount: number;
  }[];
  buildings: number[][];
  lying: number[][];
  grayInPlay: number;
  cathedral: number[];
  dice: string[][];
  activity: {
    id: string | null;
    colour: string;
    round: number;
    open: boolean;
    spaces: number[];
    picture: number[];
    cubes: number[];
  }[];
  queue: { id: string; cubes: number[] }[];
  decks: { R: number; W: number; Y: number };
  black: number[];
}

// ─── Events ─────────────────────────────────────────────────────────────────────────────────

/** Every fact `apply` reports (all public: Troyes has no per-seat event). */
export type TroyesEvent =
  | { type: 'InitialPlacement'; seat: number; building: BuildingName; space: number }
  | { type: 'RoundStarted'; round: number; start: number }
  | { type: 'ActivityRevealed'; slot: number; card: ActivityId }
  | { type: 'Salaries'; seat: number; paid: number }
  | { type: 'WorkforceRolled'; dice: string[][] }
  | { type: 'EventRevealed'; event: EventId }
  | { type: 'GrayCitizenPlaced'; building: number; face: number }
  | { type: 'GrayCitizenBlocked'; building: number; face: number }
  | { type: 'CathedralCube'; seat: number; site: number }
  | { type: 'CathedralCube'; owner: null; site: number }
  | { type: 'CathedralCubeRemoved'; site: number }
  | { type: 'BlackDiceRolled'; dice: number[] }
  | { type: 'BlackDiceCountered'; seat: number; black: number[]; dice: string[] }
  | { type: 'BlackDieNotCountered'; seat: number; black: number }
  | { type: 'Penalty'; seat: number; vp: number; reason: string }
  | { type: 'Rerolled'; seat: number; was: string; now: string }
  | { type: 'Recruited'; seat: number }
  | { type: 'Flipped'; seat: number; dice: string[] }
  | { type: 'Passed'; seat: number }
  | {
      type: 'GroupUsed';
      seat: number;
      action: ActionKind;
      target: number;
      cube: number;
      dice: string[];
      value: number;
      paid: number;
      hired: number;
    }
  | { type: 'CitizenPlaced'; seat: number; building: number; face: number; expelled: number }
  | { type: 'TradesmanHired'; seat: number; slot: number; space: number }
  | { type: 'ActivityActivated'; seat: number; card: ActivityId; times: number }
  | { type: 'Converted'; seat: number; card: ActivityId; times: number }
  | { type: 'ArcherRolled'; seat: number; hits: number; of: number }
  | { type: 'EventVp'; seat: number; event: EventId; vp: number }
  | { type: 'EventCountered'; event: EventId; winner: number | null }
  | { type: 'RoundEnded'; round: number }
  | { type: 'GameOver' };

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
  /** group: the placement would expel a citizen whose colour lies on the building. details: building, face, owner. */
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
