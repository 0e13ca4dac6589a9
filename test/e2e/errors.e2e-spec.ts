import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/test-app';
import { typedClient, type TypedCrier } from '../support/typed-client';

/**
 * Every refusal has the problem+json shape with a stable code, and never leaks internals. Most
 * requests here are untyped on purpose: they send what the contract forbids (unknown routes,
 * methods, media types, malformed or oversized bodies); the well-formed ones use crier/client.
 */
describe('error shape (problem+json)', () => {
  let t: TestApp;
  let crier: TypedCrier;
  beforeAll(async () => {
    t = await startTestApp();
    crier = await typedClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  function expectProblem(res: request.Response, status: number, code: string): void {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status, code, type: `urn:crier:error:${code}` });
    expect(typeof res.body.title).toBe('string');
    expect(typeof res.body.detail).toBe('string');
    expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(|node_modules|stack|prisma|SELECT|INSERT/i);
    expect(res.headers['x-request-id']).toMatch(/.+/);
  }

  it('answers an unknown route with 404 NOT_FOUND', async () => {
    // Untyped on purpose: a path the contract does not have.
    expectProblem(await request(t.server).get('/no/such/route'), 404, 'NOT_FOUND');
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    // Untyped on purpose: a body that is not JSON.
    const res = await request(t.server).post('/graphql').set('content-type', 'application/json').send('{"query": ');
    expectProblem(res, 400, 'MALFORMED_JSON');
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    // Untyped on purpose: a body over the limit (and GraphQL is outside the REST contract).
    const big = JSON.stringify({ query: 'x'.repeat(t.config.bodyLimit + 10) });
    const res = await request(t.server).post('/graphql').set('content-type', 'application/json').send(big);
    expectProblem(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers a wrong content type with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    // Untyped on purpose: a media type the contract does not accept.
    const res = await request(t.server).post('/graphql').set('content-type', 'application/xml').send('<q/>');
    expectProblem(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it.each([
    ['DELETE', '/v1/games', 'GET, HEAD, POST'],
    ['GET', '/v1/games/00000000-0000-4000-8000-000000000000/moves', 'POST'],
    ['POST', '/health', 'GET, HEAD'],
    ['PUT', '/graphql', 'GET, HEAD, POST'],
    ['PATCH', '/v1/players/me/api-keys/0123456789abcdef', 'DELETE'],
  ])('answers %s %s (a known path) with 405 and Allow: %s', async (method, path, allow) => {
    // Untyped on purpose: a method the contract does not have on that path.
    const res = await request(t.server)[method.toLowerCase() as 'get'](path);
    expectProblem(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.allow).toBe(allow);
    expect(res.body.allow).toEqual(allow.split(', '));
  });

  it.each(['/docs/no-such-file.js', '/docs/a/b.css'])(
    'answers GET %s (a file the docs do not have) with 404, not a 405 that allows GET',
    async (path) => {
      const res = await request(t.server).get(path);
      expectProblem(res, 404, 'NOT_FOUND');
      expect(res.headers.allow).toBeUndefined();
    },
  );

  it('keeps 404 for a path no method knows', async () => {
    // Untyped on purpose: a path the contract does not have.
    const res = await request(t.server).delete('/v1/no-such-thing');
    expectProblem(res, 404, 'NOT_FOUND');
    expect(res.headers.allow).toBeUndefined();
  });

  it.each([
    ['text/plain', JSON.stringify({ name: 'Plain' })],
    ['application/x-www-form-urlencoded', 'name=Form'],
    [
      'multipart/form-data; boundary=xyz',
      '--xyz\r\ncontent-disposition: form-data; name="name"\r\n\r\nMulti\r\n--xyz--',
    ],
  ])('answers a %s body on a JSON route with 415 and stores nothing', async (contentType, body) => {
    const count = async () => (await t.database.pool.query('SELECT count(*)::int AS n FROM player')).rows[0].n;
    const before = await count();
    // Untyped on purpose: a body of a media type the contract does not accept.
    const res = await request(t.server).post('/v1/players').set('content-type', contentType).send(body);
    expectProblem(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const gql = await request(t.server).post('/graphql').set('content-type', contentType).send(body);
    expectProblem(gql, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await count()).toBe(before);
    expect((await crier.anonymous.POST('/v1/players', { body: { name: 'Json' } })).response.status).toBe(201);
  });

  it('echoes the request id a client sends', async () => {
    const res = await crier.anonymous.GET('/health', { headers: { 'x-request-id': 'my-trace-42' } });
    expect(res.response.headers.get('x-request-id')).toBe('my-trace-42');
  });

  it('sets security headers', async () => {
    const { response } = await crier.anonymous.GET('/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
