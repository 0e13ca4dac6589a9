import { Injectable } from '@nestjs/common';
import { Database } from '../database/database';
import type { Transaction } from '../database/transaction';

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

/** A ranked entry with what it takes to replay its game (rules:rescore). */
export interface RankedEntryGame {
  gameId: string;
  playerId: string;
  playerName: string;
  kind: string;
  /** The puzzle-day, YYYY-MM-DD. */
  date: string;
  score: number;
  finishedAt: Date;
  /** The entry's player's seat in the game. */
  seat: number;
  options: unknown;
  seed: string;
  playerCount: number;
  /** Every MoveMade of the game, in order. */
  moves: { seat: number; move: unknown }[];
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

  /**
   * Writes a ranked daily result (first finish only) with its count and the all-time best, in one
   * statement: the count and the best are written only when the entry was.
   */
  async record(
    tx: Transaction,
    e: { kind: string; date: string; playerId: string; gameId: string; score: number; finishedAt: Date },
  ): Promise<void> {
    await tx.query(
      this.db.statement('crier_leaderboard_record', RECORD_SQL, [
        e.kind,
        e.date,
        e.playerId,
        e.gameId,
        e.score,
        e.finishedAt,
      ]),
    );
  }

  async dailyTotal(kind: string, date: string): Promise<number> {
    const { rows } = await this.db.pool.query<{ n: number }>(
      this.db.statement('crier_leaderboard_daily_total', DAILY_TOTAL_SQL, [kind, date]),
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
    const query = after
      ? this.db.statement(
          backwards ? 'crier_leaderboard_daily_page_before' : 'crier_leaderboard_daily_page_after',
          backwards ? DAILY_PAGE_BEFORE_SQL : DAILY_PAGE_AFTER_SQL,
          [kind, date, limit, after.score, after.at, after.playerId],
        )
      : this.db.statement(
          backwards ? 'crier_leaderboard_daily_last_page' : 'crier_leaderboard_daily_first_page',
          backwards ? DAILY_LAST_PAGE_SQL : DAILY_FIRST_PAGE_SQL,
          [kind, date, limit],
        );
    const { rows } = await this.db.pool.query<BoardRow>(query);
    return rows;
  }

  async dailyEntry(kind: string, date: string, playerId: string): Promise<BoardRow | null> {
    const { rows } = await this.db.pool.query<BoardRow>(
      this.db.statement('crier_leaderboard_daily_entry', DAILY_ENTRY_SQL, [kind, date, playerId]),
    );
    return rows[0] ?? null;
  }

  async allTimePage(kind: string, limit: number, after: BoardKey | null): Promise<BestRow[]> {
    const query = after
      ? this.db.statement('crier_leaderboard_all_time_page_after', ALL_TIME_PAGE_AFTER_SQL, [
          kind,
          limit,
          after.score,
          after.at,
          after.playerId,
        ])
      : this.db.statement('crier_leaderboard_all_time_first_page', ALL_TIME_FIRST_PAGE_SQL, [kind, limit]);
    const { rows } = await this.db.pool.query<BestRow>(query);
    return rows;
  }

  async allTimeTotal(kind: string): Promise<number> {
    const { rows } = await this.db.pool.query<{ n: number }>(
      this.db.statement('crier_leaderboard_all_time_total', ALL_TIME_TOTAL_SQL, [kind]),
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * Every ranked entry of a game played under `rulesVersion`, with its game's inputs and moves (one
   * statement), by day, kind and finish. Read by `npm run rules:rescore`, rarely: not prepared.
   */
  async entriesPlayedUnder(game: string, rulesVersion: string): Promise<RankedEntryGame[]> {
    const { rows } = await this.db.pool.query<RankedEntryGame>(ENTRIES_PLAYED_UNDER_SQL, [game, rulesVersion]);
    return rows;
  }

  /** A player's daily results, newest day first, with their rank that day. */
  async history(
    playerId: string,
    kind: string,
    limit: number,
    beforeDate: string | null,
  ): Promise<(BoardRow & { kind: string; date: string })[]> {
    const { rows } = await this.db.pool.query<BoardRow & { kind: string; date: string }>(
      this.db.statement('crier_leaderboard_history', HISTORY_SQL, [playerId, kind, limit, beforeDate]),
    );
    return rows;
  }
}

// The statements, each prepared once per connection on a real server (Database.statement); the board
// reads are the hot ones: `npm run bench:leaderboard` (docs/benchmarks.md) measures them on 1M entries.

const ENTRIES_PLAYED_UNDER_SQL = `
SELECT e.game_id AS "gameId", e.player_id AS "playerId", p.name AS "playerName", e.kind,
       to_char(e.date, 'YYYY-MM-DD') AS date, e.score, e.finished_at AS "finishedAt", s.seat,
       g.options, g.seed, g.player_count AS "playerCount",
       COALESCE((SELECT json_agg(json_build_object('seat', ev.seat, 'move', ev.payload->'move') ORDER BY ev.seq)
                   FROM game_event ev WHERE ev.game_id = g.id AND ev.type = 'MoveMade'), '[]') AS moves
  FROM leaderboard_entry e
  JOIN game g ON g.id = e.game_id
  JOIN game_seat s ON s.game_id = e.game_id AND s.player_id = e.player_id
  JOIN player p ON p.id = e.player_id
 WHERE g.game = $1 AND g.rules_version = $2
 ORDER BY e.date, e.kind, e.finished_at, e.player_id`;

const RECORD_SQL = `
WITH entry AS (
  INSERT INTO leaderboard_entry (kind, date, player_id, game_id, score, finished_at)
  VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING
  RETURNING kind, date, player_id, game_id, score, finished_at
), counted AS (
  INSERT INTO leaderboard_score_count (kind, date, score, entries)
  SELECT kind, date, score, 1 FROM entry
  ON CONFLICT (kind, date, score) DO UPDATE SET entries = leaderboard_score_count.entries + 1
  RETURNING 1
)
INSERT INTO leaderboard_best (kind, player_id, best_score, best_game_id, best_at, games, total_score)
SELECT kind, player_id, score, game_id, finished_at, 1, score FROM entry
ON CONFLICT (kind, player_id) DO UPDATE SET
  games = leaderboard_best.games + 1,
  total_score = leaderboard_best.total_score + EXCLUDED.total_score,
  best_game_id = CASE WHEN EXCLUDED.best_score > leaderboard_best.best_score THEN EXCLUDED.best_game_id ELSE leaderboard_best.best_game_id END,
  best_at = CASE WHEN EXCLUDED.best_score > leaderboard_best.best_score THEN EXCLUDED.best_at ELSE leaderboard_best.best_at END,
  best_score = GREATEST(leaderboard_best.best_score, EXCLUDED.best_score)`;

const DAILY_TOTAL_SQL =
  'SELECT COALESCE(sum(entries), 0)::int AS n FROM leaderboard_score_count WHERE kind = $1 AND date = $2';

/**
 * A daily page in board order: from the start ('ASC') or the end ('DESC') of the board, or from
 * a key (exclusive) with `seek`. With and without a key are separate statements so that even a
 * cached generic plan seeks in the board index instead of filtering from the start of the day.
 */
function dailyPageSql(dir: 'ASC' | 'DESC', seek: string): string {
  return `
WITH page AS (
  SELECT e.player_id, e.score, e.finished_at, e.game_id, e.neg_score
    FROM leaderboard_entry e
   WHERE e.kind = $1 AND e.date = $2 ${seek}
   ORDER BY e.neg_score ${dir}, e.finished_at ${dir}, e.player_id ${dir}
   LIMIT $3)
SELECT 1 + COALESCE((SELECT sum(c.entries) FROM leaderboard_score_count c
                      WHERE c.kind = $1 AND c.date = $2 AND c.score > page.score), 0)::int AS rank,
       page.player_id AS "playerId", p.name AS "playerName", page.score, page.finished_at AS "finishedAt",
       page.game_id AS "gameId"
  FROM page JOIN player p ON p.id = page.player_id
 ORDER BY page.neg_score, page.finished_at, page.player_id`;
}
const KEY = '(-$4::int, $5::timestamptz, $6::uuid)';
const DAILY_FIRST_PAGE_SQL = dailyPageSql('ASC', '');
const DAILY_LAST_PAGE_SQL = dailyPageSql('DESC', '');
const DAILY_PAGE_AFTER_SQL = dailyPageSql('ASC', `AND (e.neg_score, e.finished_at, e.player_id) > ${KEY}`);
const DAILY_PAGE_BEFORE_SQL = dailyPageSql('DESC', `AND (e.neg_score, e.finished_at, e.player_id) < ${KEY}`);

const DAILY_ENTRY_SQL = `
SELECT 1 + COALESCE((SELECT sum(c.entries) FROM leaderboard_score_count c
                      WHERE c.kind = e.kind AND c.date = e.date AND c.score > e.score), 0)::int AS rank,
       e.player_id AS "playerId", p.name AS "playerName", e.score, e.finished_at AS "finishedAt", e.game_id AS "gameId"
  FROM leaderboard_entry e JOIN player p ON p.id = e.player_id
 WHERE e.kind = $1 AND e.date = $2 AND e.player_id = $3`;

/** The all-time board in order, from the start or after a key (exclusive); see dailyPageSql. */
function allTimePageSql(seek: string): string {
  return `
WITH page AS (
  SELECT b.* FROM leaderboard_best b
   WHERE b.kind = $1 ${seek}
   ORDER BY b.neg_best_score, b.best_at, b.player_id
   LIMIT $2)
SELECT 1 + (SELECT count(*) FROM leaderboard_best o WHERE o.kind = $1 AND o.neg_best_score < page.neg_best_score)::int AS rank,
       page.player_id AS "playerId", p.name AS "playerName", page.best_score AS "bestScore",
       page.best_game_id AS "bestGameId", page.best_at AS "bestAt", page.games,
       round(page.total_score::numeric / page.games, 2)::float8 AS "averageScore"
  FROM page JOIN player p ON p.id = page.player_id
 ORDER BY page.neg_best_score, page.best_at, page.player_id`;
}
const ALL_TIME_FIRST_PAGE_SQL = allTimePageSql('');
const ALL_TIME_PAGE_AFTER_SQL = allTimePageSql(
  'AND (b.neg_best_score, b.best_at, b.player_id) > (-$3::int, $4::timestamptz, $5::uuid)',
);

const ALL_TIME_TOTAL_SQL = 'SELECT count(*)::int AS n FROM leaderboard_best WHERE kind = $1';

const HISTORY_SQL = `
SELECT e.kind, to_char(e.date, 'YYYY-MM-DD') AS date,
       1 + COALESCE((SELECT sum(c.entries) FROM leaderboard_score_count c
                      WHERE c.kind = e.kind AND c.date = e.date AND c.score > e.score), 0)::int AS rank,
       e.player_id AS "playerId", p.name AS "playerName", e.score, e.finished_at AS "finishedAt", e.game_id AS "gameId"
  FROM leaderboard_entry e JOIN player p ON p.id = e.player_id
 WHERE e.player_id = $1 AND e.kind = $2 AND ($4::date IS NULL OR e.date < $4::date)
 ORDER BY e.date DESC
 LIMIT $3`;
