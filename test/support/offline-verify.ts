import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crierVerify } from '../../src/verifier/crier-verify';

let dir: string | undefined;

/**
 * Writes `body` to a file and runs `crier-verify` on it, as a third party would (no server, no
 * database): its exit code and what it printed.
 */
export function verifyOffline(name: string, body: unknown): { code: number; out: string } {
  dir ??= mkdtempSync(join(tmpdir(), 'crier-verify-'));
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(body, null, 2));
  const out: string[] = [];
  const code = crierVerify([path], (line) => out.push(line));
  return { code, out: out.join('\n') };
}
