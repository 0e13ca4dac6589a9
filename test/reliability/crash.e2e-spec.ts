import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getGame, replay } from '../../src/engine';
import { CrierProcess, ensureBuilt } from '../support/crier-process';
import { http } from '../support/http-client';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { expectStatus } from '../support/with-context';

const CLIENTS = 4;

interface Sent {
  key: string;
  move: unknown;
  status: number | 'unanswered';
  version?: number;
}

/** kill -9 the real server mid-traffic, restart it on the same data, and check nothing was lost. */
describe('faults: crash (kill -9) and restart', () => {
  let dataDir: string;
  let db: TestDatabase;
  let env: Record<string, string>;
  let crier: CrierProcess | undefined;

  beforeAll(async () => {
    ensureBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'crier-crash-'));
    db = await createTestDatabase();
    env = {
      NODE_ENV: 'production',
      CRIER_DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '10000000',
      RATE_LIMIT_SIGNUP_PER_MINUTE: '10000000',
      DAILY_SECRET: 'crash-test-daily-secret-of-at-least-32-chars',
    };
    if (db.url) env.DATABASE_URL = db.url;
    else delete process.env.DATABASE_URL;
  }, 300_000);
  afterAll(async () => {
    await crier?.kill9();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged move, no seq gap or duplicate, and applies retried keys at most once', async () => {
    crier = await CrierProcess.start(env);
    const clients: { apiKey: string; gameId: string; seed: string; sent: Sent[] }[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const p = (await http(crier.base, '/v1/players', { body: { name: `Crash ${i}` } })).body;
      const seed = `crash-${i}`;
      const g = await http(crier.base, '/v1/games', {
        headers: { authorization: `Bearer ${p.apiKey}` },
        body: { game: 'troyes-dice', seats: 1, seed },
      });
      expect(g.status).toBe(201);
      clients.push({ apiKey: p.apiKey, gameId: g.body.id, seed, sent: [] });
    }

    // Each client plays its own game with Idempotency-Keys until the server dies under it.
    let killed = false;
    const traffic = clients.map(async (c, i) => {
      const auth = { authorization: `Bearer ${c.apiKey}` };
      for (let n = 0; n < 500 && !killed; n++) {
        let legal;
        try {
          legal = await http(crier!.base, `/v1/games/${c.gameId}/legal-moves`, { headers: auth, timeoutMs: 5_000 });
        } catch {
          return;
        }
        if (legal.status !== 200 || legal.body.moves.length === 0) return;
        const entry: Sent = {
          key: `c${i}-m${n}`,
          move: legal.body.moves[n % legal.body.moves.length],
          status: 'unanswered',
        };
        c.sent.push(entry);
        try {
          const res = await http(crier!.base, `/v1/games/${c.gameId}/moves`, {
            headers: { ...auth, 'idempotency-key': entry.key },
            body: { move: entry.move },
            timeoutMs: 5_000,
          });
          entry.status = res.status;
          if (res.status === 201) entry.version = res.body.version;
          else return;
        } catch {
          return; // the connection died with the server: unanswered
        }
      }
    });
    // Let traffic flow, then kill -9 mid-flight.
    const acceptedSoFar = () => clients.reduce((n, c) => n + c.sent.filter((s) => s.status === 201).length, 0);
    for (let i = 0; i < 200 && acceptedSoFar() < 40; i++) await new Promise((r) => setTimeout(r, 50));
    killed = true;
    await crier.kill9();
    await Promise.all(traffic);
    const acked = acceptedSoFar();
    expect(acked).toBeGreaterThan(0);

    crier = await CrierProcess.start(env);
    const def = getGame('troyes-dice')!;
    let retried = 0;
    for (const c of clients) {
      const auth = { authorization: `Bearer ${c.apiKey}` };
      // Retry every unanswered request with its key: applied at most once.
      for (const s of c.sent.filter((x) => x.status === 'unanswered')) {
        for (let attempt = 0; attempt < 2; attempt++) {
          const res = await http(crier.base, `/v1/games/${c.gameId}/moves`, {
            headers: { ...auth, 'idempotency-key': s.key },
            body: { move: s.move },
          });
          expectStatus(res, 201);
          if (attempt === 0) s.version = res.body.version;
          else expect(res.body.version).toBe(s.version); // the same answer, not a second move
          retried++;
        }
        s.status = 201;
      }
      const stream = await http(crier.base, `/v1/games/${c.gameId}/events`, { headers: auth });
      expect(stream.status).toBe(200);
      const events = stream.body.events as { seq: number; type: string; seat: number; payload: any }[];
      expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i)); // no gap, no duplicate
      const moves = events.filter((e) => e.type === 'MoveMade');
      // Every acknowledged move is in the stream at the version it was acknowledged with, once.
      const acknowledged = c.sent.filter((s) => s.status === 201);
      expect(moves.map((e) => e.seq)).toEqual(acknowledged.map((s) => s.version));
      acknowledged.forEach((s, k) => expect(moves[k]!.payload.move).toEqual(s.move));
      // The stream replays (with the seed we chose) to the state the server shows.
      const replayed = replay(
        def,
        events[0]!.payload.options,
        c.seed,
        1,
        moves.map((e) => ({ seat: e.seat, move: e.payload.move })),
      );
      expect(replayed.ok).toBe(true);
      const game = await http(crier.base, `/v1/games/${c.gameId}`, { headers: auth });
      expect(game.body.version).toBe(events.at(-1)!.seq);
      if (replayed.ok) expect(game.body.view).toEqual(JSON.parse(JSON.stringify(def.view(replayed.value.state, 0))));
    }
    console.info(`crash: ${acked} moves acknowledged before kill -9, ${retried} retries after restart`);
  });
});
