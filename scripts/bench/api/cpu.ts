/**
 * CPU accounting for `npm run bench:api` (Linux /proc only; elsewhere every figure is null).
 *
 * On a box where Crier, the load client and Postgres share the cores, throughput is bounded by
 * the CPU each accepted move costs in each process, so the benchmark reports that cost: CPU
 * milliseconds spent by Crier, by every `postgres` process and by the load client during the
 * measured window, divided by the number of accepted moves (or appends), plus how busy the
 * whole machine was (to see other tenants' load).
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime of one process, in ms; null when it cannot be read. */
function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Sum of utime + stime of every process named `postgres`, in ms. */
function postgresCpuMs(): number | null {
  let dirs: string[];
  try {
    dirs = readdirSync('/proc');
  } catch {
    return null;
  }
  let total = 0;
  for (const d of dirs) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (readFileSync(`/proc/${d}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    total += processCpuMs(Number(d)) ?? 0;
  }
  return total;
}

/** Busy and total jiffies of the whole machine (all cores). */
function machineTicks(): { busy: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = (v[3] ?? 0) + (v[4] ?? 0); // idle + iowait
    const total = v.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

export interface CpuSnapshot {
  at: number;
  processes: Record<string, number | null>;
  postgres: number | null;
  machine: { busy: number; total: number } | null;
}

/** Reads the CPU time of the named processes (pid), of Postgres and of the machine. */
export function cpuSnapshot(pids: Record<string, number | undefined>): CpuSnapshot {
  const processes: Record<string, number | null> = {};
  for (const [name, pid] of Object.entries(pids)) processes[name] = pid ? processCpuMs(pid) : null;
  return { at: Date.now(), processes, postgres: postgresCpuMs(), machine: machineTicks() };
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

/**
 * CPU ms per unit of work between two snapshots, per process and for Postgres, plus the share
 * of the machine's cores that were busy (1 = every core busy the whole time).
 */
export function cpuPerUnit(before: CpuSnapshot, after: CpuSnapshot, units: number): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  const per = (a: number | null | undefined, b: number | null | undefined): number | null =>
    a === null || a === undefined || b === null || b === undefined || units <= 0 ? null : round((b - a) / units);
  for (const name of Object.keys(after.processes)) {
    out[`${name}_cpu_ms`] = per(before.processes[name], after.processes[name]);
  }
  out.postgres_cpu_ms = per(before.postgres, after.postgres);
  const m0 = before.machine;
  const m1 = after.machine;
  out.machine_busy = m0 && m1 && m1.total > m0.total ? round((m1.busy - m0.busy) / (m1.total - m0.total)) : null;
  return out;
}
