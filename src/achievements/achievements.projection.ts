import { Injectable } from '@nestjs/common';
import { getGame, getRules } from '../engine';
import type { Transaction } from '../database/transaction';
import type { FinishedGame, GameEndProjection } from '../play/projections';
import { AchievementsRepository, type AchievementRows } from './achievements.repository';

/**
 * Achievements as a projection of finished games: for each seated player, the achievements the
 * game earned (first time only) and +1 on each counter it counts toward, unlocking a counter
 * achievement when it reaches its threshold. Runs when a game ends (same transaction as its last
 * event) and in `npm run achievements:rebuild`, which replays every finished game through it.
 */
@Injectable()
export class AchievementsProjection implements GameEndProjection {
  readonly name = 'achievements';

  constructor(private readonly repo: AchievementsRepository) {}

  async project(tx: Transaction, finished: FinishedGame): Promise<void> {
    const rows = achievementRows(finished);
    if (rows) await this.repo.project(tx, rows);
  }
}

/** What the engine says the game earned and counts toward, per seat; null when nothing. */
export function achievementRows(finished: FinishedGame): AchievementRows | null {
  // The rules the game was played under, like every replay of it.
  const def = getRules(finished.game.rulesVersion) ?? getGame(finished.game.game);
  const set = def?.achievements;
  if (!def || !set) return null;
  const counted = { players: [] as string[], counters: [] as string[] };
  const earned = { players: [] as string[], achievements: [] as string[] };
  for (const { seat, playerId } of finished.game.seats) {
    for (const counter of set.counts(finished.state, seat)) {
      counted.players.push(playerId);
      counted.counters.push(counter);
    }
    for (const achievementId of set.earned(finished.state, seat)) {
      earned.players.push(playerId);
      earned.achievements.push(achievementId);
    }
  }
  if (counted.players.length === 0 && earned.players.length === 0) return null;
  return {
    game: def.id,
    gameId: finished.game.id,
    finishedAt: finished.finishedAt,
    counted,
    earned,
    thresholds: set.definitions.flatMap((a) => (a.counter ? [{ id: a.id, ...a.counter }] : [])),
  };
}
