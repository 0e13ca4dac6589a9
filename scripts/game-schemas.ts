/**
 * `npm run schemas:check` (CI): regenerates each game's JSON Schema document from the engine's
 * types and fails if a committed src/engine/schemas/<game>.schema.json differs (or one is missing
 * or left over). `npm run schemas:write` writes them instead.
 */
import { readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { projectRoot } from '../src/config/project-root';
import { generateGameSchemas, schemaFile } from './game-schemas/generate';

async function main(): Promise<void> {
  const write = process.argv.includes('--write');
  const root = projectRoot();
  const fresh = new Map<string, string>();
  for (const [game, doc] of generateGameSchemas(root)) {
    const file = schemaFile(root, game);
    // Formatted as Prettier would, so `npm run format:check` agrees with the generator.
    const options = { ...(await resolveConfig(file)), filepath: file };
    fresh.set(file, await format(JSON.stringify(doc), options));
  }
  const folder = dirname(schemaFile(root, 'x'));
  const leftOver = readdirSync(folder)
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => join(folder, f))
    .filter((f) => !fresh.has(f));
  if (write) {
    for (const [file, text] of fresh) writeFileSync(file, text);
    for (const file of leftOver) unlinkSync(file);
    process.stdout.write(`${[...fresh.keys()].map((f) => basename(f)).join(', ')} written\n`);
    return;
  }
  const stale = [...fresh].filter(([file, text]) => {
    try {
      return readFileSync(file, 'utf8') !== text;
    } catch {
      return true;
    }
  });
  if (stale.length > 0 || leftOver.length > 0) {
    const names = [...stale.map(([f]) => f), ...leftOver].map((f) => basename(f)).join(', ');
    process.stderr.write(`game schemas out of date (${names}): run \`npm run schemas:write\` and commit them.\n`);
    process.exit(1);
  }
  process.stdout.write('game schemas are up to date\n');
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
