import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { http, type RawResponse } from '../support/http-client';
import { TcpProxy } from '../support/tcp-proxy';
import { startTestApp, type TestApp } from '../support/test-app';
import { expectStatus } from '../support/with-context';

/** Database outage: Crier reached its database through a proxy that we cut and restore. */
describe('faults: database outage', () => {
  let direct: TestApp;
  let proxied: TestApp;
  let proxy: TcpProxy;
  let base: string;
  let player: { apiKey: string };
  let gameId: string;
  const auth = () => ({ authorization: `Bearer ${player.apiKey}` });

  beforeAll(async () => {
    // One instance holds the database (and the embedded server when there is no DATABASE_URL);
    // the instance under test reaches the same database through the proxy.
    direct = await startTestApp();
    const target = new URL(direct.config.databaseUrl ?? direct.database.embedded!.url);
    proxy = await TcpProxy.start(target.hostname, Number(target.port));
    proxied = await startTestApp({}, { url: proxy.wrap(target.toString()), drop: async () => undefined });
    await proxied.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(proxied.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    proxy?.restore();
    await proxied?.close();
    await proxy?.close();
    await direct?.close();
  });

  async function playOne(): Promise<RawResponse> {
    const legal = await http(base, `/v1/games/${gameId}/legal-moves`, { headers: auth(), timeoutMs: 20_000 });
    if (legal.status !== 200) return legal;
    return http(base, `/v1/games/${gameId}/moves`, {
      headers: auth(),
      body: { move: legal.body.moves[0] },
      timeoutMs: 20_000,
    });
  }

  /** The game's version, once two reads 300 ms apart agree. */
  async function settledVersion(): Promise<number> {
    const read = async () =>
      (await direct.database.pool.query('SELECT version FROM game WHERE id = $1', [gameId])).rows[0].version as number;
    let last = await read();
    for (;;) {
      await new Promise((r) => setTimeout(r, 300));
      const now = await read();
      if (now === last) return now;
      last = now;
    }
  }

  it('answers 503 DATABASE_UNAVAILABLE while the database is gone, and recovers by itself', async () => {
    player = (await http(base, '/v1/players', { body: { name: 'Outage' } })).body;
    gameId = (await http(base, '/v1/games', { headers: auth(), body: { game: 'troyes-dice', seats: 1 } })).body.id;
    // Mid-traffic: moves in flight while the connections are cut.
    const inFlight = Array.from({ length: 4 }, () => playOne());
    // Racing each other, some are refused (the move they chose is no longer legal): never a 5xx.
    expect([201, 409, 422]).toContain((await playOne()).status);
    proxy.cut();
    const settled = await Promise.all(inFlight);
    for (const r of settled) expect([201, 409, 422, 503]).toContain(r.status); // never a 500, never a hang

    const health = await http(base, '/health', { timeoutMs: 20_000 });
    expect(health.status).toBe(503);
    expect(health.body.status).toBe('degraded');
    expect(health.body.database.reachable).toBe(false);
    const checks: RawResponse[] = [
      await http(base, '/v1/players', { body: { name: 'During' }, timeoutMs: 20_000 }),
      await http(base, `/v1/games/${gameId}`, { headers: auth(), timeoutMs: 20_000 }),
      await http(base, `/v1/games/${gameId}/moves`, { headers: auth(), body: { move: {} }, timeoutMs: 20_000 }),
    ];
    for (const r of checks) {
      expect(r.contentType).toMatch(/^application\/problem\+json/);
      expect(r.body).toMatchObject({ status: 503, type: 'urn:crier:error:DATABASE_UNAVAILABLE' });
      expect(r.status).toBe(503);
      expect(r.body.code).toBe('DATABASE_UNAVAILABLE');
    }
    const g = await http(base, '/graphql', { body: { query: '{ gameTypes { id } me { id } }' }, headers: auth() });
    expect(g.status).toBeLessThan(500 + 4); // GraphQL reports the outage as data errors
    expect(JSON.stringify(g.body)).toContain('DATABASE_UNAVAILABLE');
    expect(JSON.stringify(g.body)).not.toContain('INTERNAL');

    proxy.restore();
    let healthy = false;
    for (let i = 0; i < 40 && !healthy; i++) {
      healthy = (await http(base, '/health', { timeoutMs: 20_000 })).status === 200;
      if (!healthy) await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthy).toBe(true);
    // A move whose answer the cut lost may still commit: the database finishes a statement it has
    // received before it notices the client is gone. Read the version once no such commit is pending.
    const before = await settledVersion();
    const after = await playOne();
    expectStatus(after, 201);
    expect(after.body.version).toBe(before + 1);
    // Nothing was half-written: seqs are 0..version with no gap.
    const { rows } = await direct.database.pool.query('SELECT seq FROM game_event WHERE game_id = $1 ORDER BY seq', [
      gameId,
    ]);
    expect(rows.map((r: { seq: number }) => r.seq)).toEqual(rows.map((_: unknown, i: number) => i));
  });
});
