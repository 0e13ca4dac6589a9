/**
 * A tiny benchmark loop shared by the `bench:*` scripts: warm up, then time batches of calls
 * and report the median per-operation time and the throughput, as one JSON line.
 */
export interface BenchResult {
  bench: string;
  ops_per_s: number;
  median_us: number;
  runs: number;
}

export interface BenchCase {
  /** e.g. "troyes-dice.replay.solo" */
  name: string;
  /** One operation (a whole game replay, a playout...). Return something to defeat dead-code elimination. */
  run: (i: number) => unknown;
}

export function measure(c: BenchCase, seconds = Number(process.env.BENCH_SECONDS ?? 3)): BenchResult {
  let sink = 0;
  const warmUntil = performance.now() + Math.min(1000, seconds * 300);
  let i = 0;
  while (performance.now() < warmUntil) sink ^= c.run(i++) === undefined ? 0 : 1;
  const samples: number[] = [];
  let ops = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    const t0 = performance.now();
    sink ^= c.run(i++) === undefined ? 0 : 1;
    samples.push(performance.now() - t0);
    ops++;
  }
  const elapsed = (performance.now() - start) / 1000;
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? 0;
  if (sink === 42) process.stderr.write(''); // keep `sink` observable
  return {
    bench: c.name,
    ops_per_s: Math.round(ops / elapsed),
    median_us: Math.round(median * 1000 * 10) / 10,
    runs: ops,
  };
}
