import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, playToEndRest, record, registerPlayer, seenBodies, type TestPlayer } from '../support/api';
import { findLeaks } from '../support/leak-scan';
import { startTestApp, type TestApp } from '../support/test-app';
import { expectStatus } from '../support/with-context';

/** The API serves every registered game with no game-specific code: Troyes and Orléans end to end. */
describe('Troyes and Orléans through the REST API', () => {
  let t: TestApp;
  let players: TestPlayer[];

  beforeAll(async () => {
    t = await startTestApp();
    players = [];
    for (const name of ['Ann', 'Ben', 'Cid', 'Dee']) players.push(await registerPlayer(t, name));
  });
  afterAll(async () => {
    await t.close();
  });

  async function playFull(game: string, seats: number, seed: string): Promise<any> {
    const created = record(
      await request(t.server).post('/v1/games').set(bearer(players[0]!)).send({ game, seats, seed }),
    );
    expectStatus(created, 201);
    const id = created.body.id;
    for (let s = 1; s < seats; s++) {
      expect(record(await request(t.server).post(`/v1/games/${id}/join`).set(bearer(players[s]!))).status).toBe(200);
    }
    const moves = await playToEndRest(t, id, players.slice(0, seats), 17);
    expect(moves).toBeGreaterThan(20);
    const final = record(await request(t.server).get(`/v1/games/${id}`));
    expect(final.body.status).toBe('FINISHED');
    expect(final.body.result.scores).toHaveLength(seats);
    for (const s of final.body.result.scores) {
      expect(s.total).toBe(Object.values(s.breakdown as Record<string, number>).reduce((a, b) => a + b, 0));
    }
    const verified = record(await request(t.server).get(`/v1/games/${id}/verify`));
    expect(verified.body).toMatchObject({ valid: true, matchesStored: true });
    return final.body;
  }

  it('lists the three games with their provisional flags', async () => {
    const types = record(await request(t.server).get('/v1/game-types')).body;
    expect(types.map((g: { id: string }) => g.id).sort()).toEqual(['orleans', 'troyes', 'troyes-dice']);
    const troyes = types.find((g: { id: string }) => g.id === 'troyes');
    expect(troyes).toMatchObject({ rulesVersion: 'troyes@2', provisional: true });
    expect(troyes.provisionalNotes[0]).toMatch(/two tradesman spaces per card/);
  });

  it('plays a 3-player Troyes game from creation to final scores', async () => {
    const before = seenBodies.length;
    const final = await playFull('troyes', 3, 'e2e-troyes-3p');
    expect(final.seed).toBe('e2e-troyes-3p');
    expect(seenBodies.slice(before, -3).flatMap((b) => findLeaks(b, ['e2e-troyes-3p']))).toEqual([]);
  });

  it('refuses an illegal Troyes move with its specific reason (422 ILLEGAL_MOVE, violation.code and details)', async () => {
    const created = record(
      await request(t.server)
        .post('/v1/games')
        .set(bearer(players[0]!))
        .send({ game: 'troyes', seats: 2, seed: 'why' }),
    );
    const id = created.body.id;
    await request(t.server).post(`/v1/games/${id}/join`).set(bearer(players[1]!)).expect(200);
    const game = record(await request(t.server).get(`/v1/games/${id}`).set(bearer(players[0]!)));
    const actor = players[game.body.actors[0] as number]!;
    const res = record(
      await request(t.server)
        .post(`/v1/games/${id}/moves`)
        .set(bearer(actor))
        .send({ move: { type: 'draft', building: 'palace', space: 6 } }),
    );
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'ILLEGAL_MOVE',
      violation: { code: 'NO_SUCH_SPACE', details: { building: 'palace', space: 6, spaces: 6 } },
    });
  });

  it('plays a 4-player Orléans game, simultaneous planning included, to final scores', async () => {
    const final = await playFull('orleans', 4, 'e2e-orleans-4p');
    expect(final.result.ranking).toHaveLength(4);
  });
});
