/**
 * `npm run schema:check` (CI): regenerates the code-first GraphQL schema and fails if the
 * committed schema.gql differs. `npm run schema:write` updates schema.gql instead.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config/app-config';
import { projectRoot } from '../src/config/project-root';
import { createApp } from '../src/create-app';

async function main(): Promise<void> {
  const write = process.argv.includes('--write');
  const generated = join(mkdtempSync(join(tmpdir(), 'crier-schema-')), 'schema.gql');
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    databaseUrl: null,
    dataDir: 'memory',
    schemaFile: generated,
  };
  const app = await createApp(config);
  await app.init();
  await app.close();
  const committedPath = join(projectRoot(), 'schema.gql');
  const fresh = readFileSync(generated, 'utf8');
  if (write) {
    writeFileSync(committedPath, fresh);
    process.stdout.write('schema.gql written\n');
    return;
  }
  let committed = '';
  try {
    committed = readFileSync(committedPath, 'utf8');
  } catch {
    // missing: reported below as out of date
  }
  if (committed !== fresh) {
    process.stderr.write('schema.gql is out of date: run `npm run schema:write` and commit it.\n');
    process.exit(1);
  }
  process.stdout.write('schema.gql is up to date\n');
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err)}\n`);
  process.exit(1);
});
