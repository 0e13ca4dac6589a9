import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PlayersService } from '../../src/players/players.service';
import { startTestApp, type TestApp } from '../support/test-app';
import { expectData, typedClient, type TypedCrier } from '../support/typed-client';
import { until } from '../support/until';
import type { TestDatabase } from '../support/test-database';

/**
 * With AUTH_KEY_CACHE_MS on, instances cache checked API keys only while they listen for key
 * changes: a revocation made on one instance stops the key there at once, and on every other
 * instance as soon as the notification reaches it; one made by plain SQL everywhere. On
 * real PostgreSQL the cache is on, so these tests exercise it; PGlite serves every connection
 * from one backend and does not deliver notifications between them, so there the cache stays
 * off and the same tests check the uncached path.
 */
describe('API key cache across instances', () => {
  let a: TestApp;
  let b: TestApp;
  let crierA: TypedCrier;
  let crierB: TypedCrier;
  let realServer: boolean;

  type Key = { apiKey: string };
  const me = (crier: TypedCrier, p: Key): Promise<number> =>
    crier
      .as(p)
      .GET('/v1/players/me')
      .then((r) => r.response.status);
  const keyIdOf = (p: Key): string => p.apiKey.split('_')[1] as string;
  /** `by` revokes `p`'s key through the API of instance a. */
  const revoke = async (p: Key, by: Key): Promise<void> => {
    const res = await crierA
      .as(by)
      .DELETE('/v1/players/me/api-keys/{keyId}', { params: { path: { keyId: keyIdOf(p) } } });
    expect(res.response.status).toBe(204);
  };
  const cacheActive = (t: TestApp): boolean => t.app.get(PlayersService).keyCacheActive;

  beforeAll(async () => {
    a = await startTestApp({ authKeyCacheMs: 60_000 });
    realServer = a.config.databaseUrl !== null;
    const shared: TestDatabase = { url: a.config.databaseUrl ?? a.database.embedded!.url, drop: async () => undefined };
    b = await startTestApp({ authKeyCacheMs: 60_000 }, shared);
    crierA = await typedClient(a);
    crierB = await typedClient(b);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('is on exactly where notifications are delivered (real PostgreSQL), and off by default', async () => {
    expect(cacheActive(a)).toBe(realServer);
    expect(cacheActive(b)).toBe(realServer);
    const off = await startTestApp({}, { url: b.config.databaseUrl, drop: async () => undefined });
    try {
      expect(off.config.authKeyCacheMs).toBe(0);
      expect(cacheActive(off)).toBe(false);
      if (realServer) {
        // With the cache off an instance holds no listening connection: only a's and b's key listeners exist (every instance also listens for game appends).
        const { rows } = await a.database.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE 'LISTEN crier_api_key_changed%'`,
        );
        expect(rows[0]!.n).toBe(2);
      }
    } finally {
      await off.close();
    }
  });

  it('a key revoked on one instance fails there at once, and on the other (which had it cached) within moments', async () => {
    for (let i = 0; i < 10; i++) {
      const p = await crierA.register(`Cached ${i}`);
      const spare = expectData(await p.client.POST('/v1/players/me/api-keys'), 201);
      expect(await me(crierB, p)).toBe(200); // now cached on b
      await revoke(p, spare);
      expect(await me(crierA, p)).toBe(401);
      // The notification has reached a (the revocation waited for it); b reads its own copy.
      expect(await until(async () => (await me(crierB, p)) === 401, Boolean, 5_000)).toBe(true);
    }
  });

  it('a key rotated on one instance fails there at once, and on the other within moments', async () => {
    const p = await crierA.register('Rotated');
    expect(await me(crierB, p)).toBe(200);
    const rotated = expectData(await p.client.POST('/v1/players/me/api-keys/rotate'), 201);
    expect(await me(crierA, p)).toBe(401);
    expect(await until(async () => (await me(crierB, p)) === 401, Boolean, 5_000)).toBe(true);
    expect(await me(crierB, rotated)).toBe(200);
  });

  it('a key revoked by plain SQL stops working on every instance', async () => {
    const p = await crierA.register('Revoked by SQL');
    expect(await me(crierA, p)).toBe(200);
    expect(await me(crierB, p)).toBe(200);
    await a.database.pool.query('UPDATE api_key SET revoked_at = now() WHERE key_id = $1', [keyIdOf(p)]);
    // The notification is asynchronous here (no API call waits for it): allow it a moment.
    expect(
      await until(async () => (await me(crierA, p)) === 401 && (await me(crierB, p)) === 401, Boolean, 5_000),
    ).toBe(true);
  });

  it('forgets everything and stops caching while its listener is down, then recovers', async () => {
    if (!realServer) return; // only a real server has a listening connection to cut
    const p = await crierA.register('Listener cut');
    expect(await me(crierB, p)).toBe(200);
    // Cut every LISTEN connection of this database (both instances' listeners).
    await a.database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    expect(await until(() => !cacheActive(b), Boolean, 5_000)).toBe(true);
    // While it is down, a revocation needs no notification to take effect on b.
    await a.database.pool.query('UPDATE api_key SET revoked_at = now() WHERE key_id = $1', [keyIdOf(p)]);
    expect(await me(crierB, p)).toBe(401);
    // It reconnects by itself and caches again.
    expect(await until(() => cacheActive(b) && cacheActive(a), Boolean, 15_000)).toBe(true);
    const q = await crierA.register('After reconnect');
    expect(await me(crierB, q)).toBe(200);
    await revoke(q, q);
    // The revocation waited for a's own notification; b's arrives on its own connection.
    expect(await until(async () => (await me(crierB, q)) === 401, Boolean, 5_000)).toBe(true);
  });
});
