import type { Int } from './json';

/**
 * The engine's only source of randomness: sfc32 (Chris Doty-Humphrey's Small Fast Counting
 * generator, 128-bit state), seeded by hashing the seed string with cyrb128. Both use only 32-bit
 * integer arithmetic (Math.imul, >>>), so every machine and Node version gives the same numbers.
 * The state is four uint32 in a plain array, so it lives in the game state as JSON.
 *
 * The functions below advance the state they are given in place: a game calls them on its own
 * working copy of the state, never on the caller's input.
 */
export type RngState = [Int, Int, Int, Int];

/** cyrb128: a fast 128-bit string hash, used only to turn a seed string into sfc32 state. */
function cyrb128(text: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A fresh generator for a seed string (any string; the same string gives the same stream). */
export function seedRng(seed: string): RngState {
  const state = cyrb128(seed);
  // Discard the first outputs, as sfc32's author recommends, so similar seeds diverge.
  for (let i = 0; i < 15; i++) nextUint32(state);
  return state;
}

/** The next uint32 of the stream; advances `state` in place. */
export function nextUint32(state: RngState): number {
  // Indexed reads, not destructuring: this runs for every die rolled and should not allocate.
  let a = state[0] >>> 0;
  let b = state[1] >>> 0;
  let c = state[2] >>> 0;
  let d = state[3] >>> 0;
  let t = (a + b) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  d = (d + 1) | 0;
  t = (t + d) | 0;
  c = (c + t) | 0;
  state[0] = a >>> 0;
  state[1] = b >>> 0;
  state[2] = c >>> 0;
  state[3] = d >>> 0;
  return t >>> 0;
}

/** A uniform integer in [0, n) without modulo bias (rejection sampling). */
export function randomInt(state: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new RangeError(`randomInt: bad bound ${n}`);
  const limit = 0x100000000 - (0x100000000 % n);
  for (;;) {
    const x = nextUint32(state);
    if (x < limit) return x % n;
  }
}

/** One roll of a six-sided die: 1..6. */
export function rollDie(state: RngState): number {
  return randomInt(state, 6) + 1;
}

/** Fisher-Yates shuffle of a copy of `items`. */
export function shuffled<T>(state: RngState, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(state, i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
