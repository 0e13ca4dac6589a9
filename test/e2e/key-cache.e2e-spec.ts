import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PlayersService } from '../../src/players/players.service';
import { bearer, registerPlayer, type TestPlayer } from '../support/api';
import { startTestApp, type TestApp } from '../support/test-app';
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
  let realServer: boolean;

  const me = (t: TestApp, p: TestPlayer): Promise<number> =>
    request(t.server)
      .get('/v1/players/me')
      .set(bearer(p))
      .then((r) => r.status);
  const keyIdOf = (p: TestPlayer): string => p.apiKey.split('_')[1] as string;
  const cacheActive = (t: TestApp): boolean => t.app.get(PlayersService).keyCacheActive;

  beforeAll(async () => {
    a = await startTestApp({ authKeyCacheMs: 60_000 });
    realServer = a.config.databaseUrl !== null;
    const shared: TestDatabase = { url: a.config.databaseUrl ?? a.database.embedded!.url, drop: async () => undefined };
    b = await startTestApp({ authKeyCacheMs: 60_000 }, shared);
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
        // With the cache off an instance holds no listening connection: only a's and b's exist.
        const { rows } = await a.database.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
        );
        expect(rows[0]!.n).toBe(2);
      }
    } finally {
      await off.close();
    }
  });

  it('a key revoked on one instance fails there at once, and on the other (which had it cached) within moments', async () => {
    for (let i = 0; i < 10; i++) {
      const p = await registerPlayer(a, `Cached ${i}`);
      const spare = await request(a.server).post('/v1/players/me/api-keys').set(bearer(p)).expect(201);
      expect(await me(b, p)).toBe(200); // now cached on b
      await request(a.server)
        .delete(`/v1/players/me/api-keys/${keyIdOf(p)}`)
        .set(bearer({ ...p, apiKey: spare.body.apiKey as string }))
        .expect(204);
      expect(await me(a, p)).toBe(401);
      // The notification has reached a (the revocation waited for it); b reads its own copy.
      expect(await until(async () => (await me(b, p)) === 401, Boolean, 5_000)).toBe(true);
    }
  });

  it('a key rotated on one instance fails there at once, and on the other within moments', async () => {
    const p = await registerPlayer(a, 'Rotated');
    expect(await me(b, p)).toBe(200);
    const rotated = await request(a.server).post('/v1/players/me/api-keys/rotate').set(bearer(p)).expect(201);
    expect(await me(a, p)).toBe(401);
    expect(await until(async () => (await me(b, p)) === 401, Boolean, 5_000)).toBe(true);
    expect(await me(b, { ...p, apiKey: rotated.body.apiKey as string })).toBe(200);
  });

  it('a key revoked by plain SQL stops working on every instance', async () => {
    const p = await registerPlayer(a, 'Revoked by SQL');
    expect(await me(a, p)).toBe(200);
    expect(await me(b, p)).toBe(200);
    await a.database.pool.query('UPDATE api_key SET revoked_at = now() WHERE key_id = $1', [keyIdOf(p)]);
    // The notification is asynchronous here (no API call waits for it): allow it a moment.
    expect(await until(async () => (await me(a, p)) === 401 && (await me(b, p)) === 401, Boolean, 5_000)).toBe(true);
  });

  it('forgets everything and stops caching while its listener is down, then recovers', async () => {
    if (!realServer) return; // only a real server has a listening connection to cut
    const p = await registerPlayer(a, 'Listener cut');
    expect(await me(b, p)).toBe(200);
    // Cut every LISTEN connection of this database (both instances' listeners).
    await a.database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    expect(await until(() => !cacheActive(b), Boolean, 5_000)).toBe(true);
    // While it is down, a revocation needs no notification to take effect on b.
    await a.database.pool.query('UPDATE api_key SET revoked_at = now() WHERE key_id = $1', [keyIdOf(p)]);
    expect(await me(b, p)).toBe(401);
    // It reconnects by itself and caches again.
    expect(await until(() => cacheActive(b) && cacheActive(a), Boolean, 15_000)).toBe(true);
    const q = await registerPlayer(a, 'After reconnect');
    expect(await me(b, q)).toBe(200);
    await request(a.server)
      .delete(`/v1/players/me/api-keys/${keyIdOf(q)}`)
      .set(bearer(q))
      .expect(204);
    // The revocation waited for a's own notification; b's arrives on its own connection.
    expect(await until(async () => (await me(b, q)) === 401, Boolean, 5_000)).toBe(true);
  });
});
