import { execFile, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './crier-process';

const run = promisify(execFile);

/** A PostgreSQL server a test may restart. */
export interface RestartablePostgres {
  /** A database on it for the test, and how to drop it. */
  url: string;
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A throwaway PostgreSQL server of the test's own (initdb in a temporary directory, on a free
 * loopback port): restarting it disturbs nobody, unlike the machine's shared server, which other
 * suites (and CI) use at the same time. Returns the reason instead when it cannot be made here.
 */
export async function startPrivatePostgres(): Promise<RestartablePostgres | string> {
  const bin = postgresBinDir();
  if (!bin) return 'no PostgreSQL server binaries (initdb, pg_ctl) on this machine';
  // initdb refuses to run as root: run the server as the postgres user then.
  const asRoot = process.getuid?.() === 0;
  let owner: { uid: number; gid: number } | null = null;
  if (asRoot) {
    try {
      owner = {
        uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
        gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
      };
    } catch {
      return 'running as root with no postgres user to run a server as';
    }
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? exited('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : exited(join(bin, tool), args);
  const dir = mkdtempSync(join(tmpdir(), 'crier-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
    await pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '30', 'start']);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    return `could not start a private PostgreSQL server: ${(err as Error).message.split('\n')[0]}`;
  }
  await run(join(bin, 'psql'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '-qc',
    'CREATE DATABASE crier',
  ]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/crier`,
    async restart() {
      // "fast": the server ends every session (57P01) and refuses connections until it is back.
      await pg('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-m', 'fast', '-w', '-t', '30', 'restart']);
    },
    async close() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The machine's shared cluster named by `spec` ("15 main"), restarted with pg_ctlcluster: every
 * session on that server is ended, including other suites' running there at the time. Only for
 * a machine where nothing else uses it (see docs/reliability.md).
 */
export function sharedCluster(spec: string, url: string): RestartablePostgres {
  const [version, cluster] = spec.trim().split(/\s+/);
  if (!version || !cluster) throw new Error(`expected "<version> <cluster>", e.g. "15 main" (got "${spec}")`);
  return {
    url,
    async restart() {
      await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, cluster, 'restart'], { timeout: 60_000 });
    },
    async close() {},
  };
}

/**
 * Runs a tool to its exit. Its output is not captured: the server pg_ctl starts would inherit
 * the pipes and keep them open (execFile would then wait for it to stop).
 */
function exited(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

function postgresBinDir(): string | null {
  const complete = (dir: string): boolean => ['initdb', 'pg_ctl', 'psql'].every((t) => existsSync(join(dir, t)));
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (complete(dir)) return dir;
  } catch {
    // no pg_config: look where Debian puts the server
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => complete(join(root, v, 'bin')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}
