import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { GamesRepository } from '../../src/persistence/games.repository';
import { bearer } from '../support/api';
import { startTestApp, type TestApp } from '../support/test-app';
import { typedClient, type TypedCrier, type TypedPlayer } from '../support/typed-client';

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  context?: string;
  service?: string;
  err?: { type: string; message: string; stack: string };
}

/**
 * The JSON logs, read back from a captured pino destination: every line of a request carries
 * its request id, and an unexpected error's line keeps its message and the error.
 */
describe('logging (Fastify request loggers)', () => {
  let t: TestApp;
  let crier: TypedCrier;
  let ada: TypedPlayer;
  const lines: LogLine[] = [];
  const sink = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };

  beforeAll(async () => {
    t = await startTestApp({ logLevel: 'info' }, undefined, undefined, sink);
    crier = await typedClient(t);
    ada = await crier.register('Ada');
  });
  afterAll(async () => {
    await t.close();
  });

  /** The lines written while `send` ran (nothing else is in flight in this file). */
  async function linesOf<R>(send: () => Promise<R>): Promise<{ res: R; logged: LogLine[] }> {
    const from = lines.length;
    const res = await send();
    return { res, logged: lines.slice(from) };
  }

  /** Makes the next games list fail the way a bug would (a plain Error, not an AppError). */
  function breakTheNextList(message: string): void {
    jest.spyOn(t.app.get(GamesRepository), 'list').mockRejectedValueOnce(new Error(message));
  }

  it("keeps Nest's start-up chatter (each module, each route mapped) below info", () => {
    const startup = lines.filter((l) => l.context === 'NestFactory' || l.context === 'NestApplication');
    expect(startup.length).toBeGreaterThan(0); // start-up was logged at info…
    const chatter = lines.filter((l) =>
      ['InstanceLoader', 'RoutesResolver', 'RouterExplorer'].includes(l.context ?? ''),
    );
    expect(chatter).toEqual([]); // …but not one line per module or route
  });

  it('a REST 500: the error line has the message, the error and the id the client sent, like every line of the request', async () => {
    breakTheNextList('the list broke');
    const { res, logged } = await linesOf(() =>
      ada.client.GET('/v1/games', { params: { query: { mine: true } }, headers: { 'x-request-id': 'trace-rest-500' } }),
    );
    expect(res.response.status).toBe(500);
    expect(res.error?.code).toBe('INTERNAL');
    expect(res.response.headers.get('x-request-id')).toBe('trace-rest-500');

    const errors = logged.filter((l) => l.level === 50);
    expect(errors).toEqual([
      expect.objectContaining({
        context: 'Errors',
        msg: 'INTERNAL: the list broke',
        reqId: 'trace-rest-500',
        service: 'crier',
        err: expect.objectContaining({ type: 'Error', message: 'the list broke' }),
      }),
    ]);
    expect(errors[0]!.err!.stack).toMatch(/the list broke/);
    // Fastify's request lines and the filter's, all with the id.
    expect(logged.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'INTERNAL: the list broke', 'request completed']),
    );
    expect(logged.every((l) => l.reqId === 'trace-rest-500')).toBe(true);
  });

  it('a GraphQL error: the line carries the id Crier generated and answered with', async () => {
    breakTheNextList('the graphql list broke');
    const { res, logged } = await linesOf(() =>
      // Untyped on purpose: GraphQL (outside the REST contract), and the answer's x-request-id header is read.
      request(t.server).post('/graphql').set(bearer(ada)).send({ query: '{ myGames { totalCount } }' }),
    );
    expect(JSON.stringify(res.body)).toContain('INTERNAL');
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const error = logged.find((l) => l.level === 50);
    expect(error).toMatchObject({
      context: 'Errors',
      msg: 'INTERNAL: the graphql list broke',
      reqId: id,
      err: { message: 'the graphql list broke' },
    });
    expect(logged.length).toBeGreaterThanOrEqual(3);
    expect(logged.every((l) => l.reqId === id)).toBe(true);
  });

  it('two requests never share an id', async () => {
    const a = await linesOf(() => crier.anonymous.GET('/health'));
    const b = await linesOf(() => crier.anonymous.GET('/health'));
    const idA = a.res.response.headers.get('x-request-id');
    const idB = b.res.response.headers.get('x-request-id');
    expect(idA).toMatch(/^[0-9a-f-]{36}$/);
    expect(idA).not.toBe(idB);
    expect(a.logged.length).toBeGreaterThan(0);
    expect(a.logged.every((l) => l.reqId === idA)).toBe(true);
    expect(b.logged.every((l) => l.reqId === idB)).toBe(true);
  });
});
