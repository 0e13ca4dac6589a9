import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getGame, replay } from '../../src/engine';
import type { CrierClient } from '../../src/client';
import { picker } from '../support/api';
import { startTestApp, type TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';
import { expectData, typedClient } from '../support/typed-client';

async function seqs(t: TestApp, gameId: string): Promise<number[]> {
  const { rows } = await t.database.pool.query('SELECT seq FROM game_event WHERE game_id = $1 ORDER BY seq', [gameId]);
  return rows.map((r) => r.seq);
}

describe('concurrent moves', () => {
  let a: TestApp;
  let b: TestApp;
  /** The same player on instance a and on instance b. */
  let onA: CrierClient;
  let onB: CrierClient;
  const game = (id: string) => ({ params: { path: { id } } });

  beforeAll(async () => {
    a = await startTestApp();
    // A second Crier instance on the same database (the embedded one is reached over its socket).
    const shared: TestDatabase = {
      url: a.config.databaseUrl ?? a.database.embedded!.url,
      drop: async () => undefined,
    };
    b = await startTestApp({}, shared);
    const player = await (await typedClient(a)).register('Racer');
    onA = player.client;
    onB = (await typedClient(b)).as(player);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('accepts exactly one of 20 parallel submissions for the same seat and version; the rest get 409', async () => {
    const g = await onA.POST('/v1/games', { body: { game: 'troyes-dice', seats: 1, seed: 'race' } });
    const gameId = g.data!.id;
    const legal = await onA.GET('/v1/games/{id}/legal-moves', game(gameId));
    const { version, moves } = legal.data!;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? onB : onA).POST('/v1/games/{id}/moves', {
          ...game(gameId),
          body: { move: moves[0]!, expectedVersion: version },
        }),
      ),
    );
    const statuses = results.map((r) => r.response.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.response.status === 409)) expect(r.error?.code).toBe('VERSION_CONFLICT');
    expect(await seqs(a, gameId)).toEqual([0, 1, 2]);
  });

  it('keeps a game consistent when two instances take turns and race on it', async () => {
    const g = await onA.POST('/v1/games', { body: { game: 'troyes-dice', seats: 1, seed: 'two-instances' } });
    const gameId = g.data!.id;
    const pick = picker(3);
    let accepted = 0;
    for (let round = 0; round < 400; round++) {
      const client = round % 2 ? onB : onA;
      const now = await client.GET('/v1/games/{id}', game(gameId));
      if (now.data?.status === 'FINISHED') break;
      const { moves } = (await client.GET('/v1/games/{id}/legal-moves', game(gameId))).data!;
      const move = pick(moves);
      // Both instances submit the same decision at once, without expectedVersion.
      const [r1, r2] = await Promise.all([
        onA.POST('/v1/games/{id}/moves', { ...game(gameId), body: { move } }),
        onB.POST('/v1/games/{id}/moves', { ...game(gameId), body: { move } }),
      ]);
      const ok = [r1, r2].filter((r) => r.response.status === 201).length;
      expect(ok).toBeGreaterThanOrEqual(1);
      for (const r of [r1, r2]) if (r.response.status !== 201) expect([409, 422]).toContain(r.response.status);
      accepted += ok;
    }
    const final = expectData(await (await typedClient(b)).anonymous.GET('/v1/games/{id}/events', game(gameId)), 200);
    expect(final.status).toBe('FINISHED');
    const events = final.events;
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i));
    const moveEvents = events.flatMap((e) => (e.type === 'MoveMade' ? [e] : []));
    expect(moveEvents).toHaveLength(accepted);
    const [created, last] = [events[0]!, events.at(-1)!];
    if (created.type !== 'GameCreated' || last.type !== 'GameFinished') throw new Error('not a whole game');
    const def = getGame('troyes-dice')!;
    const replayed = replay(
      def,
      created.payload.options,
      final.seed!,
      1,
      moveEvents.map((e) => ({ seat: e.seat!, move: e.payload.move! })),
    );
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(def.scores(replayed.value.state)).toEqual(last.payload.scores);
  });

  it('stores every move of many games played at once exactly once, each game replaying to its answers', async () => {
    const crier = await typedClient(a);
    const players = await Promise.all(Array.from({ length: 12 }, (_, n) => crier.register(`Parallel ${n}`)));
    const def = getGame('troyes-dice')!;
    const played = await Promise.all(
      players.map(async ({ client }, n) => {
        const created = expectData(
          await client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 1, seed: `parallel-${n}` } }),
          201,
        );
        const pick = picker(n + 1);
        let { version, legalMoves, status } = created;
        let accepted = 0;
        let result: unknown = null;
        while (status === 'ACTIVE' && legalMoves && legalMoves.length > 0) {
          const answer = expectData(
            await client.POST('/v1/games/{id}/moves', {
              ...game(created.id),
              body: { move: pick(legalMoves), expectedVersion: version },
            }),
            201,
          );
          accepted++;
          ({ version, legalMoves, status, result } = answer);
        }
        return { gameId: created.id, accepted, version, result };
      }),
    );
    // Read back through the other instance: what was answered is what was stored, once.
    const reader = (await typedClient(b)).anonymous;
    for (const { gameId, accepted, version, result } of played) {
      const stored = expectData(await reader.GET('/v1/games/{id}/events', game(gameId)), 200);
      expect(stored.status).toBe('FINISHED');
      expect(stored.events.map((e) => e.seq)).toEqual(Array.from({ length: version + 1 }, (_, i) => i));
      const moveEvents = stored.events.flatMap((e) => (e.type === 'MoveMade' ? [e] : []));
      expect(moveEvents).toHaveLength(accepted);
      const [created, last] = [stored.events[0]!, stored.events.at(-1)!];
      if (created.type !== 'GameCreated' || last.type !== 'GameFinished') throw new Error('not a whole game');
      expect(last.payload).toEqual(result);
      const replayed = replay(
        def,
        created.payload.options,
        stored.seed!,
        1,
        moveEvents.map((e) => ({ seat: e.seat!, move: e.payload.move! })),
      );
      expect(replayed.ok && def.scores(replayed.value.state)).toEqual(last.payload.scores);
    }
  });
});
