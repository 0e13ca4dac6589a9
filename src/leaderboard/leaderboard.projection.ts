import { Injectable } from '@nestjs/common';
import { isoDate } from '../common/clock/utc-day';
import type { Transaction } from '../database/transaction';
import type { FinishedGame, GameEndProjection } from '../persistence/game-end';
import { LeaderboardRepository } from './leaderboard.repository';

/**
 * The boards as a projection of finished games: a ranked daily attempt finished in time writes its
 * entry (with the score the server computed), in the transaction of the game's final event.
 */
@Injectable()
export class LeaderboardProjection implements GameEndProjection {
  readonly name = 'leaderboard';

  constructor(private readonly repo: LeaderboardRepository) {}

  async project(tx: Transaction, finished: FinishedGame): Promise<void> {
    const entry = rankedEntry(finished);
    if (entry) await this.repo.record(tx, entry);
  }
}

/** The board entry a finished game makes, if it is a ranked daily attempt finished in time. */
export function rankedEntry(f: FinishedGame) {
  const g = f.game;
  if (!g.ranked || !g.dailyKind || !g.dailyDate) return null;
  if (g.deadline !== null && f.finishedAt >= g.deadline) return null;
  const player = g.seats.find((s) => s.seat === 0);
  const score = f.result.scores.find((s) => s.seat === 0);
  if (!player || !score) return null;
  return {
    kind: g.dailyKind,
    date: isoDate(g.dailyDate),
    playerId: player.playerId,
    gameId: g.id,
    score: score.total,
    finishedAt: f.finishedAt,
  };
}
