/**
 * The shapes of Troyes Dice: state, moves, views, events and violation codes. Imports nothing from
 * the game's other files, so every file can import it without a cycle.
 *
 * Indices: colour 0 = red, 1 = yellow, 2 = white. A colour is also its district, its resource
 * (red → influence, yellow → deniers, white → knowledge) and its citizen track (knights,
 * artisans, priests). Columns are physical columns 0..5 (printed 1..6, left to right).
 */
import type { Int } from '../../core/json';
import type { RngState } from '../../core/rng';
import type { GameResult, RankEntry, Seat, SeatScore } from '../../core/types';

export type ColourIndex = 0 | 1 | 2;
export type Colour = 'red' | 'yellow' | 'white';
export type Resource = 'influence' | 'deniers' | 'knowledge';
/** Building rows of the sheet, top to bottom: row = 2 × colour (prestige) or 2 × colour + 1 (work). */
export type Building = 'fortress' | 'countsPalace' | 'greatHall' | 'cityHall' | 'cathedral' | 'bishopric';
/** Citizen tracks, by colour: red → knights, yellow → artisans, white → priests. */
export type CitizenTrack = 'knights' | 'artisans' | 'priests';
/** The six characters above the sheet's columns, left to right (column 1 … 6). */
export type CharacterId =
  'huguesDePayns' | 'isabeauDeBaviere' | 'thibautII' | 'jeanneDeChampagne' | 'urbainIV' | 'marieDeChampagne';
/** What a die's wheel position costs: nothing, 1 resource of the player's choice, 1 or 2 deniers. */
export type SlotCost = 'FREE' | 'ANY_1' | 'DENIER_1' | 'DENIER_2';

/**
 * A column of the sheet in moves, views and events: physical columns 1..6, left to right.
 * @asType integer
 * @minimum 1
 * @maximum 6
 */
export type Column = number;
/**
 * A die's value: 1..6, or 0 for a die on a Raid-4 plaza.
 * @asType integer
 * @minimum 0
 * @maximum 6
 */
export type DieValue = number;
/**
 * A die's position in the current zone of the wheel: 0 = the 0-cost plaza … 3 = the 2-denier plaza.
 * @asType integer
 * @minimum 0
 * @maximum 3
 */
export type Slot = number;
/**
 * A notch of the wheel, 0..8: where a plaza tile lies (notches are fixed; zones turn one notch a day).
 * @asType integer
 * @minimum 0
 * @maximum 8
 */
export type Notch = number;

/** A reward printed on the sheet: resources or citizens of one colour. */
export interface Reward {
  /** Resources (circled on the resource track) or citizens (circled on the citizen track). */
  kind: 'resource' | 'citizen';
  /** The colour of the resource or citizen track: 0 red, 1 yellow, 2 white. */
  colour: ColourIndex;
  /** How many resources or citizens. */
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
export type NumberingOption = 'first-game' | 'rolled' | DieValue[];

export interface TroyesDiceOptions {
  /**
   * 'first-game' (1-6 left to right), 'rolled' (leftmost value and direction drawn from the seed),
   * or the value above each physical column, left to right (a permutation of 1..6).
   */
  numbering: NumberingOption;
  /** True to play with the Banquets & Raids tiles. */
  expansion: boolean;
}

/** A plaza tile in a notch: which of the 9 tiles (index into PLAZA_TILES) and which face is up. */
export interface PlazaSlot {
  /** Which of the 9 plaza tiles, 0-based index into PLAZA_TILES. */
  tile: Int;
  /** Which face of the tile is up: 0 or 1 (each face has its own colour). */
  up: 0 | 1;
}

/** A Banquets & Raids tile attached to a same-colour plaza. */
export interface ExpansionTileState {
  /** The Banquets & Raids tile, 1-8. */
  id: Int;
  /** The notch (0-8) of the plaza it is attached to. */
  notch: Int;
  /** True once the tile shows its Raid side; false while it shows its Banquet side. */
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
  | {
      /** Decision kind: the 15th citizen of a track builds one of two prestige buildings. */
      kind: 'prestige';
      /** The track (colour index 0-2) whose 15th citizen was circled. */
      track: ColourIndex;
    }
  | {
      /** Decision kind: citizen column 6 or 11 builds any work building. */
      kind: 'work';
      /** The citizen column (1-20) that gave the bonus. */
      citizenColumn: Int;
    }
  | {
      /** Decision kind: a citizen whose track is full goes onto another track. */
      kind: 'overflow';
      /** The colour index (0-2) of the citizen's full track. */
      colour: ColourIndex;
    }
  | {
      /** Decision kind: Banquet 6 gives one yellow or white citizen. */
      kind: 'banquet6';
    };

/**
 * A pending decision as clients see it (views and events); `bonusBuilding`/`chooseCitizen` resolve it.
 * @discriminator kind
 * @discriminatorDescription Decision kind: which bonus waits for the seat's choice (prestige, work, overflow or banquet6).
 */
export type DecisionView =
  | {
      /** The 15th citizen of a track: build one of two prestige buildings, column of choice. */
      kind: 'prestige';
      /** The track (by colour) whose 15th citizen was circled. */
      track: Colour;
    }
  | {
      /** Citizen column 6 or 11: build any work building, column of choice. */
      kind: 'work';
      /**
       * The citizen column that gave the bonus.
       * @minimum 1
       * @maximum 20
       */
      citizenColumn: Int;
    }
  | {
      /** A citizen whose track is full: put it on another track. */
      kind: 'overflow';
      /** The colour of the citizen's full track. */
      colour: Colour;
    }
  | {
      /** Banquet 6: one yellow or white citizen. */
      kind: 'banquet6';
    };

/**
 * One player's scoresheet, compact: everything scoring, views and achievements need. Every field
 * is required: the literal copies (copies.ts) are checked against `Required<Sheet>`.
 */
export interface Sheet {
  /** Bitmask per district (colour) of crossed-out die boxes, by physical column. */
  crossedBoxes: [Int, Int, Int];
  /** Bitmask per building row (see BUILDINGS) of drawn buildings. */
  built: [Int, Int, Int, Int, Int, Int];
  /** Resource spaces circled per resource (3..18); spending never frees a space. */
  gained: [Int, Int, Int];
  /** Resources spent per resource (influence, deniers, knowledge); available = gained − spent. */
  spent: [Int, Int, Int];
  /** Citizens circled per track (0..20). */
  citizens: [Int, Int, Int];
  /** Multiplier written next to each column's character (0 = none). */
  characters: [Int, Int, Int, Int, Int, Int];
  /** This half-day's action is done (die used or fallback taken). */
  acted: boolean;
  /** Bonus decisions still to resolve this half-day, in the order they arose. */
  pending: Decision[];
  /** Half-days in which this player had to take the fallback (1 of each resource). */
  fallbacks: Int;
}

export interface TroyesDiceState {
  /** The rules version the game is played under, e.g. 'troyes-dice@2'. */
  rulesVersion: string;
  /** What this rules version does differently (rulesets.ts). */
  ruleset: TroyesDiceRuleset;
  /** Seats at the table (1-10). */
  playerCount: Int;
  options: TroyesDiceOptions;
  /** Value written above each physical column (index 0 = leftmost). */
  columnValues: Int[];
  /** Plaza tile per notch 0..8 (notches are fixed; zones turn one notch clockwise a day). */
  plazas: PlazaSlot[];
  /** The Banquets & Raids tiles in play (empty without the expansion). */
  expansionTiles: ExpansionTileState[];
  /** 0..15 while playing; 16 once the 8th afternoon is over. */
  halfDay: Int;
  /** Values of this half-day's dice by slot (0 = 0-cost slot), ascending; the black die at `blackSlot`. */
  dice: Int[];
  /** The slot (0-3) of the black die in `dice`. */
  blackSlot: Int;
  /** Notches whose plaza is destroyed this half-day (flipped at its end). */
  destroyed: Int[];
  /** Each seat's scoresheet, in seat order. */
  sheets: Sheet[];
  /** The PRNG, advanced at setup and at the start of each half-day only. Never shown in views. */
  rng: RngState;
}

/**
 * What a die is used for: circle resources of its colour's track (as many as its value), or
 * construct the prestige or work building of its colour in the column its value designates.
 */
export type ActionName = 'gainResources' | 'buildPrestige' | 'buildWork';

/**
 * Every decision of Troyes Dice (docs/engine.md §7.2). `legalMoves` lists them with every field.
 * @discriminator type
 * @discriminatorDescription Move type: useDie, fallback, bonusBuilding or chooseCitizen; it fixes the move's other fields.
 */
export type TroyesDiceMove =
  | {
      /** Use one of this half-day's dice: the action of the half-day. */
      type: 'useDie';
      /** Slot of the die in this half-day's zone (`view.dice[i].slot`). */
      slot: Slot;
      /** What the die does. */
      action: ActionName;
      /** Colour after knowledge (default: the plaza's colour). */
      colour?: Colour;
      /** Value after influence (default: the die's value). */
      value?: DieValue;
      /** The resource paid on the "1 of any resource" slot (required there, forbidden elsewhere). */
      pay?: Resource;
    }
  | {
      /** No die can be bought: take 1 of each resource instead. */
      type: 'fallback';
    }
  | {
      /** Resolve a `prestige` or `work` decision: draw a building. */
      type: 'bonusBuilding';
      /**
       * Index of the decision in `view.players[me].pending`.
       * @minimum 0
       */
      decision: Int;
      /** The building to draw (one the decision offers). */
      building: Building;
      /** The column to draw it in. */
      column: Column;
    }
  | {
      /** Resolve an `overflow` or `banquet6` decision: choose the citizen's track. */
      type: 'chooseCitizen';
      /**
       * Index of the decision in `view.players[me].pending`.
       * @minimum 0
       */
      decision: Int;
      /** The colour (track) of the citizen. */
      colour: Colour;
    };

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

/** Influence, deniers and knowledge: what a die use costs. */
export type ResourceAmounts = {
  /**
   * Influence (red resource).
   * @minimum 0
   */
  influence: Int;
  /**
   * Deniers (yellow resource).
   * @minimum 0
   */
  deniers: Int;
  /**
   * Knowledge (white resource).
   * @minimum 0
   */
  knowledge: Int;
};

/**
 * The facts `apply` (and `setup`) report, in the order they happen (docs/engine.md §7.5).
 * @discriminator type
 * @discriminatorDescription Event type: which fact this is; it fixes the event's other fields.
 */
export type TroyesDiceEvent =
  | {
      /** The half-day's dice are rolled and placed on the plazas of the current zone. */
      type: 'HalfDayStarted';
      /**
       * The day, 1-8.
       * @minimum 1
       * @maximum 8
       */
      day: Int;
      /**
       * 1..16.
       * @minimum 1
       * @maximum 16
       */
      halfDay: Int;
      /** Which half of the day begins: the morning or the afternoon. */
      half: 'morning' | 'afternoon';
      /** The four dice by slot: value, whether it is the black die, and its plaza's colour. */
      dice: {
        slot: Slot;
        value: DieValue;
        /** True for the black die (it destroys its plaza). */
        black: boolean;
        colour: Colour;
      }[];
    }
  | {
      /** The black die (or a Raid-8 die) destroys its plaza for the half-day. */
      type: 'PlazaDestroyed';
      notch: Notch;
      /** The destroyed plaza's colour. */
      colour: Colour;
      /** The destroying die's value. */
      value: DieValue;
    }
  | {
      /** The black die lies on a Banquet-8 plaza: no destruction, no attack. */
      type: 'AttackIgnored';
      notch: Notch;
      /** The Banquets & Raids tile that protects the plaza. */
      tile: 8;
    }
  | {
      /**
       * From day 3: a destroyed plaza attacks every sheet's die box of its colour and value.
       * `crossed`: only the seats whose box this attack crosses out (not those crossed already).
       */
      type: 'SheetsAttacked';
      colour: Colour;
      value: DieValue;
      /** The column whose box holds `value`. */
      column: Column;
      /** The seats whose box this attack crosses out. */
      crossed: Seat[];
      /** The seats whose Fortress in that column ignores the attack. */
      protected: Seat[];
    }
  | {
      /** A seat used a die (its action of the half-day). */
      type: 'DieUsed';
      seat: Seat;
      slot: Slot;
      /** The colour used (after knowledge). */
      colour: Colour;
      /** The value used (after influence). */
      value: DieValue;
      action: ActionName;
      /** What the die, its modifiers and its position cost. */
      spent: ResourceAmounts;
    }
  | {
      /** A seat took the fallback (1 of each resource). */
      type: 'Fallback';
      seat: Seat;
    }
  | {
      /** A building is drawn on a seat's sheet. */
      type: 'BuildingDrawn';
      seat: Seat;
      building: Building;
      column: Column;
      /** A die's action, or a bonus decision. */
      via: 'die' | 'bonus';
    }
  | {
      /** Both buildings of a linked pair are drawn: the lozenge between them pays its reward. */
      type: 'LinkBonus';
      seat: Seat;
      building: Building;
      /** The two linked columns. */
      columns: [Column, Column];
      /** Resources or citizens of one colour. */
      reward: {
        /** Resources (circled on the resource track) or citizens (circled on the citizen track). */
        kind: Reward['kind'];
        colour: Colour;
        /**
         * How many resources or citizens.
         * @minimum 1
         */
        amount: Int;
      };
    }
  | {
      /** A Cathedral writes its multiplier next to the character of its column. */
      type: 'CharacterUnlocked';
      seat: Seat;
      character: CharacterId;
      /**
       * The multiplier written (1-3): the character scores it per building of its row.
       * @minimum 1
       */
      multiplier: Int;
    }
  | {
      /** The three citizens of a bonus column (3, 6, 11) are circled: its bonus is paid. */
      type: 'ColumnBonus';
      seat: Seat;
      /**
       * The citizen column (1-20) whose three citizens are circled.
       * @minimum 1
       * @maximum 20
       */
      citizenColumn: Int;
    }
  | {
      /** The 20th citizen of a track: two citizens of other tracks. */
      type: 'TrackBonus';
      seat: Seat;
      /** The colour of the completed track. */
      track: Colour;
      /** The colours of the two citizens gained. */
      citizens: [Colour, Colour];
    }
  | {
      /** A bonus waits for its seat's choice (private to that seat). */
      type: 'DecisionPending';
      seat: Seat;
      /** Only the deciding seat sees this event while the game runs. */
      to: [Seat];
      decision: DecisionView;
    }
  | {
      /** A bonus with no option left is lost. */
      type: 'BonusLost';
      seat: Seat;
      decision: DecisionView;
    }
  | {
      /** A citizen is lost: every track is full. */
      type: 'CitizenLost';
      seat: Seat;
      colour: Colour;
    }
  | {
      /** End of half-day: a destroyed plaza turns to its other side. */
      type: 'PlazaFlipped';
      notch: Notch;
      /** The plaza's colour now. */
      colour: Colour;
    }
  | {
      /** End of half-day: a Banquets & Raids tile beside a destroyed plaza turns to its Raid side. */
      type: 'TileFlipped';
      /**
       * The Banquets & Raids tile, 1-8.
       * @minimum 1
       * @maximum 8
       */
      tile: Int;
      notch: Notch;
      /** The side now up: always its Raid side. */
      side: 'raid';
    }
  | {
      /** After each afternoon. */
      type: 'DayEnded';
      /**
       * The day that ended, 1-8.
       * @minimum 1
       * @maximum 8
       */
      day: Int;
    }
  | {
      /** After the 8th afternoon: the game is over. */
      type: 'GameEnded';
    };

/** A building space of a sheet: drawn, crossed out by an attack, or still open. */
export type BuildingStatus = 'built' | 'crossed' | 'open';

/** One seat's scoresheet as everyone sees it (sheets are public in a roll-and-write). */
export interface SheetView {
  /** Red (Noble), yellow (Civil) and white (Religious) districts, in that order. */
  districts: {
    colour: Colour;
    /** The six die boxes, by column. */
    boxes: {
      column: Column;
      /** The value written above the column. */
      value: DieValue;
      /** Crossed out by an attack. */
      crossed: boolean;
      /** Guarded by the player's Fortress in this column. */
      protected: boolean;
    }[];
    /**
     * The prestige buildings of the district (Fortress, Great Hall or Cathedral), by column.
     * @minItems 6
     * @maxItems 6
     */
    prestige: BuildingStatus[];
    /**
     * The work buildings of the district (Count's Palace, City Hall or Bishopric), by column.
     * @minItems 6
     * @maxItems 6
     */
    work: BuildingStatus[];
  }[];
  /**
   * Influence, deniers and knowledge: spaces circled, spent, and what is left.
   * @keyDescriptions { influence: 'Influence (red resource).', deniers: 'Deniers (yellow resource).', knowledge: 'Knowledge (white resource).' }
   */
  resources: Record<
    Resource,
    {
      /** Spaces circled on the track (3-18): every one ever gained. */
      circled: Int;
      /** Spaces spent (crossed out) on the track. */
      spent: Int;
      /** What can still be spent: circled − spent. */
      available: Int;
    }
  >;
  /**
   * Citizens circled per track (0..20).
   * @keyDescriptions { knights: 'Knights (red citizens) circled, 0-20.', artisans: 'Artisans (yellow citizens) circled, 0-20.', priests: 'Priests (white citizens) circled, 0-20.' }
   */
  citizens: Record<CitizenTrack, Int>;
  /** The characters above the columns, left to right, with the multiplier written next to each (0: none). */
  characters: {
    id: CharacterId;
    /** The multiplier written next to the character (0 = none yet, else 1-3). */
    multiplier: Int;
  }[];
  /** The score if the game ended now. */
  score: {
    /** Victory points: the sum of `breakdown`. */
    total: Int;
    breakdown: TroyesDiceBreakdown;
  };
}

/**
 * What a seat (or a spectator, `viewer: null`) sees: the wheel, this half-day's dice, every sheet
 * and the viewer's own pending decisions (docs/engine.md §7.3).
 */
export interface TroyesDiceView {
  /** The game id: always 'troyes-dice'. */
  game: 'troyes-dice';
  /** The rules version the game is played under. */
  rulesVersion: string;
  /** The seat this view is for, or null for a spectator. */
  viewer: Seat | null;
  /**
   * Seats at the table (1-10).
   * @minimum 1
   * @maximum 10
   */
  playerCount: Int;
  options: TroyesDiceOptions;
  /** The value written above each physical column, left to right. */
  columnValues: DieValue[];
  /** The 8th afternoon is over. */
  over: boolean;
  /**
   * 1..8 (8 once over).
   * @minimum 1
   * @maximum 8
   */
  day: Int;
  /** The half of the day being played: morning or afternoon. */
  half: 'morning' | 'afternoon';
  /**
   * 1..16 (16 once over).
   * @minimum 1
   * @maximum 16
   */
  halfDay: Int;
  /** The nine notches of the wheel and the plaza on each. */
  plazas: {
    notch: Notch;
    /** The colour of the plaza's face up. */
    colour: Colour;
    /** The colour of its other side. */
    otherSide: Colour;
    /** Where the notch is on the wheel today. */
    zone: 'neutral' | 'morning' | 'afternoon';
    /** Destroyed this half-day. */
    destroyed: boolean;
    /** The Banquets & Raids tile beside the plaza, if any. */
    tile: {
      /**
       * The Banquets & Raids tile, 1-8.
       * @minimum 1
       * @maximum 8
       */
      id: Int;
      /** The side up: Banquet (a bonus) or Raid (a penalty). */
      side: 'banquet' | 'raid';
    } | null;
  }[];
  /** This half-day's dice by slot (empty once over). */
  dice: {
    slot: Slot;
    /** The notch the die lies on. */
    notch: Notch;
    /** The rolled face. */
    value: DieValue;
    /** The value an action starts from: 0 on a Raid-4 plaza, else `value`. */
    actionValue: DieValue;
    /** The black die: it destroys its plaza and cannot be used (unless on Banquet 8). */
    black: boolean;
    /** The colour of the plaza it lies on. */
    colour: Colour;
    /** Whether a seat may choose it this half-day. */
    usable: boolean;
    /** What its wheel position costs. */
    wheelCost: SlotCost;
    /** Cost before modifiers, with tile effects: resources plus 1 of any if `anyOne`. */
    cost: ResourceAmounts & {
      /** Plus one resource of the player's choice (`pay` in the move). */
      anyOne: boolean;
    };
  }[];
  /** Every seat, in seat order. */
  players: {
    seat: Seat;
    /** Done with this half-day: acted and resolved every decision. */
    done: boolean;
    sheet: SheetView;
    /** The viewer's own pending decisions (index = `decision` in moves); null for other seats. */
    pending: DecisionView[] | null;
  }[];
}

/**
 * The scoresheet's final column, in print order: each character, 1 VP per 2 of each resource left, citizens.
 * @keyDescriptions { huguesDePayns: 'VP from Hugues de Payns: his multiplier × Fortresses built.', isabeauDeBaviere: "VP from Isabeau de Bavière: her multiplier × Count's Palaces built.", thibautII: 'VP from Thibaut II: his multiplier × Great Halls built.', jeanneDeChampagne: 'VP from Jeanne de Champagne: her multiplier × City Halls built.', urbainIV: 'VP from Urbain IV: his multiplier × Cathedrals built.', marieDeChampagne: 'VP from Marie de Champagne: her multiplier × Bishoprics built.' }
 */
export type TroyesDiceBreakdown = {
  [character in CharacterId]: Int;
} & {
  /** VP from influence left: 1 per 2 unspent. */
  influence: Int;
  /** VP from deniers left: 1 per 2 unspent. */
  deniers: Int;
  /** VP from knowledge left: 1 per 2 unspent. */
  knowledge: Int;
  /** VP from citizens: 1 per citizen circled on the three tracks. */
  citizens: Int;
};

/** One seat's final score: `total` is the sum of `breakdown`. */
export interface TroyesDiceSeatScore extends SeatScore {
  breakdown: TroyesDiceBreakdown;
}

/** The final scores and ranking (by total only: ties share the victory). */
export interface TroyesDiceResult extends GameResult {
  scores: TroyesDiceSeatScore[];
  ranking: RankEntry[];
}
