import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CreateSeekInput } from '../../src/client';
import { FixedClock } from '../../src/common/clock/clock';
import { LobbyFeed } from '../../src/live/lobby-feed';
import { SeeksService } from '../../src/seeks/seeks.service';
import { openApiContract } from '../support/contract';
import { subscribe, wsClient } from '../support/gql-ws';
import { SseClient } from '../support/sse';
import { startTestApp, type TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';
import { until } from '../support/until';
import { expectData, typedClient, type TypedCrier, type TypedPlayer } from '../support/typed-client';

const START = new Date('2026-11-27T12:00:00.000Z');

/** Two instances share a database only on a PostgreSQL server: PGlite's notifications stay on one connection. */
const itOnPostgres = process.env.DATABASE_URL ? it : it.skip;

type Closed = { seekId: string; game: string; status: string };

/**
 * The live lobby (docs/api.md, "Live lobby"): GET /v1/seeks/stream and the lobbyChanged
 * subscription tell every seek that joins the open lobby (as GET /v1/seeks/{id} shows it) and every
 * one that leaves it (matched, deleted, expired by the sweeper or when its player seeks again),
 * from the NOTIFY its transaction sends, so from any instance. The clock is the app's; sweeps run by hand.
 */
describe('live lobby', () => {
  const clock = new FixedClock(START);
  let t: TestApp;
  let crier: TypedCrier;

  beforeAll(async () => {
    t = await startTestApp({ seekSweepIntervalMs: 0 }, undefined, clock);
    crier = await typedClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const seek = (p: TypedPlayer, body: CreateSeekInput) => p.client.POST('/v1/seeks', { body });
  const cancel = (p: TypedPlayer, id: string) => p.client.DELETE('/v1/seeks/{id}', { params: { path: { id } } });
  const lobbyStream = (base: string, query = '') => SseClient.open(`${base}/v1/seeks/stream${query}`);
  const opened = (s: SseClient, id: string) => s.data('seekOpened').filter((x) => x.id === id);
  const closed = (s: SseClient, id: string): Closed[] => s.data<Closed>('seekClosed').filter((x) => x.seekId === id);

  it('tells an anonymous watcher a seek made by another player, as GET /v1/seeks/{id} shows it, then its deletion', async () => {
    const ann = await crier.register('Ann');
    const stream = await lobbyStream(crier.baseUrl);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const made = expectData(await seek(ann, { game: 'troyes', players: { min: 4, max: 4 } }), 201);
      await stream.waitFor((s) => opened(s, made.id).length > 0);
      const shown = expectData(await crier.anonymous.GET('/v1/seeks/{id}', { params: { path: { id: made.id } } }), 200);
      expect(opened(stream, made.id)).toEqual([shown]);
      const contract = openApiContract();
      expect(contract.schemaErrors('#/components/schemas/SeekDto', opened(stream, made.id)[0])).toBeNull();

      expectData(await cancel(ann, made.id), 200);
      await stream.waitFor((s) => closed(s, made.id).length > 0);
      expect(closed(stream, made.id)).toEqual([{ seekId: made.id, game: 'troyes', status: 'CANCELLED' }]);
      expect(contract.schemaErrors('#/components/schemas/SeekClosedDto', closed(stream, made.id)[0])).toBeNull();
      // Told once each, in the order they happened.
      const mine = stream.messages.filter((m) => m.data.includes(made.id)).map((m) => m.event);
      expect(mine).toEqual(['seekOpened', 'seekClosed']);
    } finally {
      stream.close();
    }
  });

  it('tells a match as seekClosed MATCHED for every seek of the table; the seek that completed it never opens', async () => {
    const [bob, cy] = [await crier.register('Bob'), await crier.register('Cy')];
    const stream = await lobbyStream(crier.baseUrl);
    try {
      const body: CreateSeekInput = {
        game: 'orleans',
        players: { min: 2, max: 2 },
        clock: { moveSeconds: 77, bankSeconds: 0 },
      };
      const first = expectData(await seek(bob, body), 201);
      await stream.waitFor((s) => opened(s, first.id).length > 0);
      const second = expectData(await seek(cy, body), 201);
      expect(second.status).toBe('MATCHED');
      await stream.waitFor((s) => closed(s, first.id).length > 0 && closed(s, second.id).length > 0);
      expect(closed(stream, first.id)).toEqual([{ seekId: first.id, game: 'orleans', status: 'MATCHED' }]);
      expect(closed(stream, second.id)).toEqual([{ seekId: second.id, game: 'orleans', status: 'MATCHED' }]);
      expect(opened(stream, second.id)).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it('filters by game, refuses an unknown one, and tells expiry by the sweeper and when a player seeks again', async () => {
    const [dee, eve] = [await crier.register('Dee'), await crier.register('Eve')];
    // Untyped on purpose: `chess` is no GameTypeId, so the typed client cannot send it.
    const refused = await fetch(`${crier.baseUrl}/v1/seeks/stream?game=chess`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const all = await lobbyStream(crier.baseUrl);
    const dice = await lobbyStream(crier.baseUrl, '?game=troyes-dice');
    try {
      const o = expectData(
        await seek(dee, { game: 'orleans', players: { min: 5, max: 5 }, expiresInSeconds: 60 }),
        201,
      );
      const d = expectData(
        await seek(eve, { game: 'troyes-dice', players: { min: 4, max: 4 }, expiresInSeconds: 60 }),
        201,
      );
      await all.waitFor((s) => opened(s, o.id).length > 0 && opened(s, d.id).length > 0);
      await dice.waitFor((s) => opened(s, d.id).length > 0);

      // Past its time: Dee's is closed when she seeks orleans again, Eve's by the sweeper.
      clock.advance(61_000);
      const again = expectData(await seek(dee, { game: 'orleans', players: { min: 5, max: 5 } }), 201);
      await t.app.get(SeeksService).sweep();
      await all.waitFor(
        (s) => closed(s, o.id).length > 0 && closed(s, d.id).length > 0 && opened(s, again.id).length > 0,
      );
      expect(closed(all, o.id)).toEqual([{ seekId: o.id, game: 'orleans', status: 'EXPIRED' }]);
      expect(closed(all, d.id)).toEqual([{ seekId: d.id, game: 'troyes-dice', status: 'EXPIRED' }]);
      await dice.waitFor((s) => closed(s, d.id).length > 0);

      // The filtered stream heard nothing of orleans: only Eve's seek, opened then closed.
      expect(dice.messages.map((m) => [m.event, JSON.parse(m.data).id ?? JSON.parse(m.data).seekId])).toEqual([
        ['seekOpened', d.id],
        ['seekClosed', d.id],
      ]);
      expectData(await cancel(dee, again.id), 200);
    } finally {
      all.close();
      dice.close();
    }
  });

  it('GraphQL lobbyChanged (over WebSocket, no key) tells the same, of one game when asked', async () => {
    const fay = await crier.register('Fay');
    const before = t.app.get(LobbyFeed).following;
    const ws = wsClient(crier.baseUrl);
    type Change = {
      type: string;
      seekId: string;
      game: string;
      status: string;
      seek: { id: string; playerName: string; status: string; players: { min: number } } | null;
    };
    const changes = subscribe<{ lobbyChanged: Change }>(
      ws,
      'subscription { lobbyChanged(game: TROYES) { type seekId game status seek { id playerName status players { min } } } }',
    );
    try {
      await until(
        () => t.app.get(LobbyFeed).following,
        (n) => n > before,
      );
      const other = expectData(await seek(fay, { game: 'orleans', players: { min: 4, max: 4 } }), 201);
      const made = expectData(await seek(fay, { game: 'troyes', players: { min: 3, max: 3 } }), 201);
      expectData(await cancel(fay, made.id), 200);
      await changes.waitFor((s) => s.results.length >= 2);
      expect(changes.results.map((r) => r.data?.lobbyChanged)).toEqual([
        {
          type: 'seekOpened',
          seekId: made.id,
          game: 'TROYES',
          status: 'OPEN',
          seek: { id: made.id, playerName: 'Fay', status: 'OPEN', players: { min: 3 } },
        },
        { type: 'seekClosed', seekId: made.id, game: 'TROYES', status: 'CANCELLED', seek: null },
      ]);
      expectData(await cancel(fay, other.id), 200);
    } finally {
      changes.stop();
      await ws.dispose();
    }
  });

  itOnPostgres('ends the stream (RESYNC) and the subscription when its instance may have missed a change', async () => {
    const hal = await crier.register('Hal');
    const stream = await lobbyStream(crier.baseUrl);
    const before = t.app.get(LobbyFeed).following;
    const ws = wsClient(crier.baseUrl);
    const sub = subscribe<{ lobbyChanged: { type: string } }>(ws, 'subscription { lobbyChanged { type seekId } }');
    try {
      await until(
        () => t.app.get(LobbyFeed).following,
        (n) => n > before,
      );
      // The instance's LISTEN connection drops: notices sent meanwhile would be lost.
      const { rowCount } = await t.database.pool.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
      );
      expect(rowCount).toBe(1);
      await stream.waitFor((s) => s.ended);
      expect(stream.data('close')).toEqual([{ reason: 'RESYNC' }]);
      await sub.waitFor((s) => s.completed);
      expect(sub.error).toBeUndefined();

      // Listening again: a new stream hears what follows.
      const again = await lobbyStream(crier.baseUrl);
      try {
        const made = expectData(await seek(hal, { game: 'troyes', players: { min: 4, max: 4 } }), 201);
        await again.waitFor((s) => opened(s, made.id).length > 0);
        expectData(await cancel(hal, made.id), 200);
      } finally {
        again.close();
      }
    } finally {
      stream.close();
      sub.stop();
      await ws.dispose();
    }
  });

  itOnPostgres('tells a watcher on another instance on the same database (NOTIFY, not memory)', async () => {
    const shared: TestDatabase = { url: t.config.databaseUrl, drop: async () => undefined };
    // The same clock: the other instance shows a seek only while it has not expired.
    const other = await startTestApp({ seekSweepIntervalMs: 0 }, shared, clock);
    const gus = await crier.register('Gus');
    const stream = await lobbyStream((await typedClient(other)).baseUrl);
    try {
      // Made and deleted on this instance, watched on the other.
      const made = expectData(await seek(gus, { game: 'troyes', players: { min: 3, max: 4 } }), 201);
      await stream.waitFor((s) => opened(s, made.id).length > 0);
      expect(opened(stream, made.id)).toMatchObject([{ id: made.id, playerName: 'Gus', status: 'OPEN' }]);
      expectData(await cancel(gus, made.id), 200);
      await stream.waitFor((s) => closed(s, made.id).length > 0);
      expect(closed(stream, made.id)).toEqual([{ seekId: made.id, game: 'troyes', status: 'CANCELLED' }]);
    } finally {
      stream.close();
      await other.close();
    }
  });
});
