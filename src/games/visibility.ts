import { AppError } from '../common/errors/app-error';
import type { GameEvent } from '../engine';
import type { GameRecord } from '../persistence/games.repository';

/**
 * What may leave the server about a game, in one place:
 * - the seed: only once the game is finished, and for daily puzzles only once the day closes;
 * - a daily puzzle's games: only to their own player until the day closes (anyone else would
 *   see that day's dice ahead of playing them).
 */
export function seedRevealed(game: GameRecord, now: Date): boolean {
  return game.status === 'FINISHED' && (game.seedRevealAt === null || game.seedRevealAt <= now);
}

export function assertViewable(game: GameRecord, seat: number | null, now: Date): void {
  if (seat === null && game.seedRevealAt !== null && game.seedRevealAt > now) {
    throw new AppError('FORBIDDEN', 'Games of a daily puzzle are private to their player until the day closes.', {
      reason: 'DAILY_NOT_CLOSED',
      visibleFrom: game.seedRevealAt.toISOString(),
    });
  }
}

/** Engine events a seat may see (those without `to`, or addressed to it); null: a spectator. */
export function visibleTo(events: GameEvent[], seat: number | null): GameEvent[] {
  return events.filter((e) => e.to === undefined || (seat !== null && e.to.includes(seat)));
}
