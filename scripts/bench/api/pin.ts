/**
 * BENCH_PIN=1 for `npm run bench:api` (Linux, `taskset` from util-linux): during the load, Crier
 * runs on CPU 0 and Postgres and the load client on the other CPUs, as a deployment that gives
 * Crier a core of its own would (docs/benchmarks.md, "API under load"). Postgres's processes
 * get their own affinity back afterwards (new backends inherit the postmaster's, so it is pinned too).
 */
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';

export interface Pinning {
  /** The CPU list for everything but Crier, e.g. "1" or "1-3" (for `taskset -c`). */
  others: string;
  /** Gives every pinned Postgres process its affinity back. */
  restore(): void;
}

function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false; // exited meanwhile
      }
    })
    .map(Number);
}

/**
 * The CPU list a process may run on (`taskset -pc` prints "pid <n>'s current affinity list: 0,1"),
 * or null when it has exited meanwhile (autovacuum workers come and go).
 */
function affinity(pid: number): string | null {
  try {
    return execFileSync('taskset', ['-pc', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .split(': ')
      .pop() as string;
  } catch {
    return null;
  }
}

function setAffinity(pid: number, list: string): void {
  try {
    execFileSync('taskset', ['-apc', list, String(pid)], { stdio: 'ignore' });
  } catch {
    // the process exited meanwhile
  }
}

/** Pins Crier (`crierPid`, all its threads) to CPU 0 and every Postgres process to the others. */
export function pinCrierApart(crierPid: number): Pinning {
  const count = cpus().length;
  if (count < 2) throw new Error('BENCH_PIN needs at least two CPUs');
  const others = count === 2 ? '1' : `1-${count - 1}`;
  const saved = postgresPids().flatMap((pid) => {
    const list = affinity(pid);
    return list === null ? [] : [{ pid, list }];
  });
  setAffinity(crierPid, '0');
  for (const { pid } of saved) setAffinity(pid, others);
  return {
    others,
    restore: () => {
      for (const { pid, list } of saved) setAffinity(pid, list);
    },
  };
}
