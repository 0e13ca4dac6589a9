/**
 * `npm run openapi:check` (CI): builds the OpenAPI document as /docs-json serves it and fails if
 * the committed openapi.json differs. `npm run openapi:write` updates openapi.json instead.
 */
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { writeOrCheck } from './committed-file';
import { loadConfig } from '../src/config/app-config';
import { projectRoot } from '../src/config/project-root';
import { createApp } from '../src/create-app';
import { createOpenApiDocument } from '../src/openapi/openapi-document';

async function main(): Promise<void> {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), databaseUrl: null, dataDir: 'memory', schemaFile: null };
  const app = await createApp(config);
  await app.init();
  const document = createOpenApiDocument(app, config);
  await app.close();
  const committedPath = join(projectRoot(), 'openapi.json');
  // Formatted as Prettier would, so `npm run format:check` agrees with the generator.
  const fresh = await format(JSON.stringify(document), {
    ...(await resolveConfig(committedPath)),
    filepath: committedPath,
  });
  writeOrCheck(committedPath, fresh, 'npm run openapi:write');
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err)}\n`);
  process.exit(1);
});
