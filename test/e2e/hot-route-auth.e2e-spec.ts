import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, registerPlayer, type TestPlayer } from '../support/api';
import { startTestApp, type TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';

/**
 * GET legal-moves and POST moves recognise a key they have seen from memory and confirm it is
 * still active inside the statement they run anyway (the game read, the append). A revocation
 * must still hold at once — on every instance, whoever revoked it — and a refused move must
 * write nothing.
 */
describe('hot routes confirm the key in their own statement', () => {
  let a: TestApp;
  let b: TestApp;

  const keyIdOf = (p: TestPlayer): string => p.apiKey.split('_')[1] as string;
  const eventCount = async (gameId: string): Promise<number> =>
    (
      await a.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM game_event WHERE game_id = $1', [
        gameId,
      ])
    ).rows[0]!.n;

  /** A player with a second key, a solo game, and one move made with the first key. */
  async function warmGame(t: TestApp, name: string): Promise<{ p: TestPlayer; spare: TestPlayer; gameId: string }> {
    const p = await registerPlayer(t, name);
    const extra = await request(t.server).post('/v1/players/me/api-keys').set(bearer(p)).expect(201);
    const spare = { ...p, apiKey: extra.body.apiKey as string };
    const g = await request(t.server)
      .post('/v1/games')
      .set(bearer(p))
      .send({ game: 'troyes-dice', seats: 1, seed: name })
      .expect(201);
    const legal = await request(t.server).get(`/v1/games/${g.body.id}/legal-moves`).set(bearer(p)).expect(200);
    await request(t.server)
      .post(`/v1/games/${g.body.id}/moves`)
      .set(bearer(p))
      .send({ move: legal.body.moves[0], expectedVersion: legal.body.version })
      .expect(201);
    return { p, spare, gameId: g.body.id as string };
  }

  /** Both hot routes refuse `p` with 401 UNAUTHENTICATED and the stream is unchanged. */
  async function expectRefused(t: TestApp, p: TestPlayer, gameId: string, spare: TestPlayer): Promise<void> {
    const before = await eventCount(gameId);
    const legal = await request(t.server).get(`/v1/games/${gameId}/legal-moves`).set(bearer(p));
    expect(legal.status).toBe(401);
    expect(legal.body.code).toBe('UNAUTHENTICATED');
    const current = await request(t.server).get(`/v1/games/${gameId}/legal-moves`).set(bearer(spare)).expect(200);
    const move = current.body.moves[0];
    for (const body of [{ move }, { move, expectedVersion: current.body.version }]) {
      const res = await request(t.server).post(`/v1/games/${gameId}/moves`).set(bearer(p)).send(body);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
    const idem = await request(t.server)
      .post(`/v1/games/${gameId}/moves`)
      .set(bearer(p))
      .set('Idempotency-Key', `refused-${gameId}`)
      .send({ move });
    expect(idem.status).toBe(401);
    expect(await eventCount(gameId)).toBe(before);
    // The other key of the same player still plays.
    await request(t.server).post(`/v1/games/${gameId}/moves`).set(bearer(spare)).send({ move }).expect(201);
  }

  beforeAll(async () => {
    a = await startTestApp();
    const shared: TestDatabase = { url: a.config.databaseUrl ?? a.database.embedded!.url, drop: async () => undefined };
    b = await startTestApp({}, shared);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a key revoked through the API is refused at once by the instance that knew it', async () => {
    const { p, spare, gameId } = await warmGame(a, 'Hot revoke');
    await request(a.server)
      .delete(`/v1/players/me/api-keys/${keyIdOf(p)}`)
      .set(bearer(spare))
      .expect(204);
    await expectRefused(a, p, gameId, spare);
  });

  it('a key revoked by plain SQL is refused at once, with no notification needed', async () => {
    const { p, spare, gameId } = await warmGame(a, 'Hot SQL revoke');
    await a.database.pool.query('UPDATE api_key SET revoked_at = now() WHERE key_id = $1', [keyIdOf(p)]);
    await expectRefused(a, p, gameId, spare);
  });

  it('a key revoked on one instance is refused at once by another that knew it', async () => {
    const { p, spare, gameId } = await warmGame(b, 'Hot two instances');
    await request(a.server)
      .delete(`/v1/players/me/api-keys/${keyIdOf(p)}`)
      .set(bearer(spare))
      .expect(204);
    await expectRefused(b, p, gameId, spare);
  });

  it('an Idempotency-Key retry after the revocation gets 401, not the stored answer', async () => {
    const { p, spare, gameId } = await warmGame(a, 'Hot idempotent');
    const legal = await request(a.server).get(`/v1/games/${gameId}/legal-moves`).set(bearer(p)).expect(200);
    const send = (): request.Test =>
      request(a.server)
        .post(`/v1/games/${gameId}/moves`)
        .set(bearer(p))
        .set('Idempotency-Key', 'retry-me')
        .send({ move: legal.body.moves[0] });
    await send().expect(201);
    await request(a.server)
      .delete(`/v1/players/me/api-keys/${keyIdOf(p)}`)
      .set(bearer(spare))
      .expect(204);
    const retry = await send();
    expect(retry.status).toBe(401);
  });

  it('an unknown game is 404 for a live key and 401 for a revoked one', async () => {
    const { p, spare } = await warmGame(a, 'Hot unknown game');
    const nowhere = '00000000-0000-4000-8000-000000000000';
    expect((await request(a.server).get(`/v1/games/${nowhere}/legal-moves`).set(bearer(p))).status).toBe(404);
    await request(a.server)
      .delete(`/v1/players/me/api-keys/${keyIdOf(p)}`)
      .set(bearer(spare))
      .expect(204);
    expect((await request(a.server).get(`/v1/games/${nowhere}/legal-moves`).set(bearer(p))).status).toBe(401);
    expect((await request(a.server).get(`/v1/games/${nowhere}/legal-moves`).set(bearer(spare))).status).toBe(404);
  });
});
