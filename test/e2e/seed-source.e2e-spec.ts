import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql } from '../support/gql';
import { startTestApp, type TestApp } from '../support/test-app';
import { playToEndTyped, typedClient, type TypedCrier, type TypedPlayer } from '../support/typed-client';

/** A seed a client chose is marked `seedSource: client` for good, and such a game can never be ranked. */
describe('seed source', () => {
  let t: TestApp;
  let crier: TypedCrier;
  let ada: TypedPlayer;

  beforeAll(async () => {
    t = await startTestApp({ dailySecret: 'test-daily-secret-of-at-least-32-characters' });
    crier = await typedClient(t);
    ada = await crier.register('Ada');
  });
  afterAll(async () => {
    await t.close();
  });

  const create = async (body: { seed?: string }) =>
    (await ada.client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 1, ...body } })).data!;

  it('marks every game with where its seed came from, over REST, GraphQL, the stream and the export', async () => {
    const chosen = await create({ seed: 'my-lucky-dice' });
    const drawn = await create({});
    const daily = (await ada.client.POST('/v1/daily/{kind}/attempt', { params: { path: { kind: 'troyes-dice' } } }))
      .data!;
    expect([chosen.seedSource, drawn.seedSource, daily.seedSource]).toEqual(['client', 'server', 'daily']);
    const g = await gql(t, `{ game(id: "${chosen.id}") { seedSource } }`, {}, ada);
    expect(g.data.game.seedSource).toBe('CLIENT');
    const path = { params: { path: { id: chosen.id } } };
    const events = (await ada.client.GET('/v1/games/{id}/events', path)).data!;
    const created = events.events[0]!;
    if (created.type !== 'GameCreated') throw new Error(`first event ${created.type}`);
    expect(created.payload.seedSource).toBe('client');
    await playToEndTyped(chosen.id, [ada], 2);
    const file = (await crier.anonymous.GET('/v1/games/{id}/export', path)).data;
    expect(file).toMatchObject({ seedSource: 'client', ranked: false, seed: 'my-lucky-dice' });
  });

  it('the database refuses to rank a client-seeded game, whatever the code does', async () => {
    const chosen = await create({ seed: 'picked-for-its-dice' });
    const rank = t.database.pool.query('UPDATE game SET ranked = true WHERE id = $1', [chosen.id]);
    await expect(rank).rejects.toThrow(/game_client_seed_never_ranked/);
    const drawn = await create({});
    await t.database.pool.query('UPDATE game SET ranked = true WHERE id = $1', [drawn.id]); // allowed: not a client's seed
    const asClient = t.database.pool.query(`UPDATE game SET seed_source = 'client' WHERE id = $1`, [drawn.id]);
    await expect(asClient).rejects.toThrow(/game_client_seed_never_ranked/);
  });
});
