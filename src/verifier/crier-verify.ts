import { readFileSync } from 'node:fs';
import { checkExport } from './check-export';

/** Exit codes of `crier-verify`: scripts branch on them. */
export const EXIT = { valid: 0, invalid: 1, unverifiable: 2, usage: 64 } as const;

const USAGE = 'usage: crier-verify [--json] <export.json>   (a file from GET /v1/games/{id}/export; - reads stdin)';

/**
 * `crier-verify <file>`: replays an exported game with the engine bundled in this package and
 * prints `valid` or the first thing wrong (an illegal move with its index, seat and code). No
 * server and no database: anyone can check a score with nothing but the file.
 */
export function crierVerify(args: readonly string[], print: (line: string) => void): number {
  const json = args.includes('--json');
  const files = args.filter((a) => a !== '--json');
  if (files.length !== 1 || files[0] === '--help' || files[0] === '-h') {
    print(USAGE);
    return EXIT.usage;
  }
  const path = files[0] as string;
  let file: unknown;
  try {
    file = JSON.parse(readFileSync(path === '-' ? 0 : path, 'utf8'));
  } catch (e) {
    print(`unreadable: ${path}: ${(e as Error).message}`);
    return EXIT.usage;
  }
  const check = checkExport(file);
  if (json) print(JSON.stringify(check));
  else if (check.verdict === 'valid') {
    print(`valid: ${check.moves} moves under ${check.rulesVersion}, scores ${check.scores.join(', ')}`);
  } else print(`${check.verdict}: ${check.code}: ${check.message}`);
  return EXIT[check.verdict];
}
