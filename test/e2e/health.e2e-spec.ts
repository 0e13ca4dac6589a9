import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../src/config/project-root';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/test-app';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /health reports the database, the migration and the version', async () => {
    const res = await request(t.server).get('/health').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: {
        reachable: true,
        kind: process.env.DATABASE_URL ? 'postgres' : 'embedded',
        migration: expect.stringMatching(/^\d{14}_\w+$/),
      },
      version: expect.any(String),
    });
  });

  it('GraphQL health answers the same', async () => {
    const res = await request(t.server)
      .post('/graphql')
      .send({ query: '{ health { status version database { reachable kind migration } } }' })
      .expect(200);
    expect(res.body.data.health).toMatchObject({ status: 'OK', database: { reachable: true } });
  });

  it('serves the OpenAPI document and the docs UI', async () => {
    const json = await request(t.server).get('/docs-json').expect(200);
    expect(json.body.openapi).toBe('3.1.0');
    // What is served is what is committed (and linted, and what the contract test checks against).
    const committed = JSON.parse(readFileSync(join(projectRoot(), 'openapi.json'), 'utf8'));
    expect({ ...json.body, info: { ...json.body.info, version: committed.info.version } }).toEqual(committed);
    const ui = await request(t.server).get('/docs').redirects(1);
    expect(ui.status).toBe(200);
    expect(ui.text).toMatch(/swagger/i);
  });
});
