import { ThrottlerStorageService } from '@nestjs/throttler';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { RateLimitStorage } from './rate-limit.storage';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 0, 1);

/** A storage on a clock the test moves by hand. */
function storageAt(options: { maxKeys?: number; sweepIntervalMs?: number } = {}) {
  const clock = { now: T0 };
  const storage = new RateLimitStorage({ ...options, now: () => clock.now });
  return {
    storage,
    clock,
    hit: (key = 'k', limit = 3, ttl = MINUTE, block = ttl) => storage.increment(key, ttl, limit, block, 'default'),
  };
}

describe('RateLimitStorage', () => {
  it('counts hits in a sliding window and reports the fixed window reset', async () => {
    const { hit, clock } = storageAt();
    expect(await hit()).toEqual({
      totalHits: 1,
      timeToExpire: 60,
      isBlocked: false,
      timeToBlockExpire: expect.any(Number),
    });
    clock.now = T0 + 30_500;
    expect(await hit()).toMatchObject({ totalHits: 2, timeToExpire: 30, isBlocked: false });
    clock.now = T0 + 59_000;
    expect(await hit()).toMatchObject({ totalHits: 3, timeToExpire: 1, isBlocked: false });
    // The first hit stops counting exactly one ttl after it; the reset window starts again.
    clock.now = T0 + MINUTE;
    expect(await hit()).toMatchObject({ totalHits: 3, timeToExpire: 60, isBlocked: false });
    clock.now = T0 + MINUTE + 1_000;
    expect(await hit()).toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 60 });
  });

  it('blocks for blockDuration once over the limit, then starts a fresh count', async () => {
    const { hit, clock } = storageAt();
    for (let i = 0; i < 3; i++) expect((await hit()).isBlocked).toBe(false);
    expect(await hit()).toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 60 });
    clock.now = T0 + 45_200;
    // Hits while blocked are not counted, and the block does not slide.
    expect(await hit()).toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 15 });
    clock.now = T0 + 59_999;
    expect(await hit()).toMatchObject({ isBlocked: true, timeToBlockExpire: 1 });
    clock.now = T0 + MINUTE;
    expect(await hit()).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('without blocking, refuses hits over the limit without counting them', async () => {
    const { hit, clock } = storageAt();
    for (let i = 0; i < 3; i++) {
      clock.now = T0 + i * 10_000;
      expect(await hit('k', 3, MINUTE, 0)).toMatchObject({ totalHits: i + 1, isBlocked: false, timeToBlockExpire: 0 });
    }
    clock.now = T0 + 30_000;
    // Retry when the oldest counted hit expires.
    expect(await hit('k', 3, MINUTE, 0)).toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 30 });
    clock.now = T0 + MINUTE;
    expect(await hit('k', 3, MINUTE, 0)).toMatchObject({ totalHits: 3, isBlocked: false });
  });

  it('keeps keys apart', async () => {
    const { hit } = storageAt();
    for (let i = 0; i < 4; i++) await hit('a');
    expect((await hit('a')).isBlocked).toBe(true);
    expect(await hit('b')).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('sweeps idle keys at most once per interval, and keeps live and blocked ones', async () => {
    const { storage, hit, clock } = storageAt({ sweepIntervalMs: MINUTE });
    for (let i = 0; i < 1_000; i++) await hit(`idle-${i}`);
    for (let i = 0; i < 4; i++) await hit('blocked', 3, MINUTE, 10 * MINUTE);
    clock.now = T0 + MINUTE - 1;
    await hit('live');
    expect(storage.stats().keys).toBe(1_002);
    clock.now = T0 + MINUTE + 1;
    await hit('live');
    // The idle keys are gone; 'live' has a hit in the window, 'blocked' is still blocked.
    expect(storage.stats().keys).toBe(2);
    clock.now = T0 + 11 * MINUTE;
    await hit('other');
    expect(storage.stats().keys).toBe(1);
  });

  it('bounds memory: keys are capped, and a key stores at most its live hits plus slack', async () => {
    const { storage, hit } = storageAt({ maxKeys: 100 });
    for (let i = 0; i < 150; i++) await hit(`k${i}`, 10);
    expect(storage.stats().keys).toBe(100);
    // The oldest keys were forgotten: k0 starts afresh, k149 still counts.
    expect((await hit('k149', 10)).totalHits).toBe(2);
    expect((await hit('k0', 10)).totalHits).toBe(1);

    const busy = storageAt();
    // 50 requests a second for ten minutes under a high limit: about 3,000 live hits at any time.
    for (let ms = 0; ms < 10 * MINUTE; ms += 20) {
      busy.clock.now = T0 + ms;
      await busy.hit('busy', 1_000_000);
      expect(busy.storage.stats().storedHits).toBeLessThanOrEqual(2 * 3_000 + 256);
    }
    // Over the limit, hits are not stored while blocked.
    const flood = storageAt();
    for (let i = 0; i < 10_000; i++) {
      flood.clock.now = T0 + i;
      await flood.hit('flood', 50);
    }
    expect(flood.storage.stats()).toEqual({ keys: 1, storedHits: 51 });
  });
});

describe('RateLimitStorage agrees with @nestjs/throttler ThrottlerStorageService', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  /** A small deterministic PRNG, so a failure replays. */
  function random(seed: number): () => number {
    let s = seed >>> 0;
    return () => {
      s = (s + 0x6d2b79f5) >>> 0;
      let t = s;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
  }

  // Without sweeping, every field agrees. With it, a swept key comes back fresh, which only shows
  // in timeToBlockExpire of a key that is not blocked (a number the guard never reads).
  const runs = [1, 2, 3, 4, 5, 6].flatMap((seed) => [
    { seed, sweepIntervalMs: Infinity },
    { seed, sweepIntervalMs: 5_000 },
  ]);
  for (const { seed, sweepIntervalMs } of runs) {
    it(`returns the same records for a random run (seed ${seed}, sweep every ${sweepIntervalMs} ms)`, async () => {
      const rnd = random(seed);
      let now = T0;
      jest.spyOn(Date, 'now').mockImplementation(() => now);
      const reference = new ThrottlerStorageService();
      const ours = new RateLimitStorage({ now: () => now, sweepIntervalMs });
      const seen = (r: { isBlocked: boolean; timeToBlockExpire: number }) =>
        sweepIntervalMs === Infinity || r.isBlocked ? r : { ...r, timeToBlockExpire: 'unread' };
      const ttls = seed % 2 === 0 ? [2_000] : [1_000, 2_500];
      try {
        for (let step = 0; step < 4_000; step++) {
          now += Math.floor(rnd() * (rnd() < 0.02 ? 6_000 : 150));
          const key = `key-${Math.floor(rnd() * 4)}`;
          const name = rnd() < 0.8 ? 'default' : 'signup';
          const ttl = ttls[Math.floor(rnd() * ttls.length)] ?? 2_000;
          const limit = 1 + Math.floor(rnd() * 8);
          const block = seed % 3 === 0 ? 0 : rnd() < 0.5 ? ttl : 3_000;
          const expected = await reference.increment(key, ttl, limit, block, name);
          const actual = await ours.increment(key, ttl, limit, block, name);
          expect({ step, record: seen(actual) }).toEqual({ step, record: seen(expected) });
        }
      } finally {
        reference.onApplicationShutdown();
      }
    });
  }
});
