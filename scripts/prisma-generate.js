#!/usr/bin/env node
// Runs `prisma generate`. The Prisma CLI insists on a schema-engine binary before any command,
// but generate never runs it; where it cannot be downloaded we point it at an existing file.
const { spawnSync } = require('node:child_process');
const env = { ...process.env };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
env.PRISMA_HIDE_UPDATE_MESSAGE = '1';
const r = spawnSync(process.execPath, [require.resolve('prisma/build/index.js'), 'generate'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env,
});
if (r.status !== 0) {
  process.stdout.write(r.stdout);
  process.exit(r.status ?? 1);
}
