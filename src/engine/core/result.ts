import type { JsonObject } from './json';

/**
 * Why a move, an option set or a replay was refused. `code` is SCREAMING_SNAKE_CASE and stable
 * forever once shipped (clients switch on it); `message` is an English developer message;
 * `details` carries the facts a client needs to explain or correct the move.
 */
export interface Violation {
  code: string;
  message: string;
  details?: JsonObject;
}

export type Result<T, E = Violation> = { ok: true; value: T } | { ok: false; error: E };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail(code: string, message: string, details?: JsonObject): { ok: false; error: Violation } {
  return details === undefined
    ? { ok: false, error: { code, message } }
    : { ok: false, error: { code, message, details } };
}

/** Codes shared by every game; each game adds its own. */
export const CoreViolation = {
  /** The move is not an object of a known kind, or a field has the wrong type. */
  MALFORMED_MOVE: 'MALFORMED_MOVE',
  /** The seat may not act now (not among `actors`). */
  NOT_YOUR_TURN: 'NOT_YOUR_TURN',
  /** The game has ended; nothing more can be applied. */
  GAME_OVER: 'GAME_OVER',
  /** The seat number is not a seat of this game. */
  UNKNOWN_SEAT: 'UNKNOWN_SEAT',
  /** Options failed validation at setup. */
  INVALID_OPTIONS: 'INVALID_OPTIONS',
  /** The player count is outside the game's range. */
  INVALID_PLAYER_COUNT: 'INVALID_PLAYER_COUNT',
} as const;
