import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getGame, replay } from '../../src/engine';
import { bearer, picker, registerPlayer, type TestPlayer } from '../support/api';
import { startTestApp, type TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';

async function seqs(t: TestApp, gameId: string): Promise<number[]> {
  const { rows } = await t.database.pool.query('SELECT seq FROM game_event WHERE game_id = $1 ORDER BY seq', [gameId]);
  return rows.map((r) => r.seq);
}

describe('concurrent moves', () => {
  let a: TestApp;
  let b: TestApp;
  let player: TestPlayer;

  beforeAll(async () => {
    a = await startTestApp();
    // A second Crier instance on the same database (the embedded one is reached over its socket).
    const shared: TestDatabase = {
      url: a.config.databaseUrl ?? a.database.embedded!.url,
      drop: async () => undefined,
    };
    b = await startTestApp({}, shared);
    player = await registerPlayer(a, 'Racer');
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('accepts exactly one of 20 parallel submissions for the same seat and version; the rest get 409', async () => {
    const g = await request(a.server)
      .post('/v1/games')
      .set(bearer(player))
      .send({ game: 'troyes-dice', seats: 1, seed: 'race' });
    const gameId = g.body.id;
    const legal = await request(a.server).get(`/v1/games/${gameId}/legal-moves`).set(bearer(player));
    const { version, moves } = legal.body;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(i % 2 ? b.server : a.server)
          .post(`/v1/games/${gameId}/moves`)
          .set(bearer(player))
          .send({ move: moves[0], expectedVersion: version }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe('VERSION_CONFLICT');
    expect(await seqs(a, gameId)).toEqual([0, 1, 2]);
  });

  it('keeps a game consistent when two instances take turns and race on it', async () => {
    const g = await request(a.server)
      .post('/v1/games')
      .set(bearer(player))
      .send({ game: 'troyes-dice', seats: 1, seed: 'two-instances' });
    const gameId = g.body.id;
    const pick = picker(3);
    let accepted = 0;
    for (let round = 0; round < 400; round++) {
      const server = round % 2 ? b.server : a.server;
      const game = await request(server).get(`/v1/games/${gameId}`).set(bearer(player));
      if (game.body.status === 'FINISHED') break;
      const { moves } = (await request(server).get(`/v1/games/${gameId}/legal-moves`).set(bearer(player))).body;
      const move = pick(moves as unknown[]);
      // Both instances submit the same decision at once, without expectedVersion.
      const [r1, r2] = await Promise.all([
        request(a.server).post(`/v1/games/${gameId}/moves`).set(bearer(player)).send({ move }),
        request(b.server).post(`/v1/games/${gameId}/moves`).set(bearer(player)).send({ move }),
      ]);
      const ok = [r1, r2].filter((r) => r.status === 201).length;
      expect(ok).toBeGreaterThanOrEqual(1);
      for (const r of [r1, r2]) if (r.status !== 201) expect([409, 422]).toContain(r.status);
      accepted += ok;
    }
    const final = await request(b.server).get(`/v1/games/${gameId}/events`);
    expect(final.body.status).toBe('FINISHED');
    const events = final.body.events as { seq: number; type: string; seat: number; payload: any }[];
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i));
    const moveEvents = events.filter((e) => e.type === 'MoveMade');
    expect(moveEvents).toHaveLength(accepted);
    const def = getGame('troyes-dice')!;
    const replayed = replay(
      def,
      events[0]!.payload.options,
      final.body.seed,
      1,
      moveEvents.map((e) => ({ seat: e.seat, move: e.payload.move })),
    );
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(def.scores(replayed.value.state)).toEqual(events.at(-1)!.payload.scores);
  });
});
