import { Injectable } from '@nestjs/common';
import { Database } from '../database/database';
import type { Transaction } from '../database/transaction';
import { BoardReads, type BoardKey, type BoardLayout } from './board.repository';
import { periodsOfDay } from './periods';

export type { BoardKey } from './board.repository';

export interface BoardRow {
  /** Null for a VOIDED entry: it no longer ranks. */
  rank: number | null;
  playerId: string;
  playerName: string;
  score: number;
  tieBreak: number;
  finishedAt: Date;
  gameId: string;
  status: EntryStatus;
  voidReason: string | null;
  voidedAt: Date | null;
}

/** VERIFIED: written by a ranked finish; VOIDED: its replay did not reproduce it (ranked:verify --void). */
export type EntryStatus = 'VERIFIED' | 'VOIDED';

export interface PeriodRow {
  rank: number;
  playerId: string;
  playerName: string;
  score: number;
  tieBreak: number;
  days: number;
  reachedAt: Date;
}

export interface BestRow {
  rank: number;
  playerId: string;
  playerName: string;
  bestScore: number;
  bestTieBreak: number;
  bestGameId: string;
  bestAt: Date;
  games: number;
  averageScore: number;
  /** Always VERIFIED: the all-time board aggregates verified entries only. */
  status: EntryStatus;
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
  status: EntryStatus;
  voidReason: string | null;
  /** The rules version the game was played under. */
  rulesVersion: string;
  /** What the game holds about its seed (ranked:verify re-checks it: src/verify/stored-seed.ts). */
  seedSource: string;
  serverSeed: string | null;
  /** GameCreated's and GameStarted's payloads (null when the stream has none). */
  created: { seedCommitment: string; seedScheme?: 'mix-v1' } | null;
  started: { seats: { seat: number; playerId: string; entropy?: string | null }[] } | null;
  /** The seat rows: each seat's entropy (a mixed game's; null otherwise). */
  seats: { seat: number; entropy: string | null }[];
}

/** Which board: a day's, a period's ('2026-W48' or '2026-11') or the all-time one, of a kind. */
export type BoardRef =
  | { board: 'daily'; kind: string; date: string }
  | { board: 'period'; kind: string; period: string }
  | { board: 'all-time'; kind: string };

export type RowOf<B extends BoardRef> = B extends { board: 'daily' }
  ? BoardRow
  : B extends { board: 'period' }
    ? PeriodRow
    : BestRow;

/** The entry a ranked daily game writes. */
export interface RankedResult {
  kind: string;
  date: string;
  playerId: string;
  gameId: string;
  score: number;
  /** The rulebook's tie-break (Orléans: development step); 0 or omitted for games without one. */
  tieBreak?: number;
  finishedAt: Date;
}

/**
 * The leaderboards in SQL. Every board is ordered by (neg_score, neg_tie_break, time, player_id)
 * and indexed so, so a page after a cursor is one row comparison that seeks in the board index;
 * each board has a table of entries per (score, tie_break), so a rank is 1 + the entries above,
 * summed over those few rows, and rank N is found by a running sum over them (jump to rank).
 */
@Injectable()
export class LeaderboardRepository {
  private readonly boards: Record<BoardRef['board'], BoardReads<unknown>>;

  constructor(private readonly db: Database) {
    this.boards = {
      daily: new BoardReads(db, 'leaderboard_daily', BOARDS.daily),
      period: new BoardReads(db, 'leaderboard_period', BOARDS.period),
      'all-time': new BoardReads(db, 'leaderboard_all_time', BOARDS['all-time']),
    };
  }

  /**
   * Writes a ranked daily result (first finish only) with its count, then the all-time best and
   * the week's and month's totals with theirs: all in the caller's transaction.
   */
  async record(tx: Transaction, e: RankedResult): Promise<void> {
    const tieBreak = e.tieBreak ?? 0;
    const written = await tx.query<{ n: number }>(
      this.db.statement('crier_leaderboard_record', RECORD_SQL, [
        e.kind,
        e.date,
        e.playerId,
        e.gameId,
        e.score,
        e.finishedAt,
        tieBreak,
      ]),
    );
    if ((written[0]?.n ?? 0) === 0) return;
    await this.countedUpsert(tx, 'best', [e.kind, e.playerId, e.score, tieBreak, e.gameId, e.finishedAt], [e.kind]);
    // The puzzle-day's ISO week and calendar month.
    for (const { label: period } of periodsOfDay(e.date)) {
      await this.countedUpsert(
        tx,
        'period',
        [e.kind, period, e.playerId, e.score, tieBreak, e.finishedAt],
        [e.kind, period],
      );
    }
  }

  /**
   * Updates (or inserts) a row of a board whose key may move, and moves its count from the old
   * (score, tie_break) to the new one. The update locks the row first, so concurrent writers of
   * one player's row queue; an insert that loses a race to another insert retries as an update.
   */
  private async countedUpsert(tx: Transaction, board: 'best' | 'period', values: unknown[], part: unknown[]) {
    const sql = UPSERT_SQL[board];
    for (let attempt = 0; attempt < 3; attempt++) {
      let rows = await tx.query<{
        oldScore: number | null;
        oldTieBreak: number | null;
        score: number;
        tieBreak: number;
      }>(this.db.statement(`crier_leaderboard_${board}_update`, sql.update, values));
      if (rows.length === 0) {
        rows = await tx.query(this.db.statement(`crier_leaderboard_${board}_insert`, sql.insert, values));
        if (rows.length === 0) continue; // inserted meanwhile by another transaction: update it
      }
      const r = rows[0]!;
      if (r.oldScore === r.score && r.oldTieBreak === r.tieBreak) return;
      await tx.query(
        this.db.statement(`crier_leaderboard_${board}_count_inc`, sql.inc, [...part, r.score, r.tieBreak]),
      );
      if (r.oldScore !== null) {
        await tx.query(
          this.db.statement(`crier_leaderboard_${board}_count_dec`, sql.dec, [...part, r.oldScore, r.oldTieBreak]),
        );
      }
      return;
    }
    throw new Error(`leaderboard ${board} upsert did not settle`);
  }

  async dailyTotal(kind: string, date: string): Promise<number> {
    return this.total({ board: 'daily', kind, date });
  }

  /** Entries on a whole board, summed from its counts. */
  total(ref: BoardRef): Promise<number> {
    return this.boards[ref.board].total(partOf(ref));
  }

  /** The entry at `key` with up to `n` entries on each side, ranked (BoardReads.around). */
  around<B extends BoardRef>(ref: B, n: number, key: BoardKey): Promise<RowOf<B>[]> {
    return this.boardOf(ref).around(partOf(ref), n, key);
  }

  /** A page after `after` with the whole board's total (BoardReads.pageWithTotal). */
  pageWithTotal<B extends BoardRef>(
    ref: B,
    limit: number,
    after: BoardKey | null,
    opts: { inclusive?: boolean } = {},
  ): Promise<{ rows: RowOf<B>[]; total: number }> {
    return this.boardOf(ref).pageWithTotal(partOf(ref), limit, after, opts);
  }

  /** The key of the entry at `position` (BoardReads.keyAt). */
  keyAt(ref: BoardRef, position: number): Promise<BoardKey | null> {
    return this.boards[ref.board].keyAt(partOf(ref), position);
  }

  /** These players' entries, ranked on the whole board, with its total (BoardReads.entriesOf). */
  entriesOf<B extends BoardRef>(ref: B, playerIds: string[]): Promise<{ rows: RowOf<B>[]; total: number }> {
    return this.boardOf(ref).entriesOf(partOf(ref), playerIds);
  }

  private boardOf<B extends BoardRef>(ref: B): BoardReads<RowOf<B>> {
    return this.boards[ref.board] as unknown as BoardReads<RowOf<B>>;
  }

  /**
   * Every ranked entry of a game played under `rulesVersion`, with its game's inputs and moves (one
   * statement), by day, kind and finish. Read by `npm run rules:rescore`, rarely: not prepared.
   */
  async entriesPlayedUnder(game: string, rulesVersion: string): Promise<RankedEntryGame[]> {
    const { rows } = await this.db.pool.query<RankedEntryGame>(ENTRIES_PLAYED_UNDER_SQL, [game, rulesVersion]);
    return rows;
  }

  /**
   * A page of the ranked entries of games played under `rulesVersion`, in primary-key order
   * (kind, date, player) after `after` (exclusive): what `npm run ranked:verify` streams through,
   * one page in memory at a time. Not prepared (a maintenance read).
   */
  async entriesPlayedUnderPage(
    game: string,
    rulesVersion: string,
    limit: number,
    after: { kind: string; date: string; playerId: string } | null,
  ): Promise<RankedEntryGame[]> {
    const { rows } = await this.db.pool.query<RankedEntryGame>(ENTRIES_PLAYED_UNDER_PAGE_SQL, [
      game,
      rulesVersion,
      limit,
      after?.kind ?? null,
      after?.date ?? null,
      after?.playerId ?? null,
    ]);
    return rows;
  }

  /**
   * Voids a VERIFIED entry with its reason, in one transaction: the entry stays (status VOIDED,
   * reason, time) but leaves every aggregate it was part of: its day's (score, tie_break) count
   * (so ranks and totals no longer count it); the player's all-time row, recomputed from their
   * remaining verified entries (removed when none remain) with leaderboard_best_count moved from
   * the old best's group to the new one's; and the week's and month's rows, which lose its score,
   * tie-break and day (removed at 0 days) with their counts moved likewise. False, changing
   * nothing, when the entry is already voided or not there.
   */
  async voidEntry(e: { kind: string; date: string; playerId: string }, reason: string, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const changed = await lockBestAndChange(tx, e, VOID_ENTRY_SQL, [reason, at]);
      if (!changed) return false;
      const { entry: v, best } = changed;
      await tx.query(UNCOUNT_SQL, [e.kind, e.date, v.score, v.tieBreak]);
      await tx.query(DROP_EMPTY_COUNT_SQL, [e.kind, e.date, v.score, v.tieBreak]);

      // The all-time row: recomputed; its count moves from the old best's group to the new one's.
      const rebest = await tx.query<ScoreKey>(REBEST_SQL, [e.kind, e.playerId]);
      await moveCount(tx, BEST_COUNT, [e.kind], best, rebest[0]);

      // The week's and month's rows lose the entry.
      for (const { label: period, ...span } of periodsOfDay(e.date)) {
        const rows = await tx.query<{
          oldScore: number;
          oldTieBreak: number;
          score: number;
          tieBreak: number;
          days: number;
        }>(UNPERIOD_SQL, [e.kind, period, e.playerId, v.score, v.tieBreak, span.from, span.to]);
        const r = rows[0];
        if (!r) continue;
        if (r.days <= 0) await tx.query(DROP_PERIOD_SQL, [e.kind, period, e.playerId]);
        const now = r.days > 0 ? { score: r.score, tieBreak: r.tieBreak } : undefined;
        await moveCount(tx, PERIOD_COUNT, [e.kind, period], { score: r.oldScore, tieBreak: r.oldTieBreak }, now);
      }
      return true;
    });
  }

  /** The board entries of one game, whatever their status, with what it takes to re-verify it. */
  async entriesOfGame(gameId: string): Promise<RankedEntryGame[]> {
    const { rows } = await this.db.pool.query<RankedEntryGame>(ENTRIES_OF_GAME_SQL, [gameId]);
    return rows;
  }

  /**
   * Restores a VOIDED entry (voided by mistake) to VERIFIED, in one transaction, undoing what
   * voidEntry did: the entry loses its reason and time and is counted again in its day's
   * (score, tie_break) count; the player's all-time row and the week's and month's rows are
   * recomputed from their verified entries (created again when the void had removed them), each
   * count moved from the old key to the new one. Only while the entry still has `score` (what the
   * caller re-verified); false, changing nothing, when it is not VOIDED with that score.
   */
  async restoreEntry(e: { kind: string; date: string; playerId: string }, score: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const changed = await lockBestAndChange(tx, e, RESTORE_ENTRY_SQL, [score]);
      if (!changed) return false;
      const { entry: r, best } = changed;
      await tx.query(RECOUNT_SQL, [e.kind, e.date, r.score, r.tieBreak]);

      // The restored entry is verified: the player has an all-time row (and period rows) again.
      const rebest = await tx.query<ScoreKey>(UPSERT_BEST_FROM_ENTRIES_SQL, [e.kind, e.playerId]);
      await moveCount(tx, BEST_COUNT, [e.kind], best, rebest[0]);

      for (const { label: period, ...span } of periodsOfDay(e.date)) {
        // Read (and locked) in its own statement: the upsert's own RETURNING sees only the new row.
        const o = await tx.query<ScoreKey>(LOCK_PERIOD_SQL, [e.kind, period, e.playerId]);
        const n = await tx.query<ScoreKey>(UPSERT_PERIOD_FROM_ENTRIES_SQL, [
          e.kind,
          period,
          e.playerId,
          span.from,
          span.to,
        ]);
        await moveCount(tx, PERIOD_COUNT, [e.kind, period], o[0], n[0]);
      }
      return true;
    });
  }

  /** The VOIDED entries of a daily board, in board order after `after` (exclusive); rank null. */
  async dailyVoidedPage(kind: string, date: string, limit: number, after: BoardKey | null): Promise<BoardRow[]> {
    const { rows } = await this.db.pool.query<BoardRow>(
      this.db.statement('crier_leaderboard_daily_voided_page', DAILY_VOIDED_PAGE_SQL, [
        kind,
        date,
        limit,
        after?.score ?? null,
        after?.tieBreak ?? null,
        after?.at ?? null,
        after?.playerId ?? null,
      ]),
    );
    return rows;
  }

  async dailyVoidedTotal(kind: string, date: string): Promise<number> {
    const { rows } = await this.db.pool.query<{ n: number }>(
      this.db.statement('crier_leaderboard_daily_voided_total', DAILY_VOIDED_TOTAL_SQL, [kind, date]),
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
      this.db.statement('crier_leaderboard_history', HISTORY_SQL, [playerId, kind, limit, beforeDate]),
    );
    return rows;
  }
}

// The statements, each prepared once per connection on a real server (Database.statement); the board
// reads are the hot ones: `npm run bench:leaderboard` (docs/benchmarks.md) measures them on 1M entries.

/** Ranked entries with their game's inputs, moves and seed record; the callers add the WHERE. */
const RANKED_ENTRY_GAME_SELECT = `
SELECT e.game_id AS "gameId", e.player_id AS "playerId", p.name AS "playerName", e.kind,
       to_char(e.date, 'YYYY-MM-DD') AS date, e.score, e.finished_at AS "finishedAt", s.seat, e.status,
       e.void_reason AS "voidReason", g.rules_version AS "rulesVersion",
       g.options, g.seed, g.player_count AS "playerCount", g.seed_source AS "seedSource", g.server_seed AS "serverSeed",
       COALESCE((SELECT json_agg(json_build_object('seat', ev.seat, 'move', ev.payload->'move') ORDER BY ev.seq)
                   FROM game_event ev WHERE ev.game_id = g.id AND ev.type = 'MoveMade'), '[]') AS moves,
       (SELECT ev.payload FROM game_event ev WHERE ev.game_id = g.id AND ev.seq = 0 AND ev.type = 'GameCreated') AS created,
       (SELECT ev.payload FROM game_event ev WHERE ev.game_id = g.id AND ev.type = 'GameStarted'
         ORDER BY ev.seq LIMIT 1) AS started,
       (SELECT json_agg(json_build_object('seat', gs.seat, 'entropy', gs.entropy) ORDER BY gs.seat)
          FROM game_seat gs WHERE gs.game_id = g.id) AS seats
  FROM leaderboard_entry e
  JOIN game g ON g.id = e.game_id
  JOIN game_seat s ON s.game_id = e.game_id AND s.player_id = e.player_id
  JOIN player p ON p.id = e.player_id`;

/** Every ranked entry of a game played under a rules version ($1 game, $2 version), with its moves. */
const ENTRIES_PLAYED_UNDER_FROM = `${RANKED_ENTRY_GAME_SELECT}
 WHERE g.game = $1 AND g.rules_version = $2`;

/** The board entries of one game ($1), whatever their status (ranked:verify --restore). */
const ENTRIES_OF_GAME_SQL = `${RANKED_ENTRY_GAME_SELECT}
 WHERE e.game_id = $1
 ORDER BY e.kind, e.date, e.player_id`;

const ENTRIES_PLAYED_UNDER_SQL = `${ENTRIES_PLAYED_UNDER_FROM}
 ORDER BY e.date, e.kind, e.finished_at, e.player_id`;

/** ENTRIES_PLAYED_UNDER_SQL a page at a time, seeking in the primary key (kind, date, player_id). */
const ENTRIES_PLAYED_UNDER_PAGE_SQL = `${ENTRIES_PLAYED_UNDER_FROM}
   AND ($4::text IS NULL OR (e.kind, e.date, e.player_id) > ($4::text, $5::date, $6::uuid))
 ORDER BY e.kind, e.date, e.player_id
 LIMIT $3`;

/** An entry's status columns, as BoardRow names them. */
const STATUS_COLUMNS = 'e.status, e.void_reason AS "voidReason", e.voided_at AS "voidedAt"';

// voidEntry's statements.
const LOCK_BEST_SQL = `SELECT best_score AS score, best_tie_break AS "tieBreak" FROM leaderboard_best
 WHERE kind = $1 AND player_id = $2 FOR UPDATE`;
const VOID_ENTRY_SQL = `
UPDATE leaderboard_entry SET status = 'VOIDED', void_reason = $4, voided_at = $5
 WHERE kind = $1 AND date = $2::date AND player_id = $3 AND status = 'VERIFIED'
RETURNING score, tie_break AS "tieBreak"`;
const UNCOUNT_SQL = `UPDATE leaderboard_score_count SET entries = entries - 1
 WHERE kind = $1 AND date = $2::date AND score = $3 AND tie_break = $4`;
const DROP_EMPTY_COUNT_SQL = `DELETE FROM leaderboard_score_count
 WHERE kind = $1 AND date = $2::date AND score = $3 AND tie_break = $4 AND entries <= 0`;

/**
 * What a player's all-time row holds, from their verified entries of a kind ($1 kind, $2 player):
 * `agg` their games and total, `top` their best (highest (score, tie-break), the earliest finish
 * among equals, as the record upsert keeps it; no row when none is verified).
 */
const BEST_FROM_ENTRIES_CTES = `agg AS (
  SELECT count(*)::int AS games, COALESCE(sum(score), 0) AS total
    FROM leaderboard_entry WHERE kind = $1 AND player_id = $2 AND status = 'VERIFIED'
), top AS (
  SELECT game_id, score, tie_break, finished_at FROM leaderboard_entry
   WHERE kind = $1 AND player_id = $2 AND status = 'VERIFIED'
   ORDER BY score DESC, tie_break DESC, finished_at, date LIMIT 1
)`;

/**
 * A player's all-time row from their verified entries of a kind: best (highest (score, tie-break),
 * earliest finish among equals, as the record upsert keeps it), games and total; deleted when none
 * remains. Returns the new best's (score, tie-break), no row when deleted.
 */
const REBEST_SQL = `
WITH ${BEST_FROM_ENTRIES_CTES}, deleted AS (
  DELETE FROM leaderboard_best b
   WHERE b.kind = $1 AND b.player_id = $2 AND (SELECT games FROM agg) = 0
)
UPDATE leaderboard_best b
   SET games = agg.games, total_score = agg.total, best_score = top.score, best_tie_break = top.tie_break,
       best_game_id = top.game_id, best_at = top.finished_at
  FROM agg, top
 WHERE b.kind = $1 AND b.player_id = $2 AND agg.games > 0
RETURNING b.best_score AS score, b.best_tie_break AS "tieBreak"`;
const BEST_COUNT_DEC_SQL =
  'UPDATE leaderboard_best_count SET entries = entries - 1 WHERE kind = $1 AND score = $2 AND tie_break = $3';
const BEST_COUNT_DROP_EMPTY_SQL =
  'DELETE FROM leaderboard_best_count WHERE kind = $1 AND score = $2 AND tie_break = $3 AND entries <= 0';
const BEST_COUNT_INC_SQL = `
INSERT INTO leaderboard_best_count (kind, score, tie_break, entries) VALUES ($1, $2, $3, 1)
ON CONFLICT (kind, score, tie_break) DO UPDATE SET entries = leaderboard_best_count.entries + 1`;

/**
 * A period row without a voided entry ($4 score, $5 tie-break): one day fewer, and reached_at the
 * latest finish among the player's verified entries of the period's days ($6..$7); the old and new
 * (score, tie-break) and the days left. No row when the player had none in that period.
 */
const UNPERIOD_SQL = `
UPDATE leaderboard_period_entry e SET
  score = e.score - $4::int, tie_break = e.tie_break - $5::int, days = e.days - 1,
  reached_at = COALESCE((SELECT max(x.finished_at) FROM leaderboard_entry x
                          WHERE x.kind = $1 AND x.player_id = $3 AND x.status = 'VERIFIED'
                            AND x.date BETWEEN $6::date AND $7::date), e.reached_at)
  FROM (SELECT score, tie_break FROM leaderboard_period_entry
         WHERE kind = $1 AND period = $2 AND player_id = $3 FOR UPDATE) o
 WHERE e.kind = $1 AND e.period = $2 AND e.player_id = $3
RETURNING o.score AS "oldScore", o.tie_break AS "oldTieBreak", e.score, e.tie_break AS "tieBreak", e.days`;
const DROP_PERIOD_SQL = 'DELETE FROM leaderboard_period_entry WHERE kind = $1 AND period = $2 AND player_id = $3';
const PERIOD_COUNT_DEC_SQL = `UPDATE leaderboard_period_count SET entries = entries - 1
 WHERE kind = $1 AND period = $2 AND score = $3 AND tie_break = $4`;
const PERIOD_COUNT_DROP_EMPTY_SQL = `DELETE FROM leaderboard_period_count
 WHERE kind = $1 AND period = $2 AND score = $3 AND tie_break = $4 AND entries <= 0`;
const PERIOD_COUNT_INC_SQL = `
INSERT INTO leaderboard_period_count (kind, period, score, tie_break, entries) VALUES ($1, $2, $3, $4, 1)
ON CONFLICT (kind, period, score, tie_break) DO UPDATE SET entries = leaderboard_period_count.entries + 1`;

/** A board row's key: what its per-(score, tie-break) count table counts it under. */
interface ScoreKey {
  score: number;
  tieBreak: number;
}

/** The statements of one count table, bound to its partition ($1..) then (score, tie_break). */
interface CountStatements {
  dec: string;
  dropEmpty: string;
  inc: string;
}

const BEST_COUNT: CountStatements = {
  dec: BEST_COUNT_DEC_SQL,
  dropEmpty: BEST_COUNT_DROP_EMPTY_SQL,
  inc: BEST_COUNT_INC_SQL,
};
const PERIOD_COUNT: CountStatements = {
  dec: PERIOD_COUNT_DEC_SQL,
  dropEmpty: PERIOD_COUNT_DROP_EMPTY_SQL,
  inc: PERIOD_COUNT_INC_SQL,
};

/**
 * The first steps of voidEntry and restoreEntry: the player's all-time row is locked first, in its
 * own statement, so that a ranked finish of this player committed meanwhile is seen by the
 * recomputations that follow (a new snapshot) instead of being overwritten; then `sql` changes the
 * entry ($1 kind, $2 date, $3 player, then `args`) and returns its key. Null, nothing changed, when
 * the entry is not in the state `sql` expects; else the entry's key and the all-time row's before.
 */
async function lockBestAndChange(
  tx: Transaction,
  e: { kind: string; date: string; playerId: string },
  sql: string,
  args: unknown[],
): Promise<{ entry: ScoreKey; best: ScoreKey | undefined } | null> {
  const best = await tx.query<ScoreKey>(LOCK_BEST_SQL, [e.kind, e.playerId]);
  const changed = await tx.query<ScoreKey>(sql, [e.kind, e.date, e.playerId, ...args]);
  const entry = changed[0];
  return entry ? { entry, best: best[0] } : null;
}

/**
 * A row's key went from `old` to `now` (undefined: no row before, or none left): its count follows,
 * leaving the old group (dropped when empty) for the new one. Nothing when the key did not change.
 */
async function moveCount(
  tx: Transaction,
  counts: CountStatements,
  part: unknown[],
  old: ScoreKey | undefined,
  now: ScoreKey | undefined,
): Promise<void> {
  if (old && now && old.score === now.score && old.tieBreak === now.tieBreak) return;
  if (old) {
    await tx.query(counts.dec, [...part, old.score, old.tieBreak]);
    await tx.query(counts.dropEmpty, [...part, old.score, old.tieBreak]);
  }
  if (now) await tx.query(counts.inc, [...part, now.score, now.tieBreak]);
}

// restoreEntry's statements (with LOCK_BEST_SQL and the count statements above).
const RESTORE_ENTRY_SQL = `
UPDATE leaderboard_entry SET status = 'VERIFIED', void_reason = NULL, voided_at = NULL
 WHERE kind = $1 AND date = $2::date AND player_id = $3 AND status = 'VOIDED' AND score = $4
RETURNING score, tie_break AS "tieBreak"`;
const RECOUNT_SQL = `
INSERT INTO leaderboard_score_count (kind, date, score, tie_break, entries) VALUES ($1, $2::date, $3, $4, 1)
ON CONFLICT (kind, date, score, tie_break) DO UPDATE SET entries = leaderboard_score_count.entries + 1`;

/**
 * A player's all-time row recomputed from their verified entries of a kind (as REBEST_SQL, the best
 * the earliest of equal ones), inserted when the player had none left; returns the new best's key.
 */
const UPSERT_BEST_FROM_ENTRIES_SQL = `
WITH ${BEST_FROM_ENTRIES_CTES}
INSERT INTO leaderboard_best AS b (kind, player_id, best_score, best_tie_break, best_game_id, best_at, games, total_score)
SELECT $1, $2, top.score, top.tie_break, top.game_id, top.finished_at, agg.games, agg.total FROM agg, top
ON CONFLICT (kind, player_id) DO UPDATE SET
  best_score = EXCLUDED.best_score, best_tie_break = EXCLUDED.best_tie_break, best_game_id = EXCLUDED.best_game_id,
  best_at = EXCLUDED.best_at, games = EXCLUDED.games, total_score = EXCLUDED.total_score
RETURNING b.best_score AS score, b.best_tie_break AS "tieBreak"`;

/** A period row, locked: its key before restoreEntry recomputes it (none: the void had removed it). */
const LOCK_PERIOD_SQL = `SELECT score, tie_break AS "tieBreak" FROM leaderboard_period_entry
 WHERE kind = $1 AND period = $2 AND player_id = $3 FOR UPDATE`;

/**
 * A period row recomputed from the player's verified entries of the period's days ($4..$5): sums,
 * days and reached_at the latest finish (as the record and void paths keep it), inserted when the
 * void had removed it; returns the new key.
 */
const UPSERT_PERIOD_FROM_ENTRIES_SQL = `
INSERT INTO leaderboard_period_entry AS e (kind, period, player_id, score, tie_break, days, reached_at)
SELECT $1, $2, $3, sum(score)::int, sum(tie_break)::int, count(*)::int, max(finished_at)
  FROM leaderboard_entry
 WHERE kind = $1 AND player_id = $3 AND status = 'VERIFIED' AND date BETWEEN $4::date AND $5::date
ON CONFLICT (kind, period, player_id) DO UPDATE SET
  score = EXCLUDED.score, tie_break = EXCLUDED.tie_break, days = EXCLUDED.days, reached_at = EXCLUDED.reached_at
RETURNING e.score, e.tie_break AS "tieBreak"`;

/** A day's voided entries in board order ($4.. a key, exclusive); never ranked. */
const DAILY_VOIDED_PAGE_SQL = `
SELECT NULL::int AS rank, e.player_id AS "playerId", p.name AS "playerName", e.score, e.tie_break AS "tieBreak",
       e.finished_at AS "finishedAt", e.game_id AS "gameId", ${STATUS_COLUMNS}
  FROM leaderboard_entry e JOIN player p ON p.id = e.player_id
 WHERE e.kind = $1 AND e.date = $2 AND e.status = 'VOIDED'
   AND ($4::int IS NULL OR (e.neg_score, e.neg_tie_break, e.finished_at, e.player_id)
                           > (-$4::int, -$5::int, $6::timestamptz, $7::uuid))
 ORDER BY e.neg_score, e.neg_tie_break, e.finished_at, e.player_id
 LIMIT $3`;
const DAILY_VOIDED_TOTAL_SQL =
  "SELECT count(*)::int AS n FROM leaderboard_entry WHERE kind = $1 AND date = $2 AND status = 'VOIDED'";

const RECORD_SQL = `
WITH entry AS (
  INSERT INTO leaderboard_entry (kind, date, player_id, game_id, score, finished_at, tie_break)
  VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING
  RETURNING kind, date, score, tie_break
), counted AS (
  INSERT INTO leaderboard_score_count (kind, date, score, tie_break, entries)
  SELECT kind, date, score, tie_break, 1 FROM entry
  ON CONFLICT (kind, date, score, tie_break) DO UPDATE SET entries = leaderboard_score_count.entries + 1
  RETURNING 1
)
SELECT count(*)::int AS n FROM entry`;

/** The statements of countedUpsert, per board: $1.. as in `record`. */
const UPSERT_SQL = {
  // $1 kind, $2 player, $3 score, $4 tie-break, $5 game, $6 finished at. The best is the highest
  // (score, tie-break), the earlier one among equals (it was there first).
  best: {
    update: `
UPDATE leaderboard_best b SET
  games = b.games + 1,
  total_score = b.total_score + $3::int,
  best_game_id = CASE WHEN ($3::int, $4::int) > (b.best_score, b.best_tie_break) THEN $5::uuid ELSE b.best_game_id END,
  best_at = CASE WHEN ($3::int, $4::int) > (b.best_score, b.best_tie_break) THEN $6::timestamptz ELSE b.best_at END,
  best_tie_break = CASE WHEN ($3::int, $4::int) > (b.best_score, b.best_tie_break) THEN $4::int ELSE b.best_tie_break END,
  best_score = CASE WHEN ($3::int, $4::int) > (b.best_score, b.best_tie_break) THEN $3::int ELSE b.best_score END
  FROM (SELECT best_score, best_tie_break FROM leaderboard_best WHERE kind = $1 AND player_id = $2 FOR UPDATE) o
 WHERE b.kind = $1 AND b.player_id = $2
RETURNING o.best_score AS "oldScore", o.best_tie_break AS "oldTieBreak", b.best_score AS score, b.best_tie_break AS "tieBreak"`,
    insert: `
INSERT INTO leaderboard_best (kind, player_id, best_score, best_tie_break, best_game_id, best_at, games, total_score)
VALUES ($1, $2, $3::int, $4::int, $5, $6, 1, $3::int) ON CONFLICT DO NOTHING
RETURNING NULL::int AS "oldScore", NULL::int AS "oldTieBreak", best_score AS score, best_tie_break AS "tieBreak"`,
    inc: `
INSERT INTO leaderboard_best_count (kind, score, tie_break, entries) VALUES ($1, $2, $3, 1)
ON CONFLICT (kind, score, tie_break) DO UPDATE SET entries = leaderboard_best_count.entries + 1`,
    dec: 'UPDATE leaderboard_best_count SET entries = entries - 1 WHERE kind = $1 AND score = $2 AND tie_break = $3',
  },
  // $1 kind, $2 period, $3 player, $4 score, $5 tie-break, $6 finished at.
  period: {
    update: `
UPDATE leaderboard_period_entry e SET
  score = e.score + $4::int, tie_break = e.tie_break + $5::int, days = e.days + 1,
  reached_at = GREATEST(e.reached_at, $6::timestamptz)
  FROM (SELECT score, tie_break FROM leaderboard_period_entry
         WHERE kind = $1 AND period = $2 AND player_id = $3 FOR UPDATE) o
 WHERE e.kind = $1 AND e.period = $2 AND e.player_id = $3
RETURNING o.score AS "oldScore", o.tie_break AS "oldTieBreak", e.score, e.tie_break AS "tieBreak"`,
    insert: `
INSERT INTO leaderboard_period_entry (kind, period, player_id, score, tie_break, days, reached_at)
VALUES ($1, $2, $3, $4, $5, 1, $6) ON CONFLICT DO NOTHING
RETURNING NULL::int AS "oldScore", NULL::int AS "oldTieBreak", score, tie_break AS "tieBreak"`,
    inc: `
INSERT INTO leaderboard_period_count (kind, period, score, tie_break, entries) VALUES ($1, $2, $3, $4, 1)
ON CONFLICT (kind, period, score, tie_break) DO UPDATE SET entries = leaderboard_period_count.entries + 1`,
    dec: `UPDATE leaderboard_period_count SET entries = entries - 1
 WHERE kind = $1 AND period = $2 AND score = $3 AND tie_break = $4`,
  },
} as const;

function partOf(ref: BoardRef): unknown[] {
  switch (ref.board) {
    case 'daily':
      return [ref.kind, ref.date];
    case 'period':
      return [ref.kind, ref.period];
    case 'all-time':
      return [ref.kind];
  }
}

const BOARDS: Record<BoardRef['board'], BoardLayout> = {
  daily: {
    name: 'daily',
    table: 'leaderboard_entry',
    counts: 'leaderboard_score_count',
    part: ['kind', 'date'],
    score: 'score',
    tieBreak: 'tie_break',
    negScore: 'neg_score',
    negTieBreak: 'neg_tie_break',
    at: 'finished_at',
    select: `e.player_id AS "playerId", p.name AS "playerName", e.score, e.tie_break AS "tieBreak",
       e.finished_at AS "finishedAt", e.game_id AS "gameId", ${STATUS_COLUMNS}`,
    // A voided entry no longer ranks (it is listed with status=VOIDED); its count left with it.
    ranked: "e.status = 'VERIFIED'",
  },
  period: {
    name: 'period',
    table: 'leaderboard_period_entry',
    counts: 'leaderboard_period_count',
    part: ['kind', 'period'],
    score: 'score',
    tieBreak: 'tie_break',
    negScore: 'neg_score',
    negTieBreak: 'neg_tie_break',
    at: 'reached_at',
    select: `e.player_id AS "playerId", p.name AS "playerName", e.score, e.tie_break AS "tieBreak",
       e.days, e.reached_at AS "reachedAt"`,
  },
  'all-time': {
    name: 'all_time',
    table: 'leaderboard_best',
    counts: 'leaderboard_best_count',
    part: ['kind'],
    score: 'best_score',
    tieBreak: 'best_tie_break',
    negScore: 'neg_best_score',
    negTieBreak: 'neg_best_tie_break',
    at: 'best_at',
    select: `e.player_id AS "playerId", p.name AS "playerName", e.best_score AS "bestScore",
       e.best_tie_break AS "bestTieBreak", e.best_game_id AS "bestGameId", e.best_at AS "bestAt", e.games,
       round(e.total_score::numeric / e.games, 2)::float8 AS "averageScore", 'VERIFIED' AS status`,
  },
};

const HISTORY_SQL = `
SELECT e.kind, to_char(e.date, 'YYYY-MM-DD') AS date,
       CASE WHEN e.status = 'VERIFIED' THEN
       1 + COALESCE((SELECT sum(c.entries) FROM leaderboard_score_count c
                      WHERE c.kind = e.kind AND c.date = e.date
                        AND (c.score, c.tie_break) > (e.score, e.tie_break)), 0)::int END AS rank,
       e.player_id AS "playerId", p.name AS "playerName", e.score, e.tie_break AS "tieBreak", e.finished_at AS "finishedAt", e.game_id AS "gameId",
       ${STATUS_COLUMNS}
  FROM leaderboard_entry e JOIN player p ON p.id = e.player_id
 WHERE e.player_id = $1 AND e.kind = $2 AND ($4::date IS NULL OR e.date < $4::date)
 ORDER BY e.date DESC
 LIMIT $3`;
