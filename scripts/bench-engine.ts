/**
 * `npm run bench:engine`: random-playout and replay benchmarks for every game, one JSON line each.
 * Run on one core (the process is single-threaded). Filter with `BENCH_FILTER=troyes-dice`.
 */
import { measure, type BenchCase } from './bench/measure';
import { orleansBenchCases } from './bench/engine/orleans';
import { troyesDiceBenchCases } from './bench/engine/troyes-dice';
import { troyesBenchCases } from './bench/engine/troyes';

// Each game contributes its cases from scripts/bench/engine/<game>.ts (one import line each).
const suites: Array<() => BenchCase[]> = [troyesDiceBenchCases, orleansBenchCases, troyesBenchCases];

const filter = process.env.BENCH_FILTER ?? '';
for (const suite of suites) {
  for (const c of suite()) {
    if (filter && !c.name.includes(filter)) continue;
    console.log(JSON.stringify(measure(c)));
  }
}
