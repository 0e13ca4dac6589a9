import type { PoolClient } from 'pg';
import type { Database } from '../database/database';
import { getGame } from '../engine';
import type { FinishedGame } from '../persistence/game-end';

/**
 * Achievements as a projection of finished games: for each seated player, the achievements the
 * game earned (first time only) and +1 on each counter it counts toward, unlocking a counter
 * achievement when it reaches its threshold. Used when a game ends (same transaction as its last
 * event) and by `npm run achievements:rebuild`, which replays every finished game through it.
 *
 * One statement per game, whatever the seats: the engine says what each seat earned and counts
 * toward, and the counters' new values decide, in SQL, which counter achievements unlock.
 */
export async function projectAchievements(db: Database, client: PoolClient, finished: FinishedGame): Promise<void> {
  const def = getGame(finished.game.game);
  const set = def?.achievements;
  if (!def || !set) return;
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
  if (counted.players.length === 0 && earned.players.length === 0) return;
  const thresholds = set.definitions.flatMap((a) => (a.counter ? [{ id: a.id, ...a.counter }] : []));
  await client.query(
    db.statement('crier_achievements_project', PROJECT_SQL, [
      def.id,
      counted.players,
      counted.counters,
      earned.players,
      earned.achievements,
      thresholds.map((t) => t.counts),
      thresholds.map((t) => t.threshold),
      thresholds.map((t) => t.id),
      finished.game.id,
      finished.finishedAt,
    ]),
  );
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
