import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The folder holding Crier's package.json, whether running from src/ (tests) or dist/ (build). */
export function projectRoot(): string {
  let dir = __dirname;
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'crier') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the crier package.json above ' + __dirname);
    dir = parent;
  }
}

export function packageVersion(): string {
  return (JSON.parse(readFileSync(join(projectRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}
