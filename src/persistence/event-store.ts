import { Injectable } from '@nestjs/common';
import { databaseFault, isTransientConflict } from '../common/errors/database-faults';
import { retryOnConflict } from '../database/conflict-retry';
import { Database } from '../database/database';
import { Rollback, type Transaction } from '../database/transaction';
import { outboxInsertSql } from '../webhooks/webhook-outbox-sql';
import { AppendBatcher } from './append-batcher';
import type { StoredEvent, StreamEventType } from './stream-events';

export interface NewEvent {
  seq: number;
  type: StreamEventType;
  seat: number | null;
  payload: unknown;
}

export interface Closing {
  status: 'FINISHED' | 'ABANDONED';
  result: unknown;
  /** When it ended, by the app's clock. */
  at: Date;
}

export interface AppendRequest {
  gameId: string;
  /** The version the events were computed from; the append fails if the game moved on. */
  expectedVersion: number;
  events: NewEvent[];
  /** Set when the last event ends the game (finished or abandoned). */
  close?: Closing;
  /**
   * An API key that must still be active for the append to happen (the mover's key when it was
   * recognised from memory): checked by the same statement, so a revoked key writes nothing.
   */
  activeKeyId?: string;
  /**
   * Further writes that commit with the events (the projections': src/play/projections.ts): the
   * append then runs in a transaction.
   */
  project?: (tx: Transaction) => Promise<void>;
  /** Stored with the events, in the same transaction, for Idempotency-Key retries. */
  idempotency?: { playerId: string; key: string; requestHash: string; status: number; response: unknown };
  /**
   * Seats to tell "your turn" after these events (webhooks): their `turn` deliveries are written to
   * the outbox by the same statement, for subscribed seats only (docs/api.md, Webhooks).
   */
  turn?: number[];
}

/**
 * The append-only event stream in Postgres. Appending is one SQL statement (so one implicit
 * transaction and one round trip): bump `game.version` guarded by the expected version, insert
 * the events with consecutive seqs, and record the idempotent response. If another writer got
 * there first the guard matches no row and nothing is written.
 */
@Injectable()
export class EventStore {
  /** Group commit for appends that write nothing else (DATABASE_APPEND_STATEMENTS; null: off). */
  private readonly batcher: AppendBatcher<AppendRequest> | null;

  constructor(private readonly db: Database) {
    const statements = db.limits.appendStatements;
    this.batcher =
      statements > 0
        ? new AppendBatcher<AppendRequest>(
            {
              alone: (req) => this.appendAlone(req),
              together: (reqs) => this.appendTogether(reqs),
              rolledBack: isRolledBack,
            },
            statements,
            db.limits.poolWaitMs,
          )
        : null;
  }

  /**
   * True when appended; false when the game is no longer at `expectedVersion` (or `activeKeyId`
   * is no longer active). A deadlock or serialization failure is retried (DATABASE_CONFLICT_RETRIES
   * times, with jitter): the server rolled the attempt back whole, and the version guard and the
   * idempotency record make running it again safe. A timeout or a lost connection is not retried:
   * the write may have committed, and only the client's Idempotency-Key can tell.
   *
   * An append that writes nothing else (no projection) may share its statement and commit with
   * other games' appends made at the same moment (AppendBatcher); the answer is the same.
   */
  append(req: AppendRequest): Promise<boolean> {
    if (this.batcher && !req.project) return this.batcher.submit(req);
    return this.appendAlone(req);
  }

  private async appendAlone(req: AppendRequest): Promise<boolean> {
    const params = appendParams(req);
    try {
      return await retryOnConflict(() => this.appendOnce(req, params), {
        retries: this.db.limits.conflictRetries,
      });
    } catch (err) {
      // A duplicate seq or idempotency key means a concurrent writer won: a conflict, not a fault.
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  /** Several games' appends in one statement: the positions of those appended. */
  private async appendTogether(reqs: readonly AppendRequest[]): Promise<ReadonlySet<number>> {
    const json = JSON.stringify(reqs.map(batchEntry));
    const { rows } = await this.db.pool.query<{ i: number }>(
      this.db.statement(APPEND_BATCH_STATEMENT, APPEND_BATCH_SQL, [json]),
    );
    return new Set(rows.map((r) => r.i));
  }

  private async appendOnce(req: AppendRequest, params: unknown[]): Promise<boolean> {
    const project = req.project;
    const statement = this.db.statement(APPEND_STATEMENT, APPEND_SQL, params);
    if (!project) {
      const { rows } = await this.db.pool.query<{ bumped: string }>(statement);
      return Number(rows[0]?.bumped ?? 0) === 1;
    }
    // The projections' writes commit in the same transaction as the events.
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ bumped: string }>(statement);
      if (Number(rows[0]?.bumped ?? 0) !== 1) return new Rollback(false);
      await project(tx);
      return true;
    });
  }

  /**
   * Events with seq > afterSeq, oldest first (optionally only some types). Plain SQL, hot path: a
   * state-cache miss on the move path replays the stream read here.
   */
  async load(gameId: string, afterSeq = -1, types?: StreamEventType[]): Promise<StoredEvent[]> {
    const { rows } = await this.db.pool.query<StoredEvent>(
      `SELECT seq, type, seat, payload, at FROM game_event
        WHERE game_id = $1 AND seq > $2 AND ($3::text[] IS NULL OR type = ANY($3))
        ORDER BY seq`,
      [gameId, afterSeq, types ?? null],
    );
    return rows;
  }
}

function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string }).code === '23505';
}

/**
 * A batch that failed on a duplicate key, a deadlock, a serialization failure or a lock wait (one
 * game's row held by another transaction) wrote nothing, and the fault is one append's: each is
 * then written alone. A timeout or a lost connection is not: it may have committed.
 */
function isRolledBack(err: unknown): boolean {
  return isUniqueViolation(err) || isTransientConflict(err) || databaseFault(err)?.reason === 'LOCK_TIMEOUT';
}

/** One append of a batch, as APPEND_BATCH_SQL reads it (its position `i` names it in the answer). */
function batchEntry(req: AppendRequest, i: number): Record<string, unknown> {
  const idem = req.idempotency;
  return {
    i,
    game_id: req.gameId,
    expected: req.expectedVersion,
    version: req.expectedVersion + req.events.length,
    status: req.close?.status ?? null,
    result: req.close ? (req.close.result ?? null) : null,
    closed_at: req.close?.at ?? null,
    events: req.events.map((e) => ({ seq: e.seq, type: e.type, seat: e.seat, payload: e.payload })),
    idem_player: idem?.playerId ?? null,
    idem_key: idem?.key ?? null,
    idem_hash: idem?.requestHash ?? null,
    idem_status: idem?.status ?? null,
    idem_response: idem ? idem.response : null,
    key_id: req.activeKeyId ?? null,
    turn: req.turn?.length ? req.turn : null,
  };
}

function appendParams(req: AppendRequest): unknown[] {
  const idem = req.idempotency;
  return [
    req.gameId,
    req.expectedVersion,
    req.expectedVersion + req.events.length,
    req.close?.status ?? null,
    req.close ? JSON.stringify(req.close.result) : null,
    JSON.stringify(req.events.map((e) => ({ seq: e.seq, type: e.type, seat: e.seat, payload: e.payload }))),
    idem?.playerId ?? null,
    idem?.key ?? null,
    idem?.requestHash ?? null,
    idem?.status ?? null,
    idem ? JSON.stringify(idem.response) : null,
    req.close?.at ?? null,
    req.activeKeyId ?? null,
    req.turn?.length ? req.turn : null,
  ];
}

/** Hot path: every move. Prepared once per connection (Database.statement): Postgres CPU per append 0.45 → 0.18 ms (docs/benchmarks.md). */
const APPEND_STATEMENT = 'crier_append';

const APPEND_SQL = `
WITH bumped AS (
  UPDATE game
     SET version = $3,
         updated_at = now(),
         status = COALESCE($4::game_status, status),
         result = COALESCE($5::jsonb, result),
         finished_at = CASE WHEN $4::text IS NOT NULL THEN $12::timestamptz ELSE finished_at END
   WHERE id = $1 AND version = $2 AND status = 'ACTIVE'
     AND ($13::text IS NULL OR EXISTS (SELECT 1 FROM api_key WHERE key_id = $13 AND revoked_at IS NULL))
  RETURNING id, game
), appended AS (
  INSERT INTO game_event (game_id, seq, type, seat, payload)
  SELECT bumped.id, e.seq, e.type, e.seat, e.payload
    FROM bumped, jsonb_to_recordset($6::jsonb) AS e(seq int, type text, seat int, payload jsonb)
  RETURNING seq
), remembered AS (
  INSERT INTO idempotency_record (player_id, key, request_hash, status, response)
  SELECT $7::uuid, $8::text, $9::text, $10::int, $11::jsonb FROM bumped WHERE $8::text IS NOT NULL
  RETURNING 1
), turned AS (
  -- The webhooks outbox: "your turn" for subscribed seats ($14 null: no seat to tell, no lookup).
  ${outboxInsertSql({
    event: 'turn',
    payload: `jsonb_build_object('gameId', bumped.id, 'game', bumped.game, 'version', $3::int, 'seat', s.seat)`,
    from: 'bumped\n    JOIN game_seat s ON s.game_id = bumped.id AND s.seat = ANY($14::int[])',
    player: 's.player_id',
    where: '$14::int[] IS NOT NULL',
  })}
  RETURNING 1
)
SELECT (SELECT count(*) FROM bumped) AS bumped,
       (SELECT count(*) FROM appended) AS appended,
       (SELECT count(*) FROM remembered) AS remembered`;

const APPEND_BATCH_STATEMENT = 'crier_append_batch';

/**
 * APPEND_SQL for several games at once (AppendBatcher: never two appends of one game): $1 is a
 * JSON array of batchEntry objects; answers the `i` of each append whose guard held.
 */
const APPEND_BATCH_SQL = `
WITH req AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(
    i int, game_id uuid, expected int, version int, status game_status, result jsonb,
    closed_at timestamptz, events jsonb, idem_player uuid, idem_key text, idem_hash text,
    idem_status int, idem_response jsonb, key_id text, turn int[])
), bumped AS (
  UPDATE game g
     SET version = r.version,
         updated_at = now(),
         status = COALESCE(r.status, g.status),
         result = COALESCE(r.result, g.result),
         finished_at = CASE WHEN r.status IS NOT NULL THEN r.closed_at ELSE g.finished_at END
    FROM req r
   WHERE g.id = r.game_id AND g.version = r.expected AND g.status = 'ACTIVE'
     AND (r.key_id IS NULL OR EXISTS (SELECT 1 FROM api_key WHERE key_id = r.key_id AND revoked_at IS NULL))
  RETURNING r.i, g.id, g.game, r.version, r.events, r.idem_player, r.idem_key, r.idem_hash,
            r.idem_status, r.idem_response, r.turn
), appended AS (
  INSERT INTO game_event (game_id, seq, type, seat, payload)
  SELECT b.id, e.seq, e.type, e.seat, e.payload
    FROM bumped b, jsonb_to_recordset(b.events) AS e(seq int, type text, seat int, payload jsonb)
), remembered AS (
  INSERT INTO idempotency_record (player_id, key, request_hash, status, response)
  SELECT b.idem_player, b.idem_key, b.idem_hash, b.idem_status, b.idem_response
    FROM bumped b
   WHERE b.idem_key IS NOT NULL
), turned AS (
  ${outboxInsertSql({
    event: 'turn',
    payload: `jsonb_build_object('gameId', b.id, 'game', b.game, 'version', b.version, 'seat', s.seat)`,
    from: 'bumped b\n    JOIN game_seat s ON s.game_id = b.id AND s.seat = ANY(b.turn)',
    player: 's.player_id',
    where: 'b.turn IS NOT NULL',
  })}
)
SELECT i FROM bumped`;
