import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { GameDto, TroyesMove } from '../../src/client';
import { seenBodies } from '../support/api';
import { findLeaks } from '../support/leak-scan';
import { startTestApp, type TestApp } from '../support/test-app';
import { expectData, playToEndTyped, typedClient, type TypedCrier, type TypedPlayer } from '../support/typed-client';

/** The API serves every registered game with no game-specific code: Troyes and Orléans end to end. */
describe('Troyes and Orléans through the REST API', () => {
  let t: TestApp;
  let crier: TypedCrier;
  let players: TypedPlayer[];

  beforeAll(async () => {
    t = await startTestApp();
    crier = await typedClient(t);
    players = [];
    for (const name of ['Ann', 'Ben', 'Cid', 'Dee']) players.push(await crier.register(name));
  });
  afterAll(async () => {
    await t.close();
  });

  async function playFull(game: GameDto['game'], seats: number, seed: string): Promise<GameDto> {
    const created = expectData(await players[0]!.client.POST('/v1/games', { body: { game, seats, seed } }), 201);
    const id = created.id;
    const path = { params: { path: { id } } };
    for (let s = 1; s < seats; s++) {
      expect((await players[s]!.client.POST('/v1/games/{id}/join', path)).response.status).toBe(200);
    }
    const moves = await playToEndTyped(id, players.slice(0, seats), 17);
    expect(moves).toBeGreaterThan(20);
    const final = (await crier.anonymous.GET('/v1/games/{id}', path)).data!;
    expect(final.status).toBe('FINISHED');
    expect(final.result!.scores).toHaveLength(seats);
    for (const s of final.result!.scores) {
      expect(s.total).toBe(Object.values(s.breakdown).reduce((a, b) => a + b, 0));
    }
    const verified = await crier.anonymous.GET('/v1/games/{id}/verify', path);
    expect(verified.data).toMatchObject({ valid: true, matchesStored: true });
    return final;
  }

  it('lists the three games with their provisional flags', async () => {
    const types = (await crier.anonymous.GET('/v1/game-types')).data!;
    expect(types.map((g) => g.id).sort()).toEqual(['orleans', 'troyes', 'troyes-dice']);
    const troyes = types.find((g) => g.id === 'troyes');
    expect(troyes).toMatchObject({ rulesVersion: 'troyes@3', provisional: true });
    expect(troyes!.provisionalNotes[0]).toMatch(/two tradesman spaces per card/);
  });

  it('plays a 3-player Troyes game from creation to final scores', async () => {
    const before = seenBodies.length;
    const final = await playFull('troyes', 3, 'e2e-troyes-3p');
    expect(final.seed).toBe('e2e-troyes-3p');
    expect(seenBodies.slice(before, -3).flatMap((b) => findLeaks(b, ['e2e-troyes-3p']))).toEqual([]);
  });

  it('refuses an illegal Troyes move with its specific reason (422 ILLEGAL_MOVE, violation.code and details)', async () => {
    const created = await players[0]!.client.POST('/v1/games', { body: { game: 'troyes', seats: 2, seed: 'why' } });
    const path = { params: { path: { id: created.data!.id } } };
    expect((await players[1]!.client.POST('/v1/games/{id}/join', path)).response.status).toBe(200);
    const game = await players[0]!.client.GET('/v1/games/{id}', path);
    const actor = players[game.data!.actors[0]!]!;
    // A well-formed move literal of the Troyes union: the engine refuses it (no space 6 on the palace).
    const move: TroyesMove = { type: 'draft', building: 'palace', space: 6 };
    const res = await actor.client.POST('/v1/games/{id}/moves', { ...path, body: { move } });
    expect(res.response.status).toBe(422);
    expect(res.error).toMatchObject({
      code: 'ILLEGAL_MOVE',
      violation: { code: 'NO_SUCH_SPACE', details: { building: 'palace', space: 6, spaces: 6 } },
    });
  });

  it('plays a 4-player Orléans game, simultaneous planning included, to final scores', async () => {
    const final = await playFull('orleans', 4, 'e2e-orleans-4p');
    expect(final.result!.ranking).toHaveLength(4);
  });
});
