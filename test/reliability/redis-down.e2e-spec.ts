import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TcpProxy } from '../support/tcp-proxy';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

/**
 * The machine's Redis (CI starts it) behind a proxy that can hang or drop it; this file's keys under
 * a prefix of its own, deleted after. A file of its own: Nest's logger lines go to the first app a
 * process starts, and this one reads them.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `test:redis-down:${randomUUID()}:`;

/** Redis down or hanging: each instance counts alone (fails open), within the timeout, and says so. */
describe('limits when Redis is down or slow', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  const warnings: string[] = [];
  const sink = {
    write: (line: string) => {
      const { level, msg } = JSON.parse(line) as { level: number; msg?: string };
      if (level >= 40 && msg) warnings.push(msg);
    },
  };

  beforeAll(async () => {
    const target = new URL(REDIS_URL);
    proxy = await TcpProxy.start(target.hostname, Number(target.port || 6379));
    t = await startTestApp(
      {
        redis: { url: proxy.wrap(REDIS_URL), timeoutMs: 300, keyPrefix: PREFIX },
        logLevel: 'warn',
        rateLimit: { perMinute: 1_000_000, signupPerMinute: 2, verifyPerMinute: 100, devicePerMinute: 10 },
      },
      undefined,
      undefined,
      sink,
    );
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    const admin = new Redis(REDIS_URL);
    const keys = await admin.keys(`${PREFIX}*`);
    if (keys.length) await admin.del(...keys);
    admin.disconnect();
  });

  it('answers within the timeout when Redis hangs, counting on this instance, with a warning', async () => {
    proxy.pause();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (
            await request(t.server)
              .post('/v1/players')
              .send({ name: `H${i}` })
          ).status,
        );
      // A paused proxy never answers: each request is answered only because REDIS_TIMEOUT_MS ends the
      // limiter's wait (no wall-clock bound here: the machine is shared).
      expect(statuses).toEqual([201, 201, 429]); // the local count still limits
      expect(warnings).toContainEqual(expect.stringMatching(/^Rate limits: Redis unavailable/));
    } finally {
      proxy.resume();
    }
  });

  it('answers while Redis is unreachable, and shares the count again once it is back', async () => {
    proxy.cut();
    try {
      const res = await request(t.server).get('/v1/game-types');
      expect(res.status).toBe(200);
    } finally {
      proxy.restore();
    }
    const admin = new Redis(REDIS_URL);
    try {
      // Back to Redis: the count is written under this file's prefix again.
      const keys = await until(
        async () => {
          await request(t.server).get('/v1/game-types');
          return admin.keys(`${PREFIX}rate:default*`);
        },
        (k) => k.length > 0,
        15_000,
      );
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      admin.disconnect();
    }
  });
});
