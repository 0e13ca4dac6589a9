import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/test-app';
import { withContext } from '../support/with-context';

/** The URLs a page loads (scripts, styles, icons, preloads), resolved against its base. */
function assetsOf(pageUrl: string, html: string): URL[] {
  const base = new URL(/<base href="([^"]*)"/.exec(html)?.[1] ?? pageUrl, new URL(pageUrl, 'http://crier.test'));
  return [...html.matchAll(/<(?:script|link|img)\b[^>]*?\b(?:src|href)="([^"]+)"/g)].map(
    (m) => new URL(m[1] as string, base),
  );
}

/** Every asset of the page at `path` comes from Crier itself and is served. */
async function expectServedLocally(t: TestApp, path: string, accept = 'text/html'): Promise<URL[]> {
  const page = await request(t.server).get(path).set('accept', accept);
  withContext(`${path} -> ${page.status} ${page.text.slice(0, 300)}`, () => {
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
  const assets = assetsOf(path, page.text);
  expect(assets.length).toBeGreaterThan(2);
  for (const asset of assets) {
    withContext(`${path} loads ${asset.href}`, () => expect(asset.origin).toBe('http://crier.test'));
    if (asset.pathname === new URL(path, 'http://crier.test').pathname) continue;
    const res = await request(t.server).get(asset.pathname);
    withContext(`${path} loads ${asset.pathname} -> ${res.status}`, () => {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).not.toMatch(/problem\+json/);
    });
  }
  return assets;
}

describe('pages for browsers work offline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves a GraphQL IDE at GET /graphql from local files, nothing from a CDN', async () => {
    const assets = await expectServedLocally(t, '/graphql');
    expect(assets.map((a) => a.pathname)).toEqual(expect.arrayContaining(['/graphql-ide/main.js']));
    const page = await request(t.server).get('/graphql').set('accept', 'text/html');
    expect(page.text).not.toMatch(/unpkg|jsdelivr|cdn\./);
    expect(page.text).toMatch(/endpointURL: `\/graphql`/);
  });

  it('still answers GraphQL over GET and POST at the same path', async () => {
    const post = await request(t.server).post('/graphql').send({ query: '{ health { status } }' });
    expect(post.body.data.health.status).toBe('OK');
    const get = await request(t.server)
      .get('/graphql')
      .query({ query: '{ health { status } }' })
      .set('apollo-require-preflight', 'true');
    expect(get.body.data.health.status).toBe('OK');
  });

  it('refuses a GET query without a preflight header (CSRF prevention, docs/api.md)', async () => {
    const get = await request(t.server).get('/graphql').query({ query: '{ health { status } }' });
    expect(get.status).toBe(400);
    expect(get.text).toMatch(/CSRF|preflight/i);
  });

  it.each(['/docs', '/docs/'])('serves the OpenAPI docs at %s with every asset', async (path) => {
    const assets = await expectServedLocally(t, path);
    expect(assets.map((a) => a.pathname)).toEqual(
      expect.arrayContaining(['/docs/swagger-ui.css', '/docs/swagger-ui-bundle.js', '/docs/swagger-ui-init.js']),
    );
  });
});

describe('the GraphQL IDE can be turned off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ graphqlIde: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers GET /graphql in a browser with no page, and serves no IDE files', async () => {
    const page = await request(t.server).get('/graphql').set('accept', 'text/html');
    expect(page.headers['content-type'] ?? '').not.toMatch(/text\/html/);
    expect(page.status).toBe(400);
    expect((await request(t.server).get('/graphql-ide/main.js')).status).toBe(404);
    const post = await request(t.server).post('/graphql').send({ query: '{ health { status } }' });
    expect(post.body.data.health.status).toBe('OK');
  });
});
