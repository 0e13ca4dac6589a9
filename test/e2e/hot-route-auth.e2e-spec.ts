import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CrierClient } from '../../src/client';
import { startTestApp, type TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';
import { expectData, expectError, typedClient, type TypedCrier, type TypedPlayer } from '../support/typed-client';

/**
 * GET legal-moves and POST moves recognise a key they have seen from memory and confirm it is
 * still active inside the statement they run anyway (the game read, the append). A revocation
 * must still hold at once — on every instance, whoever revoked it — and a refused move must
 * write nothing.
 */
describe('hot routes confirm the key in their own statement', () => {
  let a: TestApp;
  let b: TestApp;
  let crierA: TypedCrier;
  let crierB: TypedCrier;

  /** A player's key and the client sending it. */
  interface Key {
    apiKey: string;
    client: CrierClient;
  }

  const keyIdOf = (p: Key): string => p.apiKey.split('_')[1] as string;
  const game = (id: string) => ({ params: { path: { id } } });
  const eventCount = async (gameId: string): Promise<number> =>
    (
      await a.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM game_event WHERE game_id = $1', [
        gameId,
      ])
    ).rows[0]!.n;

  /** `spare` revokes `p`'s key through the API (on the instance `crier` talks to). */
  async function revoke(crier: TypedCrier, p: Key, spare: Key): Promise<void> {
    const res = await crier
      .as(spare)
      .DELETE('/v1/players/me/api-keys/{keyId}', { params: { path: { keyId: keyIdOf(p) } } });
    expect(res.response.status).toBe(204);
  }

  /** A player with a second key, a solo game, and one move made with the first key. */
  async function warmGame(crier: TypedCrier, name: string): Promise<{ p: TypedPlayer; spare: Key; gameId: string }> {
    const p = await crier.register(name);
    const extra = expectData(await p.client.POST('/v1/players/me/api-keys'), 201);
    const spare = { apiKey: extra.apiKey, client: crier.as(extra) };
    const g = expectData(
      await p.client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 1, seed: name } }),
      201,
    );
    const legal = expectData(await p.client.GET('/v1/games/{id}/legal-moves', game(g.id)), 200);
    expectData(
      await p.client.POST('/v1/games/{id}/moves', {
        ...game(g.id),
        body: { move: legal.moves[0]!, expectedVersion: legal.version },
      }),
      201,
    );
    return { p, spare, gameId: g.id };
  }

  /** Both hot routes refuse `p` with 401 UNAUTHENTICATED and the stream is unchanged. */
  async function expectRefused(crier: TypedCrier, p: Key, gameId: string, spare: Key): Promise<void> {
    const before = await eventCount(gameId);
    const mine = crier.as(p);
    const other = crier.as(spare);
    const legal = await mine.GET('/v1/games/{id}/legal-moves', game(gameId));
    expect(legal.response.status).toBe(401);
    expect(legal.error?.code).toBe('UNAUTHENTICATED');
    const current = expectData(await other.GET('/v1/games/{id}/legal-moves', game(gameId)), 200);
    const move = current.moves[0]!;
    for (const body of [{ move }, { move, expectedVersion: current.version }]) {
      const res = await mine.POST('/v1/games/{id}/moves', { ...game(gameId), body });
      expect(res.response.status).toBe(401);
      expect(res.error?.code).toBe('UNAUTHENTICATED');
    }
    const idem = await mine.POST('/v1/games/{id}/moves', {
      params: { path: { id: gameId }, header: { 'Idempotency-Key': `refused-${gameId}` } },
      body: { move },
    });
    expect(idem.response.status).toBe(401);
    expect(await eventCount(gameId)).toBe(before);
    // The other key of the same player still plays.
    expectData(await other.POST('/v1/games/{id}/moves', { ...game(gameId), body: { move } }), 201);
  }

  beforeAll(async () => {
    a = await startTestApp();
    const shared: TestDatabase = { url: a.config.databaseUrl ?? a.database.embedded!.url, drop: async () => undefined };
    b = await startTestApp({}, shared);
    crierA = await typedClient(a);
    crierB = await typedClient(b);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a key revoked through the API is refused at once by the instance that knew it', async () => {
    const { p, spare, gameId } = await warmGame(crierA, 'Hot revoke');
    await revoke(crierA, p, spare);
    await expectRefused(crierA, p, gameId, spare);
  });

  it('a key revoked by plain SQL is refused at once, with no notification needed', async () => {
    const { p, spare, gameId } = await warmGame(crierA, 'Hot SQL revoke');
    await a.database.pool.query('UPDATE api_key SET revoked_at = now() WHERE key_id = $1', [keyIdOf(p)]);
    await expectRefused(crierA, p, gameId, spare);
  });

  it('a key revoked on one instance is refused at once by another that knew it', async () => {
    const { p, spare, gameId } = await warmGame(crierB, 'Hot two instances');
    await revoke(crierA, p, spare);
    await expectRefused(crierB, p, gameId, spare);
  });

  it('an Idempotency-Key retry after the revocation gets 401, not the stored answer', async () => {
    const { p, spare, gameId } = await warmGame(crierA, 'Hot idempotent');
    const legal = expectData(await p.client.GET('/v1/games/{id}/legal-moves', game(gameId)), 200);
    const send = () =>
      p.client.POST('/v1/games/{id}/moves', {
        params: { path: { id: gameId }, header: { 'Idempotency-Key': 'retry-me' } },
        body: { move: legal.moves[0]! },
      });
    expectData(await send(), 201);
    await revoke(crierA, p, spare);
    const retry = await send();
    expect(retry.response.status).toBe(401);
  });

  it('an unknown game is 404 for a live key and 401 for a revoked one', async () => {
    const { p, spare } = await warmGame(crierA, 'Hot unknown game');
    const nowhere = game('00000000-0000-4000-8000-000000000000');
    expectError(await p.client.GET('/v1/games/{id}/legal-moves', nowhere), 404);
    await revoke(crierA, p, spare);
    expectError(await p.client.GET('/v1/games/{id}/legal-moves', nowhere), 401);
    expectError(await spare.client.GET('/v1/games/{id}/legal-moves', nowhere), 404);
  });
});
