import { getRules, replay } from '../engine';
import type { EventStore } from '../persistence/event-store';
import type { GamesRepository } from '../persistence/games.repository';
import type { GameFinishedPayload, MoveMadePayload } from '../persistence/stream-events';
import { achievementRows } from './achievements.projection';
import type { AchievementRows, AchievementsRepository } from './achievements.repository';

export interface RebuildSources {
  games: GamesRepository;
  events: EventStore;
  achievements: AchievementsRepository;
}

/**
 * Recomputes every player's achievements and counters from the event log: replays each finished
 * game, oldest finish first, through the same projection that runs when a game ends. Everything
 * is read first, then written in one transaction, so readers see the old rows or the new ones,
 * never a half-built set (and on PGlite, which serves one connection at a time, the transaction
 * never waits on a second one).
 */
export async function rebuildAchievements({ games, events, achievements }: RebuildSources): Promise<{ games: number }> {
  const ids = await games.finishedIds();
  const rows: AchievementRows[] = [];
  for (const id of ids) {
    const game = (await games.find(id))!;
    const def = getRules(game.rulesVersion); // the rules it was played under
    if (!def?.achievements) continue;
    const moves = (await events.load(id, -1, ['MoveMade'])).map((e) => ({
      seat: e.seat as number,
      move: (e.payload as unknown as MoveMadePayload).move,
    }));
    const replayed = replay(def, game.options, game.seed, game.playerCount, moves);
    if (!replayed.ok) throw new Error(`game ${id} no longer replays: ${replayed.error.violation.code}`);
    const earned = achievementRows({
      game,
      state: replayed.value.state,
      result: game.result as GameFinishedPayload,
      finishedAt: game.finishedAt!,
    });
    if (earned) rows.push(earned);
  }
  await achievements.replaceAll(rows);
  return { games: ids.length };
}
