import { describe, expect, it } from '@jest/globals';
import { nextUint32, randomInt, seedRng, shuffled } from './rng';

describe('seeded PRNG (sfc32 seeded by cyrb128)', () => {
  it('gives the same stream for the same seed and a different one for another seed', () => {
    const a = seedRng('crier');
    const b = seedRng('crier');
    const c = seedRng('crieR');
    const sa = Array.from({ length: 8 }, () => nextUint32(a));
    expect(Array.from({ length: 8 }, () => nextUint32(b))).toEqual(sa);
    expect(Array.from({ length: 8 }, () => nextUint32(c))).not.toEqual(sa);
  });

  it('is pinned: these numbers must never change, or every stored game would replay differently', () => {
    const s = seedRng('golden');
    // Written out, not a snapshot: `jest -u` must not be able to re-pin them.
    expect(Array.from({ length: 4 }, () => nextUint32(s))).toEqual([1916683447, 4230788243, 3772331934, 3121493099]);
  });

  it('draws integers uniformly within bounds', () => {
    const s = seedRng('bounds');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[randomInt(s, 6)]!++;
    for (const n of counts) expect(Math.abs(n - 10_000)).toBeLessThan(500);
  });

  it('keeps its state as plain JSON', () => {
    const s = seedRng('json');
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it('shuffles a copy and keeps every item', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const out = shuffled(seedRng('x'), items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...out].sort()).toEqual(items);
  });
});
