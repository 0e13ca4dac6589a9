import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/test-app';

/** Every refusal has the problem+json shape with a stable code, and never leaks internals. */
describe('error shape (problem+json)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
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

  const expectStatusOf = (res: request.Response, status: number) => expect(res.status).toBe(status);

  it('answers an unknown route with 404 NOT_FOUND', async () => {
    expectProblem(await request(t.server).get('/no/such/route'), 404, 'NOT_FOUND');
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await request(t.server).post('/graphql').set('content-type', 'application/json').send('{"query": ');
    expectProblem(res, 400, 'MALFORMED_JSON');
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ query: 'x'.repeat(t.config.bodyLimit + 10) });
    const res = await request(t.server).post('/graphql').set('content-type', 'application/json').send(big);
    expectProblem(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers a wrong content type with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await request(t.server).post('/graphql').set('content-type', 'application/xml').send('<q/>');
    expectProblem(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it.each([
    ['DELETE', '/v1/games', 'GET, HEAD, POST'],
    ['GET', '/v1/games/00000000-0000-4000-8000-000000000000/moves', 'POST'],
    ['POST', '/health', 'GET, HEAD'],
    ['PUT', '/graphql', 'GET, HEAD, POST'],
    ['PATCH', '/v1/players/me/api-keys/00000000-0000-4000-8000-000000000000', 'DELETE'],
  ])('answers %s %s (a known path) with 405 and Allow: %s', async (method, path, allow) => {
    const res = await request(t.server)[method.toLowerCase() as 'get'](path);
    expectProblem(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.allow).toBe(allow);
    expect(res.body.allow).toEqual(allow.split(', '));
  });

  it('keeps 404 for a path no method knows', async () => {
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
    const res = await request(t.server).post('/v1/players').set('content-type', contentType).send(body);
    expectProblem(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const gql = await request(t.server).post('/graphql').set('content-type', contentType).send(body);
    expectProblem(gql, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await count()).toBe(before);
    expectStatusOf(await request(t.server).post('/v1/players').send({ name: 'Json' }), 201);
  });

  it('echoes the request id a client sends', async () => {
    const res = await request(t.server).get('/health').set('x-request-id', 'my-trace-42');
    expect(res.headers['x-request-id']).toBe('my-trace-42');
  });

  it('sets security headers', async () => {
    const res = await request(t.server).get('/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
