/**
 * `npm run schema:check` (CI): regenerates the code-first GraphQL schema and fails if the
 * committed schema.gql differs. `npm run schema:write` updates schema.gql instead.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeOrCheck } from './committed-file';
import { loadConfig } from '../src/config/app-config';
import { projectRoot } from '../src/config/project-root';
import { createApp } from '../src/create-app';

async function main(): Promise<void> {
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
  writeOrCheck(committedPath, fresh, 'npm run schema:write');
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err)}\n`);
  process.exit(1);
});
