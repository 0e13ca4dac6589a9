/**
 * `npm run bench:rate-limit`: Crier's RateLimitStorage against @nestjs/throttler's default
 * ThrottlerStorageService, paired in one run (same process, batches alternated, the order
 * swapped each round), on the hot path: one `increment` as the guard makes it (60 s window,
 * limit 6000, blockDuration = the window, as Crier's default throttler), awaited.
 *
 * Each scenario holds N keys with about H live hits each: the clock is simulated (each storage
 * its own) and moves `60 s / (N·H)` per hit, so hits expire as fast as they arrive; both are
 * brought to that steady state before anything is timed. Figure: median ns per hit over the
 * batches. Memory: heap growth (after a forced GC) to hold 100,000 keys with one hit each.
 *
 * Prints one JSON line per figure and a summary table. BENCH_ROUNDS (default 21) batches of
 * BENCH_BATCH (default 2000) hits per storage and scenario. Needs `node --expose-gc`.
 */
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import { RateLimitStorage } from '../src/auth/rate-limit/rate-limit.storage';

const TTL = 60_000;
const LIMIT = 6_000;
const BLOCK = TTL;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 21);
const BATCH = Number(process.env.BENCH_BATCH ?? 2_000);
const MEMORY_KEYS = 100_000;

/** The keys N and live hits per key H of each scenario. */
const SCENARIOS: Array<{ keys: number; hitsPerKey: number; note: string }> = [
  { keys: 100_000, hitsPerKey: 1, note: 'many idle callers' },
  { keys: 1_000, hitsPerKey: 10, note: 'a busy instance' },
  { keys: 100, hitsPerKey: 1_000, note: 'bots at ~17 requests/s each' },
  { keys: 10, hitsPerKey: 5_000, note: 'callers just under the limit' },
];

/** A simulated clock per storage; the library reads Date.now, so that reads the driven one. */
interface Clock {
  t: number;
}
let driven: Clock = { t: 1_700_000_000_000 };
Date.now = () => driven.t;

interface Subject {
  name: string;
  storage: ThrottlerStorage;
  clock: Clock;
  next: number;
}

function subjects(): Subject[] {
  const ours: Clock = { t: 1_700_000_000_000 };
  const theirs: Clock = { t: 1_700_000_000_000 };
  return [
    { name: 'crier', storage: new RateLimitStorage({ now: () => ours.t }), clock: ours, next: 0 },
    { name: 'throttler', storage: new ThrottlerStorageService(), clock: theirs, next: 0 },
  ];
}

const keyOf = (i: number): string => `default:key:${i.toString(36).padStart(8, '0')}`;

/** `count` hits round-robin over the scenario's keys, moving the subject's clock by `step` ms each. */
async function hit(s: Subject, keys: string[], count: number, step: number): Promise<number> {
  driven = s.clock;
  let sink = 0;
  for (let i = 0; i < count; i++) {
    s.clock.t += step;
    const key = keys[s.next++ % keys.length] as string;
    const r = await s.storage.increment(key, TTL, LIMIT, BLOCK, 'default');
    sink += r.totalHits;
  }
  return sink;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function scenario(keyCount: number, hitsPerKey: number): Promise<Record<string, number>> {
  const keys = Array.from({ length: keyCount }, (_, i) => keyOf(i));
  const step = TTL / (keyCount * hitsPerKey);
  const pair = subjects();
  // Steady state: a whole window of hits, then the same once more (JIT warm-up).
  for (const s of pair) await hit(s, keys, 2 * keyCount * hitsPerKey, step);
  const samples: Record<string, number[]> = { crier: [], throttler: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? pair : [...pair].reverse();
    for (const s of order) {
      const t0 = performance.now();
      await hit(s, keys, BATCH, step);
      samples[s.name]!.push(((performance.now() - t0) * 1e6) / BATCH);
    }
  }
  return { crier: median(samples.crier!), throttler: median(samples.throttler!) };
}

function gc(): void {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('run with node --expose-gc (npm run bench:rate-limit does)');
  collect();
  collect();
}

/** Heap bytes per key for 100,000 keys with one hit each (the key strings themselves excluded). */
async function memoryPerKey(name: string): Promise<number> {
  const keys = Array.from({ length: MEMORY_KEYS }, (_, i) => keyOf(i));
  const s = subjects().find((x) => x.name === name) as Subject;
  gc();
  const before = process.memoryUsage().heapUsed;
  await hit(s, keys, MEMORY_KEYS, 0.001);
  gc();
  const after = process.memoryUsage().heapUsed;
  return (after - before) / MEMORY_KEYS;
}

async function main(): Promise<void> {
  const rows: string[] = [];
  for (const { keys, hitsPerKey, note } of SCENARIOS) {
    const r = await scenario(keys, hitsPerKey);
    const ratio = r.throttler! / r.crier!;
    for (const name of ['crier', 'throttler']) {
      console.log(
        JSON.stringify({ bench: `rate-limit.hit.${name}`, keys, hitsPerKey, median_ns: Math.round(r[name]!) }),
      );
    }
    rows.push(
      `| ${keys.toLocaleString('en')} × ${hitsPerKey.toLocaleString('en')} (${note}) | ${Math.round(r.crier!)} | ${Math.round(r.throttler!)} | ${ratio.toFixed(1)}× |`,
    );
  }
  const memory: Record<string, number> = {};
  for (const name of ['crier', 'throttler']) {
    memory[name] = await memoryPerKey(name);
    console.log(
      JSON.stringify({
        bench: `rate-limit.memory.${name}`,
        keys: MEMORY_KEYS,
        bytes_per_key: Math.round(memory[name]!),
      }),
    );
  }
  console.log('\n| keys × live hits per key | crier ns/hit | @nestjs/throttler ns/hit | throttler / crier |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
  console.log(
    `| heap at ${MEMORY_KEYS.toLocaleString('en')} keys, 1 hit each | ${((memory.crier! * MEMORY_KEYS) / 2 ** 20).toFixed(1)} MiB (${Math.round(memory.crier!)} B/key) | ${((memory.throttler! * MEMORY_KEYS) / 2 ** 20).toFixed(1)} MiB (${Math.round(memory.throttler!)} B/key) | ${(memory.throttler! / memory.crier!).toFixed(1)}× |`,
  );
}

void main();
