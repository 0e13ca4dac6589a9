import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, registerPlayer, type TestPlayer } from '../support/api';
import { startTestApp, type TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';
import { expectStatus } from '../support/with-context';

/**
 * Two Crier instances on one database (test/e2e/concurrency covers racing moves without keys):
 * the same Idempotency-Key sent to both at once is applied once, and both get the same answer.
 */
describe('faults: two instances, one database, same Idempotency-Key', () => {
  let a: TestApp;
  let b: TestApp;
  const players: TestPlayer[] = [];

  beforeAll(async () => {
    a = await startTestApp();
    const shared: TestDatabase = { url: a.config.databaseUrl ?? a.database.embedded!.url, drop: async () => undefined };
    b = await startTestApp({}, shared);
    for (let i = 0; i < 3; i++) players.push(await registerPlayer(a, `Twin ${i}`));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('applies a key raced on both instances exactly once, for several games at once', async () => {
    const games = await Promise.all(
      players.map(async (p, i) => {
        const g = await request(a.server)
          .post('/v1/games')
          .set(bearer(p))
          .send({ game: 'troyes-dice', seats: 1, seed: `twin-${i}` });
        return { player: p, id: g.body.id as string, accepted: [] as number[] };
      }),
    );
    const STEPS = 12;
    await Promise.all(
      games.map(async (g, gi) => {
        for (let step = 0; step < STEPS; step++) {
          const legal = await request(step % 2 ? a.server : b.server)
            .get(`/v1/games/${g.id}/legal-moves`)
            .set(bearer(g.player));
          const move = legal.body.moves[step % legal.body.moves.length];
          const key = `twin-${gi}-${step}`;
          const [r1, r2] = (await Promise.all(
            [a, b].map((t) =>
              request(t.server)
                .post(`/v1/games/${g.id}/moves`)
                .set(bearer(g.player))
                .set('idempotency-key', key)
                .send({ move }),
            ),
          )) as [request.Response, request.Response];
          expectStatus(r1, 201);
          expectStatus(r2, 201);
          expect(r2.body.version).toBe(r1.body.version);
          g.accepted.push(r1.body.version);
        }
      }),
    );
    for (const g of games) {
      const { rows } = await a.database.pool.query<{ seq: number; type: string }>(
        'SELECT seq, type FROM game_event WHERE game_id = $1 ORDER BY seq',
        [g.id],
      );
      expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i));
      expect(rows.filter((r) => r.type === 'MoveMade').map((r) => r.seq)).toEqual(g.accepted);
      expect(g.accepted).toHaveLength(STEPS);
    }
  });
});
