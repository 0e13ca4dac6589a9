import { getRules, replay } from '../engine';
import type { Database } from '../database/database';
import type { FinishedGame } from '../persistence/game-end';
import type { GamesRepository } from '../persistence/games.repository';
import type { GameFinishedPayload, MoveMadePayload } from '../persistence/stream-events';
import { projectAchievements } from './achievements.projection';

/**
 * Recomputes every player's achievements and counters from the event log: replays each finished
 * game, oldest finish first, through the same projection that runs when a game ends. Runs in one
 * transaction, so readers see the old rows or the new ones, never a half-built set.
 */
export async function rebuildAchievements(db: Database, games: GamesRepository): Promise<{ games: number }> {
  const { rows } = await db.pool.query<{ id: string }>(
    `SELECT id FROM game WHERE status = 'FINISHED' ORDER BY finished_at, id`,
  );
  // Everything is read first: inside the transaction only `client` is used (PGlite serves one
  // connection at a time, so waiting on a second one there would deadlock).
  const finished: FinishedGame[] = [];
  for (const { id } of rows) {
    const game = (await games.find(id))!;
    const def = getRules(game.rulesVersion); // the rules it was played under
    if (!def?.achievements) continue;
    const events = await db.pool.query<{ seat: number; payload: MoveMadePayload }>(
      `SELECT seat, payload FROM game_event WHERE game_id = $1 AND type = 'MoveMade' ORDER BY seq`,
      [id],
    );
    const moves = events.rows.map((e) => ({ seat: e.seat, move: e.payload.move }));
    const replayed = replay(def, game.options, game.seed, game.playerCount, moves);
    if (!replayed.ok) throw new Error(`game ${id} no longer replays: ${replayed.error.violation.code}`);
    finished.push({
      game,
      state: replayed.value.state,
      result: game.result as GameFinishedPayload,
      finishedAt: game.finishedAt!,
    });
  }
  const client = await db.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('DELETE FROM player_achievement');
    await client.query('DELETE FROM player_counter');
    for (const f of finished) await projectAchievements(db, client, f);
    await client.query('COMMIT');
    return { games: rows.length };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
