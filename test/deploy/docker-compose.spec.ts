import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../../src/config/app-config';
import { projectRoot } from '../../src/config/project-root';

/** No Docker engine runs on CI machines, so docker-compose.yml is checked by reading it. */
describe('docker-compose.yml', () => {
  const root = projectRoot();
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'));
  const crier = compose.services.crier;
  const postgres = compose.services.postgres;
  const redis = compose.services.redis;

  it('runs PostgreSQL 17, Redis and Crier, each with a healthcheck', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['crier', 'postgres', 'redis']);
    expect(postgres.image).toMatch(/^postgres:17/);
    expect(postgres.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(redis.image).toMatch(/^redis:\d/);
    expect(redis.healthcheck.test.join(' ')).toContain('redis-cli ping');
    expect(crier.healthcheck.test.join(' ')).toContain('/health');
    expect(crier.depends_on.postgres.condition).toBe('service_healthy');
    expect(crier.depends_on.redis.condition).toBe('service_healthy');
  });

  it('points REDIS_URL at the redis service, so limits hold across instances', () => {
    const url = new URL(crier.environment.REDIS_URL);
    expect(url.protocol).toBe('redis:');
    expect(url.hostname).toBe('redis');
    expect(url.port).toBe('6379');
    expect(loadConfig(crier.environment).redis?.url).toBe(crier.environment.REDIS_URL);
  });

  it('gives Crier only variables its config knows, and a valid configuration', () => {
    for (const name of Object.keys(crier.environment)) expect(Object.keys(CONFIG_VARIABLES)).toContain(name);
    const config = loadConfig(crier.environment);
    expect(config.host).toBe('0.0.0.0');
    expect(config.nodeEnv).toBe('production');
  });

  it('points DATABASE_URL at the postgres service with its own credentials', () => {
    const url = new URL(crier.environment.DATABASE_URL);
    expect(url.hostname).toBe('postgres');
    expect(url.port).toBe('5432');
    expect(decodeURIComponent(url.username)).toBe(postgres.environment.POSTGRES_USER);
    expect(decodeURIComponent(url.password)).toBe(postgres.environment.POSTGRES_PASSWORD);
    expect(url.pathname).toBe(`/${postgres.environment.POSTGRES_DB}`);
  });

  it('publishes the port Crier listens on', () => {
    const port = loadConfig(crier.environment).port;
    expect(crier.ports).toContain(`${port}:${port}`);
    expect(crier.healthcheck.test.join(' ')).toContain(`:${port}/health`);
  });

  it('builds from a Dockerfile that exists and starts the compiled server', () => {
    const dockerfile = readFileSync(join(root, crier.build.context, crier.build.dockerfile), 'utf8');
    expect(dockerfile).toMatch(/CMD \["node", "dist\/src\/main\.js"\]/);
    expect(dockerfile).toMatch(/COPY --from=build \/app\/prisma/);
  });
});
