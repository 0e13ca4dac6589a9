import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/test-app';

/** helmet 8's defaults without CSP and COEP, as Crier has always sent them. */
const SECURITY = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const EXPOSE = {
  'access-control-expose-headers': 'x-request-id, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After',
};

/** Every header but those that change per response. */
function stable(res: request.Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers as Record<string, string>)) {
    if (!['date', 'content-length', 'connection', 'etag', 'last-modified'].includes(name)) out[name] = value;
  }
  if (out['x-request-id']) out['x-request-id'] = 'id';
  return out;
}

describe('response headers (the full set, per kind of response)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      rateLimit: { perMinute: 1_000, signupPerMinute: 1_000, verifyPerMinute: 1_000, devicePerMinute: 1_000 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('on a route, a 404 and a problem', async () => {
    const health = await request(t.server).get('/health');
    expect(stable(health)).toEqual({
      vary: 'Origin, accept-encoding',
      ...EXPOSE,
      ...SECURITY,
      'x-request-id': 'id',
      'ratelimit-limit': '1000',
      'ratelimit-remaining': health.headers['ratelimit-remaining'],
      'ratelimit-reset': health.headers['ratelimit-reset'],
      'content-type': 'application/json; charset=utf-8',
    });
    expect(Number(health.headers['ratelimit-remaining'])).toBeLessThan(1000);

    const notFound = await request(t.server).get('/no-such-route');
    expect(notFound.status).toBe(404);
    expect(stable(notFound)).toEqual({
      vary: 'Origin, accept-encoding',
      ...EXPOSE,
      ...SECURITY,
      'x-request-id': 'id',
      'content-type': 'application/problem+json; charset=utf-8',
    });

    const unauthorized = await request(t.server).get('/v1/players/me');
    expect(unauthorized.status).toBe(401);
    expect(stable(unauthorized)).toEqual(stable(notFound));
  });

  it('on the docs (no CSP there either) and GraphQL', async () => {
    const docs = await request(t.server).get('/docs');
    expect(docs.status).toBe(200);
    expect(stable(docs)).toEqual({
      vary: 'Origin, accept-encoding',
      // supertest asks for gzip, and the docs page is well above COMPRESSION_MIN_BYTES.
      'content-encoding': 'gzip',
      ...EXPOSE,
      ...SECURITY,
      'x-request-id': 'id',
      'content-type': 'text/html',
    });
    const asset = await request(t.server).get('/docs/swagger-ui.css');
    expect(stable(asset)).toMatchObject({ ...SECURITY, 'content-type': 'text/css; charset=utf-8' });
    expect(asset.headers['content-security-policy']).toBeUndefined();

    const gql = await request(t.server).post('/graphql').send({ query: '{ __typename }' });
    expect(stable(gql)).toMatchObject({ ...SECURITY, ...EXPOSE, 'cache-control': 'no-store' });
  });

  it('on CORS requests and preflights (origins reflected)', async () => {
    const get = await request(t.server).get('/health').set('origin', 'https://example.com');
    expect(stable(get)).toMatchObject({
      vary: 'Origin, accept-encoding',
      'access-control-allow-origin': 'https://example.com',
      ...SECURITY,
    });
    const preflight = await request(t.server)
      .options('/v1/players')
      .set('origin', 'https://example.com')
      .set('access-control-request-method', 'POST')
      .set('access-control-request-headers', 'authorization,content-type');
    expect(preflight.status).toBe(204);
    // A preflight is answered by the CORS hook, before the other hooks.
    expect(stable(preflight)).toEqual({
      vary: 'Origin, Access-Control-Request-Headers',
      'access-control-allow-origin': 'https://example.com',
      ...EXPOSE,
      'access-control-allow-methods': 'GET,HEAD,POST',
      'access-control-allow-headers': 'authorization,content-type',
    });
  });

  it('on a 429, with a configured origin list', async () => {
    const t2 = await startTestApp({
      corsOrigins: ['https://a.example'],
      rateLimit: { perMinute: 1, signupPerMinute: 1, verifyPerMinute: 1, devicePerMinute: 1 },
    });
    try {
      const allowed = await request(t2.server).get('/health').set('origin', 'https://a.example');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://a.example');
      const limited = await request(t2.server).get('/health').set('origin', 'https://b.example');
      expect(limited.status).toBe(429);
      expect(stable(limited)).toEqual({
        vary: 'Origin, accept-encoding',
        ...EXPOSE,
        ...SECURITY,
        'x-request-id': 'id',
        'retry-after': '60',
        // A 429 carries the limit's headers like every answer (issue 35).
        'ratelimit-limit': '1',
        'ratelimit-remaining': '0',
        'ratelimit-reset': '60',
        'content-type': 'application/problem+json; charset=utf-8',
      });
    } finally {
      await t2.close();
    }
  });
});
