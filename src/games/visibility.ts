import { AppError } from '../common/errors/app-error';
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
