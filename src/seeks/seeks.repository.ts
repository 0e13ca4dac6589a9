import { Injectable } from '@nestjs/common';
import { notifyLiveWatchersOfEach, SEEKS_CHANGED_CHANNEL } from '../database/append-listener';
import { Database } from '../database/database';
import type { Rollback, Transaction } from '../database/transaction';
import { outboxInsertSql } from '../webhooks/webhook-outbox-sql';
import type { PoolSeek } from './seek-matching';

export type SeekStatus = 'OPEN' | 'MATCHED' | 'CANCELLED' | 'EXPIRED';

/** What a seek asks for besides what matching reads: the game and how it is to be played. */
interface SeekTerms<Options> {
  game: string;
  options: Options;
  timeControl: { moveSeconds: number; bankSeconds: number } | null;
  rated: boolean;
  pool: string;
  expiresAt: Date;
}

/** A seek row as the API shows it. */
export interface SeekRecord extends PoolSeek, SeekTerms<unknown> {
  playerName: string;
  status: SeekStatus;
  gameId: string | null;
  closedAt: Date | null;
}

/** A seek to insert: the pool's fields and its terms. */
export type NewSeek = PoolSeek & SeekTerms<object>;

/** The `seek.matched` webhook's data (docs/api.md, "Webhooks"). */
export interface SeekMatchedData {
  seekId: string;
  gameId: string;
  game: string;
  seat: number;
  players: { seat: number; playerId: string }[];
}

/**
 * The seek pool (table seek). Matching runs in one transaction per pool at a time, on every
 * instance alike: `lockPool` takes a transaction-scoped advisory lock on the pool's key, so two
 * seeks arriving together on two instances are matched one after the other, the second seeing the
 * first; the seeks a table takes are locked (FOR UPDATE) and marked MATCHED in that transaction.
 *
 * Every write that opens or closes a seek announces it in its own transaction (a NOTIFY on
 * SEEKS_CHANGED_CHANNEL, heard by the live lobby of every instance only if it commits).
 */
@Injectable()
export class SeeksRepository {
  constructor(private readonly db: Database) {}

  /**
   * Runs `fn` in a transaction holding the pool's matching lock (waiting for it): every write of a
   * seek's arrival and its match commits together, after whatever matched the pool before.
   */
  inPool<T>(pool: string, fn: (tx: Transaction) => Promise<T | Rollback<T>>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.query(this.db.statement('crier_seek_lock_pool', LOCK_POOL_SQL, [pool]));
      return fn(tx);
    });
  }

  /** `inPool` if the pool's lock is free now; nothing otherwise (the sweeper skips a pool being matched). */
  async inPoolIfFree(pool: string, fn: (tx: Transaction) => Promise<void>): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await tx.query<{ ok: boolean }>(
        this.db.statement('crier_seek_try_lock_pool', TRY_LOCK_POOL_SQL, [pool]),
      );
      if (rows[0]?.ok === true) await fn(tx);
    });
  }

  /** `openOf` in a transaction of its own. */
  openOfNow(playerId: string, game: string, now: Date): Promise<string | null> {
    return this.db.transaction((tx) => this.openOf(tx, playerId, game, now));
  }

  /**
   * The player's open seek for the game, if any (an expired one is closed first, so it no longer
   * holds the player's one open seek).
   */
  async openOf(tx: Transaction, playerId: string, game: string, now: Date): Promise<string | null> {
    const rows = await tx.query<{ id: string; expired: boolean }>(
      this.db.statement('crier_seek_open_of', OPEN_OF_SQL, [playerId, game, now]),
    );
    await announce(
      tx,
      rows.filter((r) => r.expired).map((r) => ({ id: r.id, game, status: 'EXPIRED' })),
    );
    return rows.find((r) => !r.expired)?.id ?? null;
  }

  async insert(tx: Transaction, s: NewSeek): Promise<void> {
    await tx.query(
      this.db.statement('crier_seek_insert', INSERT_SQL, [
        s.id,
        s.playerId,
        s.game,
        JSON.stringify(s.options),
        s.timeControl ? JSON.stringify(s.timeControl) : null,
        s.rated,
        s.pool,
        s.minPlayers,
        s.maxPlayers,
        s.rating,
        s.ratingMin,
        s.ratingMax,
        s.widenPerMinute,
        s.createdAt,
        s.expiresAt,
      ]),
    );
    // Matched in this same transaction, it is never seen open: the lobby feed reads it, finds it
    // MATCHED and tells only its close.
    await announce(tx, [{ id: s.id, game: s.game, status: 'OPEN' }]);
  }

  /** The pool's open, unexpired seeks, oldest first, locked until the transaction ends. */
  async openInPool(tx: Transaction, pool: string, now: Date): Promise<SeekRecord[]> {
    return tx.query<SeekRecord>(this.db.statement('crier_seek_open_in_pool', OPEN_IN_POOL_SQL, [pool, now]));
  }

  /**
   * Marks the table's seeks MATCHED into `gameId` and writes their `seek.matched` webhooks, in the
   * caller's transaction. False when one of them was no longer OPEN (nothing is then to be kept).
   */
  async markMatched(tx: Transaction, gameId: string, at: Date, matched: SeekMatchedData[]): Promise<boolean> {
    const rows = await tx.query<{ n: number }>(
      this.db.statement('crier_seek_mark_matched', MARK_MATCHED_SQL, [
        matched.map((m) => m.seekId),
        gameId,
        at,
        JSON.stringify(matched.map((m) => ({ seek_id: m.seekId, payload: m }))),
      ]),
    );
    const ok = rows[0]?.n === matched.length;
    if (ok)
      await announce(
        tx,
        matched.map((m) => ({ id: m.seekId, game: m.game, status: 'MATCHED' })),
      );
    return ok;
  }

  /** CANCELLED, if it is this player's and still OPEN; the seek as it is now either way (null: none). */
  async cancel(id: string, playerId: string, now: Date): Promise<{ cancelled: boolean; seek: SeekRecord | null }> {
    const cancelled = await this.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string; game: string }>(
        this.db.statement('crier_seek_cancel', CANCEL_SQL, [id, playerId, now]),
      );
      await announce(
        tx,
        rows.map((r) => ({ id: r.id, game: r.game, status: 'CANCELLED' })),
      );
      return rows.length === 1;
    });
    return { cancelled, seek: await this.find(id) };
  }

  async find(id: string): Promise<SeekRecord | null> {
    const { rows } = await this.db.pool.query<SeekRecord>(
      this.db.statement('crier_seek_find', `${SEEK_SELECT} WHERE s.id = $1`, [id]),
    );
    return rows[0] ?? null;
  }

  /** The seeks of a matched game (its table), in seek order. */
  async matchedInto(gameId: string): Promise<SeekRecord[]> {
    const { rows } = await this.db.pool.query<SeekRecord>(
      this.db.statement('crier_seek_matched_into', `${SEEK_SELECT} WHERE s.game_id = $1 ORDER BY s.created_at, s.id`, [
        gameId,
      ]),
    );
    return rows;
  }

  /** The open lobby: unexpired OPEN seeks, newest first, `limit` after (createdAt, id). */
  async lobby(
    game: string | null,
    now: Date,
    limit: number,
    after: { createdAt: Date; id: string } | null,
  ): Promise<SeekRecord[]> {
    const { rows } = await this.db.pool.query<SeekRecord>(
      this.db.statement('crier_seek_lobby', LOBBY_SQL, [game, now, limit, after?.createdAt ?? null, after?.id ?? null]),
    );
    return rows;
  }

  /** A player's seeks, newest first (any status), at most `limit`. */
  async ofPlayer(playerId: string, limit: number): Promise<SeekRecord[]> {
    const { rows } = await this.db.pool.query<SeekRecord>(
      this.db.statement(
        'crier_seek_of_player',
        `${SEEK_SELECT} WHERE s.player_id = $1 ORDER BY s.created_at DESC, s.id DESC LIMIT $2`,
        [playerId, limit],
      ),
    );
    return rows;
  }

  /** Closes every open seek past its expiry (EXPIRED); how many. */
  async expire(now: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string; game: string }>(
        this.db.statement('crier_seek_expire', EXPIRE_SQL, [now]),
      );
      await announce(
        tx,
        rows.map((r) => ({ id: r.id, game: r.game, status: 'EXPIRED' })),
      );
      return rows.length;
    });
  }

  /** Pools with an open seek whose range widens with time: the sweeper tries them again. */
  async widening(now: Date): Promise<string[]> {
    const { rows } = await this.db.pool.query<{ pool: string }>(
      this.db.statement(
        'crier_seek_widening',
        `SELECT DISTINCT pool FROM seek WHERE status = 'OPEN' AND widen_per_minute > 0 AND expires_at > $1`,
        [now],
      ),
    );
    return rows.map((r) => r.pool);
  }
}

/**
 * The lobby's NOTIFY for seeks opened or closed by `tx`: one small payload each (see
 * SEEKS_CHANGED_CHANNEL), so a sweep that expires hundreds stays far under the 8000-byte limit.
 */
async function announce(tx: Transaction, seeks: { id: string; game: string; status: SeekStatus }[]): Promise<void> {
  await notifyLiveWatchersOfEach(
    tx,
    SEEKS_CHANGED_CHANNEL,
    seeks.map((s) => `${s.status}:${s.id}:${s.game}`),
  );
}

/** A pool's matching lock: a transaction-scoped advisory lock on its key's 64-bit hash (33: this feature's salt). */
const LOCK_POOL_SQL = 'SELECT pg_advisory_xact_lock(hashtextextended($1, 33))';
const TRY_LOCK_POOL_SQL = 'SELECT pg_try_advisory_xact_lock(hashtextextended($1, 33)) AS ok';

const SEEK_COLUMNS = `s.id, s.player_id AS "playerId", p.name AS "playerName", s.game, s.options,
       s.time_control AS "timeControl", s.rated, s.pool, s.min_players AS "minPlayers", s.max_players AS "maxPlayers",
       s.rating, s.rating_min AS "ratingMin", s.rating_max AS "ratingMax", s.widen_per_minute AS "widenPerMinute",
       s.status, s.game_id AS "gameId", s.created_at AS "createdAt", s.expires_at AS "expiresAt",
       s.closed_at AS "closedAt"`;

const SEEK_SELECT = `SELECT ${SEEK_COLUMNS} FROM seek s JOIN player p ON p.id = s.player_id`;

const INSERT_SQL = `
INSERT INTO seek (id, player_id, game, options, time_control, rated, pool, min_players, max_players, rating,
                  rating_min, rating_max, widen_per_minute, created_at, expires_at)
VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`;

/**
 * The player's open seek for the game ($3: now), closing it first (EXPIRED) if its time is up;
 * the seeks it closed come too (`expired`), for the lobby's notice.
 */
const OPEN_OF_SQL = `
WITH expired AS (
  UPDATE seek SET status = 'EXPIRED', closed_at = expires_at
   WHERE player_id = $1 AND game = $2 AND status = 'OPEN' AND expires_at <= $3
  RETURNING id
)
SELECT id, false AS expired FROM seek
 WHERE player_id = $1 AND game = $2 AND status = 'OPEN' AND id NOT IN (SELECT id FROM expired)
UNION ALL
SELECT id, true FROM expired`;

const OPEN_IN_POOL_SQL = `
SELECT ${SEEK_COLUMNS} FROM seek s JOIN player p ON p.id = s.player_id
 WHERE s.pool = $1 AND s.status = 'OPEN' AND s.expires_at > $2
 ORDER BY s.created_at, s.id
   FOR UPDATE OF s`;

/** $1 the table's seek ids, $2 the game, $3 when; $4 [{seek_id, payload}] for the seek.matched outbox. */
const MARK_MATCHED_SQL = `
WITH matched AS (
  UPDATE seek SET status = 'MATCHED', game_id = $2, closed_at = $3
   WHERE id = ANY($1::uuid[]) AND status = 'OPEN'
  RETURNING id, player_id
), told AS (
  ${outboxInsertSql({
    event: 'seek.matched',
    payload: 'd.payload',
    from: 'jsonb_to_recordset($4::jsonb) AS d(seek_id uuid, payload jsonb)\n    JOIN matched m ON m.id = d.seek_id',
    player: 'm.player_id',
  })}
)
SELECT count(*)::int AS n FROM matched`;

const CANCEL_SQL = `
UPDATE seek SET status = 'CANCELLED', closed_at = $3
 WHERE id = $1 AND player_id = $2 AND status = 'OPEN'
RETURNING id, game`;

const LOBBY_SQL = `
${SEEK_SELECT}
 WHERE s.status = 'OPEN' AND s.expires_at > $2 AND ($1::text IS NULL OR s.game = $1)
   AND ($4::timestamptz IS NULL OR (s.created_at, s.id) < ($4::timestamptz, $5::uuid))
 ORDER BY s.created_at DESC, s.id DESC
 LIMIT $3`;

const EXPIRE_SQL = `UPDATE seek SET status = 'EXPIRED', closed_at = expires_at WHERE status = 'OPEN' AND expires_at <= $1
RETURNING id, game`;
