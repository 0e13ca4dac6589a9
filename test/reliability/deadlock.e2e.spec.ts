import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, type RawResponse } from '../support/http-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { until } from '../support/until';

/**
 * A real deadlock between a move's append and another transaction: the append is retried (with
 * jitter) and applied once; with no retries left it answers 503 and stores nothing. Needs a
 * PostgreSQL server: the embedded database runs one statement at a time, so nothing there can
 * wait on a lock another connection holds, and no deadlock can happen.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('deadlock tests skipped: they need DATABASE_URL (PGlite cannot deadlock)');
const describeOnPostgres = onPostgres ? describe : describe.skip;

describeOnPostgres('faults: a deadlock on the append', () => {
  let db: TestDatabase;
  let retrying: TestApp;
  let notRetrying: TestApp;
  let observer: Client;

  beforeAll(async () => {
    db = await createTestDatabase();
    retrying = await startTestApp({}, db);
    notRetrying = await startTestApp({ databaseLimits: { ...retrying.config.databaseLimits, conflictRetries: 0 } }, db);
    for (const app of [retrying, notRetrying]) await app.app.listen(0, '127.0.0.1');
    observer = new Client({ connectionString: db.url! });
    await observer.connect();
  });
  afterAll(async () => {
    await observer?.end();
    await retrying?.close();
    await notRetrying?.close();
    await db?.drop();
  });

  const baseOf = (app: TestApp): string =>
    `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;

  async function deadlocks(): Promise<number> {
    await observer.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await observer.query<{ n: string }>(
      'SELECT deadlocks AS n FROM pg_stat_database WHERE datname = current_database()',
    );
    return Number(rows[0]?.n ?? 0);
  }

  async function gameRow(gameId: string): Promise<{ version: number; moves: number }> {
    const { rows } = await observer.query<{ version: number; moves: number }>(
      `SELECT version, (SELECT count(*)::int FROM game_event WHERE game_id = $1 AND type = 'MoveMade') AS moves
         FROM game WHERE id = $1`,
      [gameId],
    );
    return rows[0]!;
  }

  /**
   * Sends a move (under `key`, if given) and closes a lock cycle around its append: another
   * transaction has inserted, not yet committed, an event at the seq the move will take, so the
   * append, having updated the game row, waits on that transaction to learn whether its own event
   * is a duplicate; the other transaction then updates the game row. Its deadlock_timeout is long,
   * so the append's backend finds the cycle and is the one aborted (SQLSTATE 40P01). The other
   * transaction rolls back. Resolves with the move's answer.
   */
  async function moveThroughDeadlock(
    app: TestApp,
    player: { id: string; apiKey: string },
    gameId: string,
    key?: string,
  ): Promise<{ res: RawResponse; move: unknown }> {
    const base = baseOf(app);
    const auth = { authorization: `Bearer ${player.apiKey}` };
    // Also leaves the game row in the instance's memory, so a move without a key goes straight
    // to the append.
    const legal = await http(base, `/v1/games/${gameId}/legal-moves`, { headers: auth });
    expect(legal.status).toBe(200);
    const move = legal.body.moves[0];
    const other = new Client({ connectionString: db.url! });
    await other.connect();
    try {
      const otherPid = (await other.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      await other.query("SET deadlock_timeout = '30s'");
      await other.query('BEGIN');
      await other.query(`INSERT INTO game_event (game_id, seq, type, payload) VALUES ($1, $2 + 1, 'MoveMade', '{}')`, [
        gameId,
        legal.body.version,
      ]);
      const sent = http(base, `/v1/games/${gameId}/moves`, {
        headers: key ? { ...auth, 'idempotency-key': key } : auth,
        body: { move },
        timeoutMs: 20_000,
      });
      const waiting = await until(
        async () =>
          (
            await observer.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_stat_activity
                WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> $1`,
              [otherPid],
            )
          ).rows[0]!.n,
        (n) => n > 0,
      );
      expect(waiting).toBeGreaterThan(0);
      // Returns only once the append's statement was aborted and let go of the game row.
      await other.query('UPDATE game SET updated_at = updated_at WHERE id = $1', [gameId]);
      await other.query('ROLLBACK');
      return { res: await sent, move };
    } finally {
      await other.end();
    }
  }

  async function newSoloGame(
    app: TestApp,
    name: string,
  ): Promise<{ player: { id: string; apiKey: string }; gameId: string }> {
    const base = baseOf(app);
    const player = (await http(base, '/v1/players', { body: { name } })).body;
    const game = await http(base, '/v1/games', {
      headers: { authorization: `Bearer ${player.apiKey}` },
      body: { game: 'troyes-dice', seats: 1 },
    });
    expect(game.status).toBe(201);
    return { player, gameId: game.body.id };
  }

  it('retries the append the server aborted on a deadlock, and applies the move once', async () => {
    const { player, gameId } = await newSoloGame(retrying, 'Deadlock retried');
    const before = await gameRow(gameId);
    const deadlocksBefore = await deadlocks();

    const { res } = await moveThroughDeadlock(retrying, player, gameId, 'deadlock-1');

    expect(res.status).toBe(201);
    expect(res.body.version).toBe(before.version + 1);
    expect(await gameRow(gameId)).toEqual({ version: before.version + 1, moves: before.moves + 1 });
    // The server did abort a statement on a deadlock (its counter lags a little).
    expect(await until(deadlocks, (n) => n > deadlocksBefore, 15_000)).toBeGreaterThan(deadlocksBefore);
  });

  it('with no retries left answers 503 DATABASE_UNAVAILABLE (CONTENTION), stores nothing, and the key retries once', async () => {
    const { player, gameId } = await newSoloGame(notRetrying, 'Deadlock refused');
    const before = await gameRow(gameId);

    const { res, move } = await moveThroughDeadlock(notRetrying, player, gameId, 'deadlock-2');

    expect(res.status).toBe(503);
    expect(res.contentType).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE', reason: 'CONTENTION', retryAfterSeconds: 1 });
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await gameRow(gameId)).toEqual(before);
    const { rows } = await observer.query('SELECT 1 FROM idempotency_record WHERE key = $1', ['deadlock-2']);
    expect(rows).toHaveLength(0);

    // The client's retry with the same key is applied, once.
    const auth = { authorization: `Bearer ${player.apiKey}`, 'idempotency-key': 'deadlock-2' };
    const url = `/v1/games/${gameId}/moves`;
    const first = await http(baseOf(notRetrying), url, { headers: auth, body: { move } });
    const second = await http(baseOf(notRetrying), url, { headers: auth, body: { move } });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.version).toBe(first.body.version);
    expect(await gameRow(gameId)).toEqual({ version: before.version + 1, moves: before.moves + 1 });
  });

  it('with no retries left, a move without a key is not tried again on the row it remembered', async () => {
    const { player, gameId } = await newSoloGame(notRetrying, 'Deadlock without a key');
    const before = await gameRow(gameId);

    const { res } = await moveThroughDeadlock(notRetrying, player, gameId);

    // Trying the move again after the fault would have waited on the database a second time.
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE', reason: 'CONTENTION' });
    expect(await gameRow(gameId)).toEqual(before);
  });
});
