import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const MAIN = join(ROOT, 'dist/src/main.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

/** Compiles dist/ unless it is newer than every file in src/. */
export function ensureBuilt(): void {
  let built = 0;
  try {
    built = statSync(MAIN).mtimeMs;
  } catch {
    built = 0;
  }
  if (built > newestMtime(join(ROOT, 'src'))) return;
  const r = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: ROOT, stdio: 'inherit', timeout: 300_000 });
  if (r.status !== 0) throw new Error('build failed');
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** The real server (`node dist/src/main.js`) as a child process. */
export class CrierProcess {
  private constructor(
    readonly child: ChildProcess,
    readonly base: string,
  ) {}

  static async start(env: Record<string, string>, timeoutMs = 90_000): Promise<CrierProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      // Generous connection bounds on a shared, loaded machine (as startTestApp); a suite about them sets its own.
      env: {
        DATABASE_POOL_WAIT_MS: '30000',
        DATABASE_CONNECT_TIMEOUT_MS: '20000',
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`Crier exited with ${child.exitCode}`);
      try {
        const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(2_000) });
        if (res.status === 200) return new CrierProcess(child, base);
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    child.kill('SIGKILL');
    throw new Error('Crier did not become healthy');
  }

  /** kill -9: no shutdown hook runs. */
  async kill9(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((r) => this.child.once('exit', () => r()));
    this.child.kill('SIGKILL');
    await exited;
  }
}
