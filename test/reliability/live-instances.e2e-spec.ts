import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CrierProcess, ensureBuilt } from '../support/crier-process';
import { subscribe, wsClient } from '../support/gql-ws';
import { http } from '../support/http-client';
import { findLeaks } from '../support/leak-scan';
import { SseClient } from '../support/sse';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

interface Player {
  id: string;
  apiKey: string;
}

const auth = (p: Player): Record<string, string> => ({ authorization: `Bearer ${p.apiKey}` });
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const GAME_UPDATED = `subscription ($id: ID!) { gameUpdated(gameId: $id, after: -1) { version current events { seq } } }`;

/**
 * Issue 13's test of live play across instances: two Crier processes on one PostgreSQL database,
 * the two players moving on different instances in turn, a spectator watching over SSE on one and
 * over graphql-ws on the other, and a seat's stream that drops mid-game and resumes on the other
 * instance with Last-Event-ID. Every watcher gets every version once and in order.
 */
describe('live play across two instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let db: TestDatabase;
  const procs: CrierProcess[] = [];

  beforeAll(async () => {
    ensureBuilt();
    db = await createTestDatabase();
    if (!db.url) return; // two instances share only a real PostgreSQL server
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      RATE_LIMIT_PER_MINUTE: '10000000',
      RATE_LIMIT_SIGNUP_PER_MINUTE: '10000000',
    };
    procs.push(await CrierProcess.start(env), await CrierProcess.start(env));
  }, 300_000);
  afterAll(async () => {
    for (const p of procs) await p.kill9();
    await db?.drop();
  });

  it('delivers every version once and in order to watchers on both instances, through a reconnect', async () => {
    if (!db.url) return;
    const [a, b] = procs.map((p) => p.base) as [string, string];
    const register = async (base: string, name: string): Promise<Player> =>
      (await http(base, '/v1/players', { method: 'POST', body: { name } })).body as Player;
    const alice = await register(a, 'Alice');
    const bob = await register(b, 'Bob');
    const seed = 'live-instances-secret-seed';
    const created = await http(a, '/v1/games', {
      method: 'POST',
      headers: auth(alice),
      body: { game: 'troyes-dice', seats: 2, seed },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    const spectatorA = await SseClient.open(`${a}/v1/games/${id}/stream?after=-1`);
    const aliceStream = await SseClient.open(`${b}/v1/games/${id}/stream?after=-1`, auth(alice));
    const ws = wsClient(b);
    const spectatorB = subscribe<{ gameUpdated: { version: number } }>(ws, GAME_UPDATED, { id });
    try {
      expect((await http(b, `/v1/games/${id}/join`, { method: 'POST', headers: auth(bob) })).status).toBe(200);

      // Alice moves on instance a, Bob on instance b, until the end; Alice's stream drops once.
      const players = [alice, bob];
      let moves = 0;
      let resumed: SseClient | null = null;
      for (let guard = 0; guard < 500; guard++) {
        const game = (await http(a, `/v1/games/${id}`)).body;
        if (game.status === 'FINISHED') break;
        for (const seat of game.actors as number[]) {
          const base = seat === 0 ? a : b;
          const legal = (await http(base, `/v1/games/${id}/legal-moves`, { headers: auth(players[seat]!) })).body;
          if (!legal.moves?.length) continue;
          const move = legal.moves[(moves * 7) % legal.moves.length];
          const res = await http(base, `/v1/games/${id}/moves`, {
            method: 'POST',
            headers: auth(players[seat]!),
            body: { move },
          });
          if (res.status === 409) continue;
          expect(res.status).toBe(201);
          moves++;
        }
        if (moves >= 6 && !resumed) {
          // Drop Alice's stream on b and resume on a from the last version it received.
          await aliceStream.waitFor((c) => c.data().length > 3);
          aliceStream.close();
          const last = aliceStream.messages.filter((m) => m.event === 'version').at(-1)!.id!;
          resumed = await SseClient.open(`${a}/v1/games/${id}/stream`, { ...auth(alice), 'last-event-id': last });
          expect(resumed.status).toBe(200);
        }
      }
      const final = (await http(a, `/v1/games/${id}`)).body;
      expect(final.status).toBe('FINISHED');
      const all = range(0, final.version);

      await spectatorA.waitFor((c) => c.ended);
      expect(spectatorA.data().map((u) => u.version)).toEqual(all);
      await resumed!.waitFor((c) => c.ended);
      const aliceVersions = [...aliceStream.data(), ...resumed!.data()].map((u) => u.version);
      expect(aliceVersions).toEqual(all);
      await spectatorB.waitFor((s) => s.completed);
      expect(spectatorB.results.map((r) => r.data!.gameUpdated.version)).toEqual(all);
      // Nothing secret before the end (the final update reveals the seed, as GET /events does).
      const running = spectatorA.data().filter((u) => u.status !== 'FINISHED');
      expect(findLeaks([...running, ...spectatorB.results], [seed])).toEqual([]);
    } finally {
      spectatorA.close();
      aliceStream.close();
      spectatorB.stop();
      await ws.dispose();
    }
  }, 240_000);
});
