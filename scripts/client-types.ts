/**
 * `npm run client:check` (CI): generates the typed client's types from the committed openapi.json
 * with openapi-typescript and fails if src/client/openapi-types.ts differs;
 * `npm run client:write` updates it. So `crier/client` always describes the served contract.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { writeOrCheck } from './committed-file';
import { projectRoot } from '../src/config/project-root';

async function main(): Promise<void> {
  const root = projectRoot();
  const generated = join(mkdtempSync(join(tmpdir(), 'crier-client-')), 'openapi-types.ts');
  execFileSync(
    join(root, 'node_modules', '.bin', 'openapi-typescript'),
    [join(root, 'openapi.json'), '--output', generated, '--root-types', '--root-types-no-schema-prefix'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const committedPath = join(root, 'src', 'client', 'openapi-types.ts');
  const header = '/* Generated from openapi.json by `npm run client:write` (openapi-typescript): do not edit. */\n';
  const fresh = await format(header + readFileSync(generated, 'utf8'), {
    ...(await resolveConfig(committedPath)),
    filepath: committedPath,
  });
  writeOrCheck(committedPath, fresh, 'npm run client:write');
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err)}\n`);
  process.exit(1);
});
