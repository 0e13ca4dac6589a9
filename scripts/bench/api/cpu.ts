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

interface ProcessCpu {
  pid: number;
  ppid: number;
  comm: string;
  /** utime + stime, in ms. */
  cpuMs: number;
}

/** Every process's parent, name and CPU time so far; empty where /proc cannot be read. */
function processTable(): ProcessCpu[] {
  let dirs: string[];
  try {
    dirs = readdirSync('/proc');
  } catch {
    return [];
  }
  const table: ProcessCpu[] = [];
  for (const d of dirs) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      // The name is in parentheses and may contain spaces; the fields after it are numbers.
      const open = stat.indexOf('(');
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
      table.push({
        pid: Number(d),
        ppid: Number(fields[1]),
        comm: stat.slice(open + 1, close),
        cpuMs: (ticks * 1000) / TICKS_PER_SECOND,
      });
    } catch {
      // exited meanwhile
    }
  }
  return table;
}

/** CPU ms of a process and its children (a Crier primary and its cluster workers). */
function treeCpuMs(table: ProcessCpu[], pid: number): number | null {
  const own = table.find((p) => p.pid === pid);
  if (!own) return null;
  return own.cpuMs + table.filter((p) => p.ppid === pid).reduce((sum, p) => sum + p.cpuMs, 0);
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
  processes: Record<string, number | null>;
  postgres: number | null;
  machine: { busy: number; total: number } | null;
}

/** Reads the CPU time of the named processes (with their children), of Postgres and of the machine. */
export function cpuSnapshot(pids: Record<string, number | undefined>): CpuSnapshot {
  const table = processTable();
  const processes: Record<string, number | null> = {};
  for (const [name, pid] of Object.entries(pids)) processes[name] = pid ? treeCpuMs(table, pid) : null;
  const postgres =
    table.length > 0 ? table.filter((p) => p.comm === 'postgres').reduce((a, p) => a + p.cpuMs, 0) : null;
  return { processes, postgres, machine: machineTicks() };
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
