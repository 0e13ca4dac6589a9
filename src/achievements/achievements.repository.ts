import { Injectable } from '@nestjs/common';
import { Database } from '../database/database';
import type { Transaction } from '../database/transaction';

/** What one finished game adds to its players' achievements (see achievementRows). */
export interface AchievementRows {
  game: string;
  gameId: string;
  finishedAt: Date;
  /** (player, counter) pairs: +1 each time a pair is listed. */
  counted: { players: string[]; counters: string[] };
  /** (player, achievement) pairs earned outright. */
  earned: { players: string[]; achievements: string[] };
  /** Each counter achievement's (counter, threshold, id). */
  thresholds: { counts: string; threshold: number; id: string }[];
}

/** The only place achievements and counters (player_achievement, player_counter) are read or written. */
@Injectable()
export class AchievementsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Adds one game's rows, inside the transaction of the game's last event (or of a rebuild): one
   * prepared statement per game, whatever the seats (game-end projections went from a round trip
   * per row to one statement each, docs/benchmarks.md "What was fixed"); the counters' new values decide, in SQL, which counter
   * achievements unlock. Achievements already held stay.
   */
  async project(tx: Transaction, rows: AchievementRows): Promise<void> {
    await tx.query(
      this.db.statement('crier_achievements_project', PROJECT_SQL, [
        rows.game,
        rows.counted.players,
        rows.counted.counters,
        rows.earned.players,
        rows.earned.achievements,
        rows.thresholds.map((t) => t.counts),
        rows.thresholds.map((t) => t.threshold),
        rows.thresholds.map((t) => t.id),
        rows.gameId,
        rows.finishedAt,
      ]),
    );
  }

  /**
   * Replaces every achievement and counter with those of `games`, in order, in one transaction
   * (plain SQL: Prisma cannot write inside Database.transaction).
   */
  async replaceAll(games: AchievementRows[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM player_achievement');
      await tx.query('DELETE FROM player_counter');
      for (const rows of games) await this.project(tx, rows);
    });
  }

  /** A player's unlocked achievements and counters, every game. */
  async forPlayer(playerId: string): Promise<{
    earned: { game: string; achievementId: string; gameId: string; unlockedAt: Date }[];
    counters: { game: string; counter: string; value: number }[];
  }> {
    const [earned, counters] = await Promise.all([
      this.db.prisma.playerAchievement.findMany({
        where: { playerId },
        select: { game: true, achievementId: true, gameId: true, unlockedAt: true },
      }),
      this.db.prisma.playerCounter.findMany({
        where: { playerId },
        select: { game: true, counter: true, value: true },
      }),
    ]);
    return { earned, counters };
  }
}

/**
 * $1 game; $2/$3 the (player, counter) pairs to count, +1 each time a pair is listed; $4/$5 the
 * (player, achievement) pairs earned outright; $6/$7/$8 each counter achievement's (counter,
 * threshold, id); $9 the game and $10 the time that earn them. Achievements already held stay.
 */
const PROJECT_SQL = `
WITH counted AS (
  INSERT INTO player_counter (player_id, game, counter, value)
  SELECT c.player_id, $1::text, c.counter, count(*)::int
    FROM unnest($2::uuid[], $3::text[]) AS c(player_id, counter)
   GROUP BY c.player_id, c.counter
  ON CONFLICT (player_id, game, counter) DO UPDATE SET value = player_counter.value + EXCLUDED.value
  RETURNING player_id, counter, value
), unlocked AS (
  SELECT e.player_id, e.achievement_id FROM unnest($4::uuid[], $5::text[]) AS e(player_id, achievement_id)
  UNION
  SELECT c.player_id, t.achievement_id
    FROM counted c
    JOIN unnest($6::text[], $7::int[], $8::text[]) AS t(counter, threshold, achievement_id)
      ON t.counter = c.counter AND c.value >= t.threshold
)
INSERT INTO player_achievement (player_id, game, achievement_id, game_id, unlocked_at)
SELECT player_id, $1::text, achievement_id, $9::uuid, $10::timestamptz FROM unlocked
ON CONFLICT DO NOTHING`;
