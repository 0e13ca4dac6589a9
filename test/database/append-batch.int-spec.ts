import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { QueryConfig } from 'pg';
import type { Database } from '../../src/database/database';
import { EventStore, type AppendRequest } from '../../src/persistence/event-store';
import { connectTestDatabase } from '../support/test-database';
import { until } from '../support/until';

/**
 * Group commit (AppendBatcher, DATABASE_APPEND_STATEMENTS): appends of several games written by
 * one statement must leave exactly the rows, and give exactly the answers, that the same appends
 * written one statement each do: guards, idempotency records, the `turn` outbox, a closing append.
 */
describe('appends written together (group commit)', () => {
  let closeDb: () => Promise<void>;
  let db: Database;
  let playerId: string;
  const ACTIVE_KEY = `k_${randomUUID()}`;
  const REVOKED_KEY = `k_${randomUUID()}`;
  const ENDED_AT = new Date('2026-11-23T12:00:00.000Z');

  /** The store of `db` with DATABASE_APPEND_STATEMENTS = `statements`, recording the SQL it sends. */
  const storeWith = (statements: number): { store: EventStore; sent: string[] } => {
    const sent: string[] = [];
    const pool = {
      query: (q: QueryConfig) => {
        sent.push(q.text);
        return db.pool.query(q);
      },
      connect: () => db.pool.connect(),
    };
    const view = Object.assign(Object.create(db) as Database, {
      pool,
      limits: { ...db.limits, appendStatements: statements },
    });
    return { store: new EventStore(view), sent };
  };
  const isBatch = (sql: string): boolean => sql.includes('jsonb_to_recordset($1::jsonb)');

  const newGame = async (): Promise<string> => {
    const id = randomUUID();
    await db.pool.query(
      `INSERT INTO game (id, game, rules_version, options, player_count, seed, status, version, started_at)
       VALUES ($1, 'troyes-dice', '1', '{}', 1, 'seed', 'ACTIVE', 0, now())`,
      [id],
    );
    await db.pool.query('INSERT INTO game_seat (game_id, seat, player_id) VALUES ($1, 0, $2)', [id, playerId]);
    return id;
  };

  const event = (seq: number, n: number) => ({
    seq,
    type: 'MoveMade' as const,
    seat: 0,
    payload: { move: { type: 'chooseDie', die: n }, events: [{ type: 'DieChosen', die: n }] },
  });

  /** Six appends covering every part of the statement, one per game of `games`. */
  const scenario = (games: string[], idemKey: string): AppendRequest[] => [
    { gameId: games[0] as string, expectedVersion: 0, events: [event(1, 1), event(2, 2)] },
    { gameId: games[1] as string, expectedVersion: 5, events: [event(6, 1)] },
    {
      gameId: games[2] as string,
      expectedVersion: 0,
      events: [event(1, 3)],
      idempotency: { playerId, key: idemKey, requestHash: 'h', status: 201, response: { id: 'answer', n: [1, 2] } },
    },
    { gameId: games[3] as string, expectedVersion: 0, events: [event(1, 4)], activeKeyId: REVOKED_KEY },
    { gameId: games[4] as string, expectedVersion: 0, events: [event(1, 5)], activeKeyId: ACTIVE_KEY, turn: [0] },
    {
      gameId: games[5] as string,
      expectedVersion: 0,
      events: [event(1, 6)],
      close: { status: 'FINISHED', result: { scores: [42] }, at: ENDED_AT },
    },
  ];

  /** What the appends left for `games`, with the game ids replaced by their position. */
  const rowsOf = async (games: string[], idemKey: string): Promise<unknown> => {
    const pos = (id: string): number => games.indexOf(id);
    const gameRows = await db.pool.query(
      `SELECT id, version, status, result, finished_at FROM game WHERE id = ANY($1::uuid[])`,
      [games],
    );
    const events = await db.pool.query(
      `SELECT game_id, seq, type, seat, payload FROM game_event WHERE game_id = ANY($1::uuid[]) ORDER BY game_id, seq`,
      [games],
    );
    const idem = await db.pool.query(
      `SELECT request_hash, status, response FROM idempotency_record WHERE player_id = $1 AND key = $2`,
      [playerId, idemKey],
    );
    const deliveries = await db.pool.query(
      `SELECT event, payload FROM webhook_delivery WHERE payload->>'gameId' = ANY($1::text[])`,
      [games],
    );
    return {
      games: gameRows.rows.map((r) => ({ ...r, id: pos(r.id) })).sort((a, b) => a.id - b.id),
      events: events.rows.map((r) => ({ ...r, game_id: pos(r.game_id) })).sort((a, b) => a.game_id - b.game_id),
      idem: idem.rows,
      deliveries: deliveries.rows.map((r) => ({ ...r, payload: { ...r.payload, gameId: pos(r.payload.gameId) } })),
    };
  };

  /** Runs the scenario with one statement busy first, so the six appends wait and leave together. */
  const runTogether = async (store: EventStore, reqs: AppendRequest[]): Promise<boolean[]> => {
    const opener = await newGame();
    const all = [{ gameId: opener, expectedVersion: 0, events: [event(1, 0)] }, ...reqs].map((r) => store.append(r));
    return (await Promise.all(all)).slice(1);
  };

  beforeAll(async () => {
    ({ db, close: closeDb } = await connectTestDatabase());
    playerId = randomUUID();
    await db.pool.query(`INSERT INTO player (id, name) VALUES ($1, 'group commit test')`, [playerId]);
    await db.pool.query(`INSERT INTO api_key (key_id, player_id, hash) VALUES ($1, $2, '\\x00')`, [
      ACTIVE_KEY,
      playerId,
    ]);
    await db.pool.query(`INSERT INTO api_key (key_id, player_id, hash, revoked_at) VALUES ($1, $2, '\\x00', now())`, [
      REVOKED_KEY,
      playerId,
    ]);
    await db.pool.query(
      `INSERT INTO webhook (id, player_id, url, events, secret) VALUES ($1, $2, 'https://example.invalid/hook', '["turn"]', 's')`,
      [randomUUID(), playerId],
    );
  });
  afterAll(async () => {
    await closeDb();
  });

  it('answers and writes exactly what the same appends written one statement each do', async () => {
    const alone = storeWith(0);
    const aloneGames = await Promise.all(Array.from({ length: 6 }, newGame));
    const aloneAnswers: boolean[] = [];
    for (const req of scenario(aloneGames, 'idem-alone')) aloneAnswers.push(await alone.store.append(req));

    const together = storeWith(1);
    const togetherGames = await Promise.all(Array.from({ length: 6 }, newGame));
    const togetherAnswers = await runTogether(together.store, scenario(togetherGames, 'idem-together'));

    expect(together.sent.filter(isBatch)).toHaveLength(1);
    expect(alone.sent.filter(isBatch)).toHaveLength(0);
    expect(aloneAnswers).toEqual([true, false, true, false, true, true]);
    expect(togetherAnswers).toEqual(aloneAnswers);
    expect(await rowsOf(togetherGames, 'idem-together')).toEqual(await rowsOf(aloneGames, 'idem-alone'));
    // And the scenario wrote what it says: not a comparison of two empty results.
    const written = (await rowsOf(togetherGames, 'idem-together')) as { events: unknown[]; deliveries: unknown[] };
    expect(written.events).toHaveLength(5);
    expect(written.deliveries).toHaveLength(1);
  });

  it('writes each append alone when one of them fails the statement (a duplicate idempotency key)', async () => {
    const { store, sent } = storeWith(1);
    const games = await Promise.all(Array.from({ length: 3 }, newGame));
    const taken = `idem-${randomUUID()}`;
    await db.pool.query(
      `INSERT INTO idempotency_record (player_id, key, request_hash, status, response) VALUES ($1, $2, 'x', 201, '{}')`,
      [playerId, taken],
    );
    const answers = await runTogether(store, [
      { gameId: games[0] as string, expectedVersion: 0, events: [event(1, 1)] },
      {
        gameId: games[1] as string,
        expectedVersion: 0,
        events: [event(1, 2)],
        idempotency: { playerId, key: taken, requestHash: 'h', status: 201, response: {} },
      },
      { gameId: games[2] as string, expectedVersion: 0, events: [event(1, 3)] },
    ]);
    expect(sent.filter(isBatch)).toHaveLength(1);
    // The batch rolled back whole; alone, the two others commit and the duplicate is a conflict.
    expect(answers).toEqual([true, false, true]);
    const versions = await db.pool.query<{ id: string; version: number }>(
      'SELECT id, version FROM game WHERE id = ANY($1::uuid[])',
      [games],
    );
    expect(Object.fromEntries(versions.rows.map((r) => [games.indexOf(r.id), r.version]))).toEqual({
      0: 1,
      1: 0,
      2: 1,
    });
  });

  // PGlite runs one transaction at a time: a held row lock there blocks every connection, not one game.
  const itOnPostgres = process.env.DATABASE_URL ? it : it.skip;

  itOnPostgres(
    'writes the others when one game is locked past the lock timeout, and that one once the lock goes',
    async () => {
      const { store, sent } = storeWith(1);
      const games = await Promise.all(Array.from({ length: 3 }, newGame));
      const holder = await db.pool.connect();
      try {
        await holder.query('BEGIN');
        await holder.query('SELECT 1 FROM game WHERE id = $1 FOR UPDATE', [games[1]]);
        const answers = runTogether(
          store,
          games.map((gameId, n) => ({ gameId, expectedVersion: 0, events: [event(1, n)] })),
        );
        // The statement waits on games[1] until DATABASE_LOCK_TIMEOUT_MS, fails whole, and each append
        // is written alone: games[0] and games[2] commit while games[1] still waits.
        const committed = await until(
          async () =>
            (
              await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM game WHERE id = ANY($1) AND version = 1', [
                [games[0], games[2]],
              ])
            ).rows[0]?.n,
          (n) => n === '2',
          10_000,
        );
        expect(committed).toBe('2');
        await holder.query('COMMIT');
        expect(await answers).toEqual([true, true, true]);
        expect(sent.filter(isBatch)).toHaveLength(1);
      } finally {
        holder.release();
      }
    },
  );

  it('keeps every concurrent append of many games, each once, under load', async () => {
    const { store, sent } = storeWith(2);
    const games = await Promise.all(Array.from({ length: 24 }, newGame));
    // Each game plays 5 appends in a row while all games play at once.
    await Promise.all(
      games.map(async (gameId) => {
        for (let v = 0; v < 5; v++) {
          expect(await store.append({ gameId, expectedVersion: v, events: [event(v + 1, v)] })).toBe(true);
        }
      }),
    );
    expect(sent.filter(isBatch).length).toBeGreaterThan(0);
    const counts = await db.pool.query<{ n: string; v: number }>(
      `SELECT count(e.seq) AS n, min(g.version) AS v FROM game g JOIN game_event e ON e.game_id = g.id
        WHERE g.id = ANY($1::uuid[]) GROUP BY g.id`,
      [games],
    );
    expect(counts.rows).toHaveLength(24);
    for (const r of counts.rows) expect([Number(r.n), r.v]).toEqual([5, 5]);
  });
});
