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
