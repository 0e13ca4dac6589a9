import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CreateSeekInput } from '../../src/client';
import { FixedClock } from '../../src/common/clock/clock';
import { loadConfig } from '../../src/config/app-config';
import { PlayerFeed } from '../../src/live/player-feed';
import { RatingsRepository } from '../../src/ratings/ratings.repository';
import { rebuildRatings } from '../../src/ratings/rebuild';
import { seatOrder } from '../../src/seeks/seek-matching';
import { SeeksService } from '../../src/seeks/seeks.service';
import { gql } from '../support/gql';
import { subscribe, wsClient } from '../support/gql-ws';
import { SseClient } from '../support/sse';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';
import { expectData, expectError, typedClient, type TypedCrier, type TypedPlayer } from '../support/typed-client';

const START = new Date('2026-11-27T12:00:00.000Z');
const ORLEANS_3: CreateSeekInput = {
  game: 'orleans',
  players: { min: 3, max: 3 },
  clock: { moveSeconds: 300, bankSeconds: 0 },
  rated: true,
};

/**
 * Matchmaking (docs/api.md, "Matchmaking") on a real database: bad seeks refused with their codes,
 * the "done when" (three people asking for a rated 3-player Orléans game with a 5-minute
 * clock are seated together at once, told through the feed, the subscription and the webhook
 * outbox; when it ends their ratings change and a rebuild reproduces them), ranges that widen,
 * expiry, deletion and the lobby. The clock is the app's (FixedClock); sweeps run by hand.
 */
describe('seeks', () => {
  const clock = new FixedClock(START);
  let t: TestApp;
  let crier: TypedCrier;
  let sweep: () => Promise<void>;

  beforeAll(async () => {
    const webhooks = { ...loadConfig({}).webhooks, allowPrivateAddresses: true };
    t = await startTestApp({ seekSweepIntervalMs: 0, webhooks }, undefined, clock);
    crier = await typedClient(t);
    sweep = () => t.app.get(SeeksService).sweep();
  });
  afterAll(async () => {
    await t.close();
  });

  const seek = (p: TypedPlayer, body: CreateSeekInput) => p.client.POST('/v1/seeks', { body });
  const rows = async (sql: string, params: unknown[] = []) => (await t.database.pool.query(sql, params)).rows;
  const count = async () => (await rows('SELECT count(*)::int AS n FROM seek'))[0].n;

  it('refuses bad seeks with INVALID_SEEK and a reason, a second open one with 409 ALREADY_SEEKING, changing nothing', async () => {
    const ann = await crier.register('Ann');
    const before = await count();
    const bad: [CreateSeekInput, string][] = [
      [{ game: 'chess' as 'orleans', players: { min: 2, max: 2 } }, 'UNKNOWN_GAME'],
      [{ game: 'orleans', players: { min: 4, max: 3 } }, 'MIN_OVER_MAX'],
      [{ game: 'troyes', players: { min: 2, max: 5 } }, 'OVER_SEAT_LIMIT'],
      [{ game: 'orleans', players: { min: 1, max: 3 } }, 'TOO_FEW_PLAYERS'],
      [{ game: 'orleans', players: { min: 2, max: 2 }, ratingRange: { min: 10, max: 5 } }, 'BAD_RANGE'],
      [{ game: 'orleans', players: { min: 2, max: 2 }, ratingRange: { widenPerMinute: -1 } }, 'BAD_RANGE'],
      [{ game: 'orleans', players: { min: 2, max: 2 }, options: { nope: true } }, 'INVALID_OPTIONS'],
    ];
    for (const [body, reason] of bad) {
      expect(expectError(await seek(ann, body), 400)).toMatchObject({ code: 'INVALID_SEEK', reason });
    }
    const res = await gql(
      t,
      'mutation { createSeek(input: {game: ORLEANS, players: {min: 4, max: 3}}) { id } }',
      {},
      ann,
    );
    expect(res.errors![0]!.extensions).toMatchObject({ code: 'INVALID_SEEK', reason: 'MIN_OVER_MAX' });
    expect(await count()).toBe(before);

    const open = expectData(await seek(ann, { game: 'troyes', players: { min: 4, max: 4 } }), 201);
    expect(open).toMatchObject({ status: 'OPEN', gameId: null, rating: 0, players: { min: 4, max: 4 } });
    const again = expectError(await seek(ann, { game: 'troyes', players: { min: 2, max: 2 } }), 409);
    expect(again).toMatchObject({ code: 'ALREADY_SEEKING', seekId: open.id, game: 'troyes' });
    expect(await count()).toBe(before + 1);
    expectData(await ann.client.DELETE('/v1/seeks/{id}', { params: { path: { id: open.id } } }), 200);
  });

  it('seats three people asking for a rated 3-player Orléans with a 5-minute clock, tells each, and rates the game', async () => {
    const [a, b, c] = [
      await crier.register('Seeker A'),
      await crier.register('Seeker B'),
      await crier.register('Seeker C'),
    ];
    const base = crier.baseUrl;
    const feed = await SseClient.open(`${base}/v1/players/me/stream`, { authorization: `Bearer ${a.apiKey}` });
    const ws = wsClient(base, b.apiKey);
    const matched = subscribe<{ seekMatched: { seekId: string; gameId: string; seat: number; game: string } }>(
      ws,
      'subscription { seekMatched { seekId gameId seat game version } }',
    );
    expectData(
      await c.client.POST('/v1/players/me/webhooks', {
        body: { url: 'http://127.0.0.1:9/c', events: ['seek.matched'] },
      }),
      201,
    );
    try {
      // Both the stream and the subscription follow the player (the subscription connects lazily).
      await until(
        () => t.app.get(PlayerFeed).following,
        (n) => n >= 2,
      );
      const sa = expectData(await seek(a, ORLEANS_3), 201);
      const sb = expectData(await seek(b, ORLEANS_3), 201);
      expect([sa.status, sb.status]).toEqual(['OPEN', 'OPEN']);
      const lobby = expectData(await crier.anonymous.GET('/v1/seeks', { params: { query: { game: 'orleans' } } }), 200);
      expect(lobby.items.map((s) => s.id)).toEqual(expect.arrayContaining([sa.id, sb.id]));

      // The third completes the table: matched in its own request.
      const sc = expectData(await seek(c, ORLEANS_3), 201);
      expect(sc.status).toBe('MATCHED');
      const gameId = sc.gameId!;
      for (const s of [sa, sb]) {
        const now = expectData(await crier.anonymous.GET('/v1/seeks/{id}', { params: { path: { id: s.id } } }), 200);
        expect(now).toMatchObject({ status: 'MATCHED', gameId });
      }
      const game = expectData(await a.client.GET('/v1/games/{id}', { params: { path: { id: gameId } } }), 200);
      expect(game).toMatchObject({ game: 'orleans', status: 'ACTIVE', rated: true, ratings: [] });
      expect(game.clock).toMatchObject({ moveSeconds: 300, bankSeconds: 0 });
      // Seats drawn from the game's seed (revealed when it finishes; read here from the row).
      const [{ seed }] = await rows('SELECT seed FROM game WHERE id = $1', [gameId]);
      const seated = game.seats.map((s) => s.player!.id);
      expect(seated).toEqual(seatOrder(seed, [a.id, b.id, c.id]));
      const lobbyAfter = expectData(
        await crier.anonymous.GET('/v1/seeks', { params: { query: { game: 'orleans' } } }),
        200,
      );
      expect(lobbyAfter.items.map((s) => s.id)).not.toEqual(expect.arrayContaining([sa.id]));

      await feed.waitFor((f) => f.data('seekMatched').some((n) => n.gameId === gameId));
      expect(feed.data('seekMatched').find((n) => n.gameId === gameId)).toMatchObject({
        seekId: sa.id,
        seat: seated.indexOf(a.id),
        game: 'orleans',
      });
      await matched.waitFor((s) => s.results.length > 0);
      expect(matched.results[0]!.data!.seekMatched).toMatchObject({
        seekId: sb.id,
        gameId,
        seat: seated.indexOf(b.id),
      });
      const hooks = await rows(
        `SELECT d.payload FROM webhook_delivery d JOIN webhook w ON w.id = d.webhook_id
          WHERE w.player_id = $1 AND d.event = 'seek.matched'`,
        [c.id],
      );
      expect(hooks.map((h) => h.payload)).toEqual([
        {
          seekId: sc.id,
          gameId,
          game: 'orleans',
          seat: seated.indexOf(c.id),
          players: seated.map((playerId, seat) => ({ seat, playerId })),
        },
      ]);

      // When it ends (a resignation), all three ratings change; the board and a rebuild agree.
      expectData(await b.client.POST('/v1/games/{id}/resign', { params: { path: { id: gameId } } }), 200);
      const board = expectData(
        await crier.anonymous.GET('/v1/ratings/{game}', {
          params: { path: { game: 'orleans' }, query: { provisional: 'true' } },
        }),
        200,
      );
      expect(board.items.filter((e) => [a.id, b.id, c.id].includes(e.playerId)).map((e) => e.lastGameId)).toEqual([
        gameId,
        gameId,
        gameId,
      ]);
      expect(board.items.at(-1)!.playerId).toBe(b.id);
      const dump = async () =>
        JSON.stringify(
          await rows('SELECT game, player_id, mu::text, sigma::text, score, games FROM rating ORDER BY 1, 2'),
        );
      const before = await dump();
      await rebuildRatings(new RatingsRepository(t.database));
      expect(await dump()).toBe(before);
    } finally {
      matched.stop();
      await ws.dispose();
      feed.close();
    }
  });

  it('matches only equal pools, and ratings inside each other’s ranges, widening with waiting time', async () => {
    const [d, e, f] = [await crier.register('D'), await crier.register('E'), await crier.register('F')];
    const duel: CreateSeekInput = { game: 'troyes', players: { min: 2, max: 2 } };
    const sd = expectData(await seek(d, { ...duel, clock: { moveSeconds: 60, bankSeconds: 0 } }), 201);
    const se = expectData(await seek(e, duel), 201);
    expect([sd.status, se.status]).toEqual(['OPEN', 'OPEN']); // another clock: another pool
    expectData(await d.client.DELETE('/v1/seeks/{id}', { params: { path: { id: sd.id } } }), 200);

    // F (rating 0) accepts only 5 and above, widening 1 per minute: E (0) is in after five minutes.
    const sf = expectData(await seek(f, { ...duel, ratingRange: { min: 5, widenPerMinute: 1 } }), 201);
    expect(sf).toMatchObject({ status: 'OPEN', ratingRange: { min: 5, max: null, widenPerMinute: 1 } });
    clock.advance(4 * 60_000);
    await sweep();
    expect(expectData(await f.client.GET('/v1/seeks/{id}', { params: { path: { id: sf.id } } }), 200).status).toBe(
      'OPEN',
    );
    clock.advance(60_000);
    await sweep();
    const now = expectData(await f.client.GET('/v1/seeks/{id}', { params: { path: { id: sf.id } } }), 200);
    expect(now.status).toBe('MATCHED');
    const other = expectData(await e.client.GET('/v1/seeks/{id}', { params: { path: { id: se.id } } }), 200);
    expect(other.gameId).toBe(now.gameId);

    // A matched seek cannot be deleted.
    const late = expectError(await e.client.DELETE('/v1/seeks/{id}', { params: { path: { id: se.id } } }), 409);
    expect(late).toMatchObject({ code: 'CONFLICT', reason: 'SEEK_MATCHED', gameId: now.gameId });
  });

  it('expires a seek that waited too long; deletes only your own; GraphQL parity of the lobby and deleteSeek', async () => {
    const [g, h] = [await crier.register('G'), await crier.register('H')];
    const sg = expectData(await seek(g, { game: 'troyes', players: { min: 4, max: 4 }, expiresInSeconds: 60 }), 201);
    clock.advance(1000); // the lobby is newest first
    const sh = expectData(await seek(h, { game: 'troyes', players: { min: 3, max: 3 } }), 201);
    expect(
      expectError(await h.client.DELETE('/v1/seeks/{id}', { params: { path: { id: sg.id } } }), 404),
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
    const lobby = await gql(t, '{ seeks(game: TROYES, first: 10) { items { id status } hasNextPage endCursor } }');
    expect(lobby.data.seeks.items.map((s: any) => s.id)).toEqual([sh.id, sg.id]);
    const page1 = expectData(
      await crier.anonymous.GET('/v1/seeks', { params: { query: { game: 'troyes', first: 1 } } }),
      200,
    );
    expect(page1.items.map((s) => s.id)).toEqual([sh.id]);
    const page2 = expectData(
      await crier.anonymous.GET('/v1/seeks', {
        params: { query: { game: 'troyes', first: 1, after: page1.endCursor! } },
      }),
      200,
    );
    expect(page2.items.map((s) => s.id)).toEqual([sg.id]);

    clock.advance(61_000);
    await sweep();
    expect(expectData(await g.client.GET('/v1/seeks/{id}', { params: { path: { id: sg.id } } }), 200).status).toBe(
      'EXPIRED',
    );
    // Expired, it no longer holds G's one open seek for troyes.
    const again = expectData(await seek(g, { game: 'troyes', players: { min: 4, max: 4 } }), 201);
    const deleted = await gql(t, 'mutation($id: ID!) { deleteSeek(id: $id) { id status } }', { id: again.id }, g);
    expect(deleted.data.deleteSeek).toEqual({ id: again.id, status: 'CANCELLED' });
    expectData(await h.client.DELETE('/v1/seeks/{id}', { params: { path: { id: sh.id } } }), 200);
  });

  it('GraphQL createSeek matches like REST: the second of two duel seeks is MATCHED with the game', async () => {
    const [i, j] = [await crier.register('I'), await crier.register('J')];
    const mutation = `mutation { createSeek(input: {game: TROYES_DICE, players: {min: 2, max: 2}, rated: true,
                        ratingRange: {min: -50, max: 50}}) { id status gameId rated ratingRange { min max } } }`;
    const first = await gql(t, mutation, {}, i);
    expect(first.errors).toBeUndefined();
    expect(first.data.createSeek).toMatchObject({
      status: 'OPEN',
      gameId: null,
      rated: true,
      ratingRange: { min: -50, max: 50 },
    });
    const second = await gql(t, mutation, {}, j);
    expect(second.data.createSeek).toMatchObject({ status: 'MATCHED' });
    const gameId = second.data.createSeek.gameId;
    const seen = await gql(t, 'query($id: ID!) { seek(id: $id) { status gameId } }', { id: first.data.createSeek.id });
    expect(seen.data.seek).toEqual({ status: 'MATCHED', gameId });
    const game = expectData(await i.client.GET('/v1/games/{id}', { params: { path: { id: gameId } } }), 200);
    expect(game).toMatchObject({ game: 'troyes-dice', status: 'ACTIVE', rated: true });
    expect(game.seats.map((s) => s.player!.id).sort()).toEqual([i.id, j.id].sort());
  });
});
