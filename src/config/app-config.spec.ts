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

describe('database limits', () => {
  it('default to a few seconds for requests and ten minutes for maintenance', () => {
    expect(loadConfig({}).databaseLimits).toEqual({
      poolWaitMs: 3000,
      connectTimeoutMs: 2000,
      statementTimeoutMs: 5000,
      lockTimeoutMs: 2000,
      idleInTransactionTimeoutMs: 10000,
      queryTimeoutMs: 6000,
      maintenanceTimeoutMs: 600000,
      conflictRetries: 3,
      appendStatements: 2,
    });
  });

  it('keep the client-side query timeout a second above the statement timeout unless set', () => {
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '1500' }).databaseLimits.queryTimeoutMs).toBe(2500);
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }).databaseLimits.queryTimeoutMs).toBe(0);
    expect(
      loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '1500', DATABASE_QUERY_TIMEOUT_MS: '4000' }).databaseLimits
        .queryTimeoutMs,
    ).toBe(4000);
  });

  it('refuse a query timeout the statement timeout would not come before, and out-of-range values', () => {
    let error: unknown;
    try {
      loadConfig({
        DATABASE_STATEMENT_TIMEOUT_MS: '5000',
        DATABASE_QUERY_TIMEOUT_MS: '5000',
        DATABASE_POOL_WAIT_MS: '0',
        DATABASE_CONFLICT_RETRIES: '-1',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of [
      'DATABASE_QUERY_TIMEOUT_MS must exceed',
      'DATABASE_POOL_WAIT_MS',
      'DATABASE_CONFLICT_RETRIES',
    ]) {
      expect(message).toContain(name);
    }
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

  it('documents every GraphQL-only code, and every code once', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { projectRoot } = await import('./project-root');
    const { ERROR_STATUS } = await import('../common/errors/error-codes');
    const { GRAPHQL_ONLY_CODES } = await import('../common/graphql/format-error');
    const doc = readFileSync(join(projectRoot(), 'docs', 'errors.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## GraphQL only'));
    const graphqlOnly = [...section.matchAll(/^\|\s*`([A-Z_]+)`\s*\|\s*[^\d\s]/gm)].map((m) => m[1]);
    expect(graphqlOnly.sort()).toEqual([...GRAPHQL_ONLY_CODES].sort());
    const everyRow = [...doc.matchAll(/^\|\s*`([A-Z_]+)`\s*\|/gm)].map((m) => m[1] as string);
    const codes = new Set([...Object.keys(ERROR_STATUS), ...GRAPHQL_ONLY_CODES]);
    // The database table repeats two codes with their reasons; every other row names a code once.
    const main = everyRow.filter((c) => !['DATABASE_UNAVAILABLE', 'DATABASE_TIMEOUT'].includes(c));
    expect(new Set(main).size).toBe(main.length);
    expect(new Set(everyRow)).toEqual(codes);
  });
});
