import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('has working defaults: the embedded database in ./.crier-data on 127.0.0.1:3000', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ databaseUrl: null, dataDir: './.crier-data', host: '127.0.0.1', port: 3000 });
    expect(c.schemaFile).toBe('schema.gql');
  });

  it('names every bad variable in one message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', DATABASE_POOL_SIZE: '0' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL', 'DATABASE_POOL_SIZE']) expect(message).toContain(name);
  });

  it('reads CORS origins and the schema file switch', () => {
    const c = loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example', CRIER_SCHEMA_FILE: 'none' });
    expect(c.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(c.schemaFile).toBeNull();
  });
});

describe('README configuration table', () => {
  it('documents every variable the config reads, and no other', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { projectRoot } = await import('./project-root');
    const { CONFIG_VARIABLES } = await import('./app-config');
    const readme = readFileSync(join(projectRoot(), 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Errors'));
    const documented = [...section.matchAll(/^\| `([A-Z_]+)`/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual(Object.keys(CONFIG_VARIABLES).sort());
  });
});

describe('docs/errors.md', () => {
  it('documents every error code the API can return', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { projectRoot } = await import('./project-root');
    const { ERROR_STATUS } = await import('../common/errors/error-codes');
    const doc = readFileSync(join(projectRoot(), 'docs', 'errors.md'), 'utf8');
    const documented = [...doc.matchAll(/^\|\s*`([A-Z_]+)`\s*\|\s*(\d{3})\s*\|/gm)].map((m) => [m[1], Number(m[2])]);
    expect(Object.fromEntries(documented)).toEqual(ERROR_STATUS);
  });
});
