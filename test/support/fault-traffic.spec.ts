import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from '@jest/globals';
import { badOutcomes, type Outcome } from './fault-traffic';
import { StallRecorder } from './stall-recorder';

const move = (at: number, ms: number, status: Outcome['status'] = 201): Outcome => ({ what: 'move', status, at, ms });

describe('fault traffic: what breaks the bound', () => {
  let recorder: StallRecorder | undefined;
  afterEach(() => recorder?.stop());

  it('a request longer than the bound is bad, one within it is not', () => {
    expect(badOutcomes([move(0, 3_600), move(0, 3_400)], 3_500).map((o) => o.ms)).toEqual([3_600]);
  });

  it('no answer, a 500 or a 503 that is not a database problem is bad whatever its time', () => {
    const bad = badOutcomes([move(0, 10, 'no answer'), move(0, 10, 500), move(0, 10, 503)], 3_500);
    expect(bad.map((o) => o.status)).toEqual(['no answer', 500, 503]);
  });

  it('the time this process stalled is not held against a request, and only the overlapping part', async () => {
    const origin = performance.now();
    recorder = new StallRecorder(origin, 10, 50);
    await new Promise((r) => setTimeout(r, 30));
    const blockedFrom = performance.now() - origin;
    const until = performance.now() + 400;
    while (performance.now() < until); // The event loop runs nothing for 400 ms.
    await new Promise((r) => setTimeout(r, 30));
    const stalled = recorder.within(0, performance.now() - origin);
    expect(stalled).toBeGreaterThan(300);
    expect(stalled).toBeLessThan(600);
    // A request spanning the stall is judged on the rest of its time; one before it is not helped.
    const spanning = move(blockedFrom - 5, 3_800);
    const before = move(blockedFrom - 4_000, 3_800);
    expect(badOutcomes([spanning, before], 3_500, recorder).map((o) => o.at)).toEqual([before.at]);
  });
});
