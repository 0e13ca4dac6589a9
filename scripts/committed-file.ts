import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * The `:write` / `:check` pair of a generated file that is committed (schema.gql, openapi.json):
 * with `--write` on the command line, writes `fresh`; otherwise exits 1 when the committed copy
 * differs, so CI catches a contract change nobody regenerated.
 */
export function writeOrCheck(committedPath: string, fresh: string, writeCommand: string): void {
  const name = basename(committedPath);
  if (process.argv.includes('--write')) {
    writeFileSync(committedPath, fresh);
    process.stdout.write(`${name} written\n`);
    return;
  }
  let committed = '';
  try {
    committed = readFileSync(committedPath, 'utf8');
  } catch {
    // missing: reported below as out of date
  }
  if (committed !== fresh) {
    process.stderr.write(`${name} is out of date: run \`${writeCommand}\` and commit it.\n`);
    process.exit(1);
  }
  process.stdout.write(`${name} is up to date\n`);
}
