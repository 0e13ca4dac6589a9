import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createCrierClient, type CrierClient, type GameMove, type TroyesDiceMove } from '../../src/client';
import { picker } from '../support/api';
import { listenOnLoopback, startTestApp, type TestApp } from '../support/test-app';

/**
 * Dogfooding the contract (issue 12.8): `crier/client`, generated from the committed
 * openapi.json, plays whole games and meets the documented problems, with no casts; the test
 * app also checks every answer against the document.
 */
describe('crier/client, the typed client generated from openapi.json', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await startTestApp();
    baseUrl = await listenOnLoopback(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function register(name: string): Promise<{ id: string; client: CrierClient }> {
    const anonymous = createCrierClient({ baseUrl });
    const { data, error, response } = await anonymous.POST('/v1/players', { body: { name } });
    expect(error).toBeUndefined();
    expect(response.status).toBe(201);
    return { id: data!.id, client: createCrierClient({ baseUrl, apiKey: data!.apiKey }) };
  }

  /** Whoever acts asks for their legal moves and submits one, to the end; returns the moves made. */
  async function playToEnd(gameId: string, seats: CrierClient[]): Promise<number> {
    const pick = picker(7);
    let moves = 0;
    for (let guard = 0; guard < 5000; guard++) {
      const { data: game } = await seats[0]!.GET('/v1/games/{id}', { params: { path: { id: gameId } } });
      if (game!.status === 'FINISHED') return moves;
      for (const seat of game!.actors) {
        const client = seats[seat]!;
        const { data: legal } = await client.GET('/v1/games/{id}/legal-moves', { params: { path: { id: gameId } } });
        if (!legal || legal.moves.length === 0) continue;
        const move: GameMove = pick(legal.moves);
        const { data, error } = await client.POST('/v1/games/{id}/moves', {
          params: { path: { id: gameId } },
          body: { move },
        });
        if (error?.code === 'NOT_YOUR_TURN') continue; // a simultaneous step ended meanwhile
        expect(error).toBeUndefined();
        expect(data!.version).toBeGreaterThan(0);
        moves++;
      }
    }
    throw new Error('game did not finish');
  }

  it.each([
    ['troyes-dice', 2],
    ['troyes', 2],
    ['orleans', 2],
  ] as const)(
    'plays a whole %s game of %i seats to its result',
    async (game, seats) => {
      const players = [];
      for (let i = 0; i < seats; i++) players.push(await register(`${game} ${i}`));
      const created = await players[0]!.client.POST('/v1/games', { body: { game, seats, seed: `typed-${game}` } });
      expect(created.response.status).toBe(201);
      const id = created.data!.id;
      for (const p of players.slice(1)) {
        const joined = await p.client.POST('/v1/games/{id}/join', { params: { path: { id } } });
        expect(joined.error).toBeUndefined();
      }
      expect(
        await playToEnd(
          id,
          players.map((p) => p.client),
        ),
      ).toBeGreaterThan(0);
      const { data: finished } = await players[0]!.client.GET('/v1/games/{id}', { params: { path: { id } } });
      expect(finished!.status).toBe('FINISHED');
      expect(finished!.result?.scores).toHaveLength(seats);
    },
    240_000,
  );

  it('types a move literal and the problems a route documents', async () => {
    const { client } = await register('Literal');
    const { data: game } = await client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 1, seed: 'typed' } });
    const id = game!.id;
    // A move literal of the game's union type-checks without a cast (a misspelt `type` would not
    // compile); this one is well formed but no citizen choice is pending, so the rules refuse it.
    const bogus: TroyesDiceMove = { type: 'chooseCitizen', decision: 0, colour: 'red' };
    const refused = await client.POST('/v1/games/{id}/moves', { params: { path: { id } }, body: { move: bogus } });
    expect(refused.data).toBeUndefined();
    expect(refused.response.status).toBe(422);
    expect(refused.error).toMatchObject({ status: 422, code: 'ILLEGAL_MOVE' });

    const missing = await client.GET('/v1/games/{id}', {
      params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.code).toBe('NOT_FOUND');
    expect(missing.error?.status).toBe(404);
  });
});
