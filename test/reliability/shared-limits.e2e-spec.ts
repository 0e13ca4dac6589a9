import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AppConfig } from '../../src/config/app-config';
import { PlayersService } from '../../src/players/players.service';
import { bearer, registerPlayer, type TestPlayer } from '../support/api';
import { SseClient } from '../support/sse';
import { listenOnLoopback, startTestApp, type TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';
import { until } from '../support/until';

/** The machine's Redis (CI starts it); each file's keys under a prefix of its own, deleted after. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `test:shared-limits:${randomUUID()}:`;

async function dropKeys(): Promise<void> {
  const admin = new Redis(REDIS_URL);
  try {
    const keys = await admin.keys(`${PREFIX}*`);
    if (keys.length) await admin.del(...keys);
  } finally {
    admin.disconnect();
  }
}

const redis = (url = REDIS_URL, timeoutMs = 500): Pick<AppConfig, 'redis'> => ({
  redis: { url, timeoutMs, keyPrefix: PREFIX },
});

/** Two instances on one database and one Redis: one limit for both, not one each. */
describe('limits shared by two instances through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let ada: TestPlayer;
  let bo: TestPlayer;

  beforeAll(async () => {
    const settings: Partial<AppConfig> = {
      ...redis(),
      rateLimit: { perMinute: 6, signupPerMinute: 5, verifyPerMinute: 100, devicePerMinute: 10 },
      live: { maxStreamsPerKey: 2, heartbeatMs: 15_000, bufferBytes: 262_144 },
      authKeyCacheMs: 60_000,
    };
    a = await startTestApp(settings);
    const shared: TestDatabase = { url: a.config.databaseUrl ?? a.database.embedded!.url, drop: async () => undefined };
    b = await startTestApp(settings, shared);
    ada = await registerPlayer(a, 'Ada'); // two of the five sign-ups a minute
    bo = await registerPlayer(b, 'Bo');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await dropKeys();
  });

  let player: TestPlayer;

  it('counts sign-ups from one address once across both (5 a minute: the 6th is refused, whichever answers)', async () => {
    const statuses: number[] = [];
    for (const [i, t] of [a, b, a, b].entries()) {
      const res = await request(t.server)
        .post('/v1/players')
        .send({ name: `Shared ${i}` });
      statuses.push(res.status);
      if (res.status === 201)
        player ??= { id: res.body.id, apiKey: res.body.apiKey, name: res.body.name } as TestPlayer;
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('counts one API key once across both, with the headers of the shared count', async () => {
    const remaining: string[] = [];
    for (const t of [a, b, a, b, a, b]) {
      const res = await request(t.server).get('/v1/players/me').set(bearer(player));
      expect(res.status).toBe(200);
      remaining.push(res.headers['ratelimit-remaining'] as string);
    }
    expect(remaining).toEqual(['5', '4', '3', '2', '1', '0']);
    const refused = await request(a.server).get('/v1/players/me').set(bearer(player));
    expect(refused.status).toBe(429);
    expect((await request(b.server).get('/v1/players/me').set(bearer(player))).status).toBe(429);
  });

  it('caps live streams per key across both, and a closed stream frees its slot everywhere', async () => {
    const urls = [await listenOnLoopback(a), await listenOnLoopback(b)].map((u) => u.replace('[::1]', '127.0.0.1'));
    const open = async (i: number): Promise<SseClient> =>
      SseClient.open(`${urls[i]}/v1/players/me/stream`, bearer(ada));
    const first = await open(0);
    const second = await open(1);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await open(0);
    expect(third.status).toBe(429);
    expect(JSON.parse(third.body!)).toMatchObject({ code: 'TOO_MANY_STREAMS', limit: 2 });
    first.close();
    const again = await until(
      async () => {
        const c = await open(1);
        if (c.status !== 200) c.close();
        return c;
      },
      (c) => c.status === 200,
    );
    expect(again.status).toBe(200);
    again.close();
    second.close();
  });

  it('tells both instances of a revoked key at once, through Redis whatever the database', async () => {
    // On the embedded database only Redis can tell b (PGlite delivers no notification between
    // connections); on PostgreSQL both channels do.
    await until(() => b.app.get(PlayersService).keyCacheActive);
    expect(b.app.get(PlayersService).keyCacheActive).toBe(true);
    const second = await request(a.server).post('/v1/players/me/api-keys').set(bearer(bo));
    expect(second.status).toBe(201);
    const device: TestPlayer = { ...bo, apiKey: second.body.apiKey };
    expect((await request(b.server).get('/v1/players/me').set(bearer(device))).status).toBe(200); // cached on b
    const revoked = await request(a.server).delete(`/v1/players/me/api-keys/${second.body.keyId}`).set(bearer(bo));
    expect(revoked.status).toBe(204);
    expect((await request(b.server).get('/v1/players/me').set(bearer(device))).status).toBe(401);
  });
});
