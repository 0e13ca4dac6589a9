import type { JsonObject } from './json';
import { CoreViolation, fail, type Result } from './result';
import type { AchievementSet, GameDefinition, GameEvent, GameMetadata, RankEntry, Seat, SeatScore } from './types';

/** A move that passed the shared guards: an object with a string `type` (fields still untrusted). */
export type MoveObject = { type: string } & { [key: string]: unknown };

/**
 * What one game (at one rules version) implements. `defineGame` wraps it into the public
 * `GameDefinition`, so the guards every game shares are written once: an unknown seat, a finished
 * game, a seat that does not act now, a move that is not an object with a string `type`.
 */
export interface GameRules<S, M, V> {
  id: string;
  /** `<id>@<n>`: bumped whenever a rule or datum changes what a recorded game scores. */
  rulesVersion: string;
  metadata: GameMetadata;
  setup(options: unknown, seed: string, playerCount: number): Result<S>;
  /** How many seats the game has (the range of valid seats is 0 .. playerCount-1). */
  playerCount(state: S): number;
  actors(state: S): Seat[];
  /** Faster than `actors(state).includes(seat)` where a game can tell directly. */
  isActor?(state: S, seat: Seat): boolean;
  /** Called only for a seat among the actors of a game that is not over. */
  legalMoves(state: S, seat: Seat): M[];
  /** Called only after the shared guards passed: the seat acts now, the move has a string `type`. */
  applyMove(state: S, seat: Seat, move: MoveObject): Result<{ state: S; events: GameEvent[] }>;
  view(state: S, seat: Seat | null): V;
  isOver(state: S): boolean;
  scores(state: S): SeatScore[];
  ranking(state: S): RankEntry[];
  /** See GameDefinition.tieBreak. */
  tieBreak?(state: S, seat: Seat): number;
  achievements?: AchievementSet<S>;
  /** The move a timed-out seat makes (docs/engine.md §1): called only for a seat that acts. */
  timeoutMove?(state: S, seat: Seat, legal: M[]): M;
}

/** The shared guards, in the order a client meets them. Null when the move may be applied. */
export function guardMove<S>(
  rules: Pick<GameRules<S, unknown, unknown>, 'playerCount' | 'isOver' | 'actors' | 'isActor'>,
  state: S,
  seat: Seat,
  move: unknown,
): { ok: false; error: { code: string; message: string; details?: JsonObject } } | null {
  const seats = rules.playerCount(state);
  if (!Number.isInteger(seat) || seat < 0 || seat >= seats) {
    return fail(CoreViolation.UNKNOWN_SEAT, `No seat ${String(seat)} in this game.`, {
      seat: typeof seat === 'number' && Number.isFinite(seat) ? seat : null,
      playerCount: seats,
    });
  }
  if (rules.isOver(state)) return fail(CoreViolation.GAME_OVER, 'The game has ended.');
  const acts = rules.isActor ? rules.isActor(state, seat) : rules.actors(state).includes(seat);
  if (!acts) {
    return fail(CoreViolation.NOT_YOUR_TURN, `Seat ${seat} does not act now.`, { seat, actors: rules.actors(state) });
  }
  if (
    move === null ||
    typeof move !== 'object' ||
    Array.isArray(move) ||
    typeof (move as MoveObject).type !== 'string'
  ) {
    return fail(CoreViolation.MALFORMED_MOVE, 'A move is an object with a string `type`.');
  }
  return null;
}

export function defineGame<S, M, V>(rules: GameRules<S, M, V>): GameDefinition<S, M, V> {
  const def: GameDefinition<S, M, V> = {
    id: rules.id,
    rulesVersion: rules.rulesVersion,
    metadata: rules.metadata,
    setup: (options, seed, playerCount) => rules.setup(options, seed, playerCount),
    actors: (state) => rules.actors(state),
    legalMoves(state, seat) {
      if (!Number.isInteger(seat) || seat < 0 || seat >= rules.playerCount(state) || rules.isOver(state)) return [];
      const acts = rules.isActor ? rules.isActor(state, seat) : rules.actors(state).includes(seat);
      return acts ? rules.legalMoves(state, seat) : [];
    },
    apply(state, seat, move) {
      const refused = guardMove(rules, state, seat, move);
      if (refused) return refused;
      return rules.applyMove(state, seat, move as MoveObject);
    },
    view: (state, seat) => rules.view(state, seat),
    isOver: (state) => rules.isOver(state),
    scores: (state) => rules.scores(state),
    ranking: (state) => rules.ranking(state),
  };
  if (rules.achievements) def.achievements = rules.achievements;
  const tieBreak = rules.tieBreak;
  if (tieBreak) def.tieBreak = (state, seat) => tieBreak(state, seat);
  const timeoutMove = rules.timeoutMove;
  if (timeoutMove) {
    def.timeoutMove = (state, seat) => {
      const legal = def.legalMoves(state, seat);
      return legal.length === 0 ? null : timeoutMove(state, seat, legal);
    };
  }
  return def;
}

/** How a game plays, the same at each of its rules versions: its rules less what a version sets. */
export type GamePlay<S, M, V> = Omit<GameRules<S, M, V>, 'id' | 'rulesVersion' | 'metadata' | 'setup' | 'playerCount'>;

/** What one rules version of a game says of itself, how it deals, and how many seats a dealt state has. */
export type VersionRules<S> = Pick<GameRules<S, unknown, unknown>, 'metadata' | 'setup' | 'playerCount'>;

/**
 * The template of every game's index.ts: one definition per released rules version (in the order
 * given, oldest first), each the game's `play` with that version's metadata and setup.
 */
export function defineRulesets<S, M, V, R extends string>(
  id: string,
  rulesVersions: readonly R[],
  play: GamePlay<S, M, V>,
  atVersion: (rulesVersion: R) => VersionRules<S>,
): GameDefinition<S, M, V>[] {
  return rulesVersions.map((rulesVersion) =>
    defineGame<S, M, V>({ id, rulesVersion, ...atVersion(rulesVersion), ...play }),
  );
}
