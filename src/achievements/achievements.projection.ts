import type { PoolClient } from 'pg';
import { getGame } from '../engine';
import type { FinishedGame } from '../persistence/game-end';

/**
 * Achievements as a projection of finished games: for each seated player, the achievements the
 * game earned (first time only) and +1 on each counter it counts toward, unlocking a counter
 * achievement when it reaches its threshold. Used when a game ends (same transaction as its last
 * event) and by `npm run achievements:rebuild`, which replays every finished game through it.
 */
export async function projectAchievements(client: PoolClient, finished: FinishedGame): Promise<void> {
  const def = getGame(finished.game.game);
  const set = def?.achievements;
  if (!def || !set) return;
  for (const { seat, playerId } of finished.game.seats) {
    const unlocked = [...set.earned(finished.state, seat)];
    for (const counter of set.counts(finished.state, seat)) {
      const { rows } = await client.query<{ value: number }>(
        `INSERT INTO player_counter (player_id, game, counter, value) VALUES ($1, $2, $3, 1)
         ON CONFLICT (player_id, game, counter) DO UPDATE SET value = player_counter.value + 1
         RETURNING value`,
        [playerId, def.id, counter],
      );
      const value = rows[0]!.value;
      for (const a of set.definitions) {
        if (a.counter?.counts === counter && value >= a.counter.threshold) unlocked.push(a.id);
      }
    }
    for (const achievementId of unlocked) {
      await client.query(
        `INSERT INTO player_achievement (player_id, game, achievement_id, game_id, unlocked_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [playerId, def.id, achievementId, finished.game.id, finished.finishedAt],
      );
    }
  }
}
