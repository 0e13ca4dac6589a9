import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { Database } from '../database/database';

export interface BoardRow {
  rank: number;
  playerId: string;
  playerName: string;
  score: number;
  finishedAt: Date;
  gameId: string;
}

export interface BestRow {
  rank: number;
  playerId: string;
  playerName: string;
  bestScore: number;
  bestGameId: string;
  bestAt: Date;
  games: number;
  averageScore: number;
}

/** A position in board order: (score desc, finishedAt asc, playerId asc). */
export interface BoardKey {
  score: number;
  at: Date;
  playerId: string;
}

/**
 * The leaderboards in SQL. Daily boards are ordered by (neg_score, finished_at, player_id), so a
 * page after a cursor is one row comparison that seeks in the board index; a rank is 1 + the
 * entries with a higher score, summed from the per-score counts.
 */
@Injectable()
export class LeaderboardRepository {
  constructor(private readonly db: Database) {}

  /** Writes a ranked daily result (first finish only) with its count and the all-time best. */
  async record(
    client: PoolClient,
    e: { kind: string; date: string; playerId: string; gameId: string; score: number; finishedAt: Date },
  ): Promise<void> {
    const inserted = await client.query(
      `INSERT INTO leaderboard_entry (kind, date, player_id, game_id, score, finished_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [e.kind, e.date, e.playerId, e.gameId, e.score, e.finishedAt],
    );
    if (inserted.rowCount !== 1) return;
    await client.query(
      `INSERT INTO leaderboard_score_count (kind, date, score, entries) VALUES ($1, $2, $3, 1)
       ON CONFLICT (kind, date, score) DO UPDATE SET entries = leaderboard_score_count.entries + 1`,
      [e.kind, e.date, e.score],
    );
    await client.query(
      `INSERT INTO leaderboard_best (kind, player_id, best_score, best_game_id, best_at, games, total_score)
       VALUES ($1, $2, $3::int, $4, $5, 1, $3::bigint)
       ON CONFLICT (kind, player_id) DO UPDATE SET
         games = leaderboard_best.games + 1,
         total_score = leaderboard_best.total_score + EXCLUDED.total_score,
         best_game_id = CASE WHEN EXCLUDED.best_score > leaderboard_best.best_score THEN EXCLUDED.best_game_id ELSE leaderboard_best.best_game_id END,
         best_at = CASE WHEN EXCLUDED.best_score > leaderboard_best.best_score THEN EXCLUDED.best_at ELSE leaderboard_best.best_at END,
         best_score = GREATEST(leaderboard_best.best_score, EXCLUDED.best_score)`,
      [e.kind, e.playerId, e.score, e.gameId, e.finishedAt],
    );
  }

  async dailyTotal(kind: string, date: string): Promise<number> {
    const { rows } = await this.db.pool.query<{ n: number }>(
      'SELECT COALESCE(sum(entries), 0)::int AS n FROM leaderboard_score_count WHERE kind = $1 AND date = $2',
      [kind, date],
    );
    return rows[0]?.n ?? 0;
  }

  /** `limit` entries after `after` (exclusive) in board order, or before it (`backwards`). */
  async dailyPage(
    kind: string,
    date: string,
    limit: number,
    after: BoardKey | null,
    backwards = false,
  ): Promise<BoardRow[]> {
    const cmp = backwards ? '<' : '>';
    const dir = backwards ? 'DESC' : 'ASC';
    const { rows } = await this.db.pool.query<BoardRow>(
      `WITH page AS (
         SELECT e.player_id, e.score, e.finished_at, e.game_id, e.neg_score
           FROM leaderboard_entry e
          WHERE e.kind = $1 AND e.date = $2
            AND ($4::int IS NULL OR (e.neg_score, e.finished_at, e.player_id) ${cmp} (-$4::int, $5::timestamptz, $6::uuid))
          ORDER BY e.neg_score ${dir}, e.finished_at ${dir}, e.player_id ${dir}
          LIMIT $3)
       SELECT 1 + COALESCE((SELECT sum(c.entries) FROM leaderboard_score_count c
                             WHERE c.kind = $1 AND c.date = $2 AND c.score > page.score), 0)::int AS rank,
              page.player_id AS "playerId", p.name AS "playerName", page.score, page.finished_at AS "finishedAt",
              page.game_id AS "gameId"
         FROM page JOIN player p ON p.id = page.player_id
        ORDER BY page.neg_score, page.finished_at, page.player_id`,
      [kind, date, limit, after?.score ?? null, after?.at ?? null, after?.playerId ?? null],
    );
    return rows;
  }

  async dailyEntry(kind: string, date: string, playerId: string): Promise<BoardRow | null> {
    const { rows } = await this.db.pool.query<BoardRow>(
      `SELECT 1 + COALESCE((SELECT sum(c.entries) FROM leaderboard_score_count c
                             WHERE c.kind = e.kind AND c.date = e.date AND c.score > e.score), 0)::int AS rank,
              e.player_id AS "playerId", p.name AS "playerName", e.score, e.finished_at AS "finishedAt", e.game_id AS "gameId"
         FROM leaderboard_entry e JOIN player p ON p.id = e.player_id
        WHERE e.kind = $1 AND e.date = $2 AND e.player_id = $3`,
      [kind, date, playerId],
    );
    return rows[0] ?? null;
  }

  async allTimePage(kind: string, limit: number, after: BoardKey | null): Promise<BestRow[]> {
    const { rows } = await this.db.pool.query<BestRow>(
      `WITH page AS (
         SELECT b.* FROM leaderboard_best b
          WHERE b.kind = $1
            AND ($3::int IS NULL OR (b.neg_best_score, b.best_at, b.player_id) > (-$3::int, $4::timestamptz, $5::uuid))
          ORDER BY b.neg_best_score, b.best_at, b.player_id
          LIMIT $2)
       SELECT 1 + (SELECT count(*) FROM leaderboard_best o WHERE o.kind = $1 AND o.neg_best_score < page.neg_best_score)::int AS rank,
              page.player_id AS "playerId", p.name AS "playerName", page.best_score AS "bestScore",
              page.best_game_id AS "bestGameId", page.best_at AS "bestAt", page.games,
              round(page.total_score::numeric / page.games, 2)::float8 AS "averageScore"
         FROM page JOIN player p ON p.id = page.player_id
        ORDER BY page.neg_best_score, page.best_at, page.player_id`,
      [kind, limit, after?.score ?? null, after?.at ?? null, after?.playerId ?? null],
    );
    return rows;
  }

  async allTimeTotal(kind: string): Promise<number> {
    const { rows } = await this.db.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM leaderboard_best WHERE kind = $1',
      [kind],
    );
    return rows[0]?.n ?? 0;
  }

  /** A player's daily results, newest day first, with their rank that day. */
  async history(
    playerId: string,
    kind: string,
    limit: number,
    beforeDate: string | null,
  ): Promise<(BoardRow & { kind: string; date: string })[]> {
    const { rows } = await this.db.pool.query<BoardRow & { kind: string; date: string }>(
      `SELECT e.kind, to_char(e.date, 'YYYY-MM-DD') AS date,
              1 + COALESCE((SELECT sum(c.entries) FROM leaderboard_score_count c
                             WHERE c.kind = e.kind AND c.date = e.date AND c.score > e.score), 0)::int AS rank,
              e.player_id AS "playerId", p.name AS "playerName", e.score, e.finished_at AS "finishedAt", e.game_id AS "gameId"
         FROM leaderboard_entry e JOIN player p ON p.id = e.player_id
        WHERE e.player_id = $1 AND e.kind = $2 AND ($4::date IS NULL OR e.date < $4::date)
        ORDER BY e.date DESC
        LIMIT $3`,
      [playerId, kind, limit, beforeDate],
    );
    return rows;
  }
}
