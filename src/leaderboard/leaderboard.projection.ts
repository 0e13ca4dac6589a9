import { Injectable } from '@nestjs/common';
import { isoDate } from '../common/clock/utc-day';
import { getRules } from '../engine';
import type { Transaction } from '../database/transaction';
import type { FinishedGame, GameEndProjection } from '../play/projections';
import { LeaderboardRepository, type RankedResult } from './leaderboard.repository';

/**
 * The boards as a projection of finished games: a ranked daily attempt finished in time writes its
 * entry (with the score the server computed and the rulebook's tie-break), and adds it to the
 * all-time best and to its week's and month's totals, in the transaction of the game's final event.
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
export function rankedEntry(f: FinishedGame): RankedResult | null {
  const g = f.game;
  if (!g.ranked || !g.dailyKind || !g.dailyDate) return null;
  if (g.deadline !== null && f.finishedAt >= g.deadline) return null;
  const player = g.seats.find((s) => s.seat === 0);
  const score = f.result.scores.find((s) => s.seat === 0);
  if (!player || !score) return null;
  const date = isoDate(g.dailyDate);
  // The rulebook's tie-break under the rules the game was played by (Orléans: development step).
  const rules = getRules(g.rulesVersion);
  const tieBreak = rules?.tieBreak ? rules.tieBreak(f.state, 0) : 0;
  return {
    kind: g.dailyKind,
    date,
    tieBreak,
    playerId: player.playerId,
    gameId: g.id,
    score: score.total,
    finishedAt: f.finishedAt,
  };
}
