import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FixedClock } from '../../src/common/clock/clock';
import { GameFeed } from '../../src/live/game-feed';
import { PlayerFeed } from '../../src/live/player-feed';
import { LiveStreams } from '../../src/live/live-streams';
import { bearer, playSome, playToEndRest, record, registerPlayer, type TestPlayer } from '../support/api';
import { subscribe, wsClient } from '../support/gql-ws';
import { findLeaks } from '../support/leak-scan';
import { SseClient } from '../support/sse';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

const GAME_UPDATED = `subscription ($id: ID!, $after: Int) {
  gameUpdated(gameId: $id, after: $after) {
    gameId version status current view actors legalMoves seed
    events { seq type seat payload at }
  }
}`;

/** A game's history as `who` may see it over REST (the visibility every stream must match). */
async function history(t: TestApp, gameId: string, who?: TestPlayer): Promise<unknown[]> {
  const req = request(t.server).get(`/v1/games/${gameId}/events`);
  const res = record(await (who ? req.set(bearer(who)) : req));
  expect(res.status).toBe(200);
  return res.body.events as unknown[];
}

const versions = (updates: { version: number }[]): number[] => updates.map((u) => u.version);
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('Live play: SSE streams and GraphQL subscriptions', () => {
  let t: TestApp;
  let base: string;
  let alice: TestPlayer;
  let bob: TestPlayer;
  const open: { close(): void }[] = [];
  const sse = async (path: string, headers: Record<string, string> = {}): Promise<SseClient> => {
    const c = await SseClient.open(`${base}${path}`, headers);
    open.push(c);
    return c;
  };

  beforeAll(async () => {
    t = await startTestApp({ live: { maxStreamsPerKey: 6, heartbeatMs: 200, bufferBytes: 262_144 } });
    await t.app.listen(0, '127.0.0.1');
    base = await t.app.getUrl();
    base = base.replace('[::1]', '127.0.0.1');
    alice = await registerPlayer(t, 'Alice');
    bob = await registerPlayer(t, 'Bob');
  });
  afterAll(async () => {
    for (const c of open) c.close();
    await t.close();
  });

  async function newGame(seed: string): Promise<string> {
    const res = record(
      await request(t.server).post('/v1/games').set(bearer(alice)).send({ game: 'troyes-dice', seats: 2, seed }),
    );
    expect(res.status).toBe(201);
    return res.body.id as string;
  }

  it('streams every version once, in order, with exactly the visibility of GET /events, then ends', async () => {
    const seed = 'live-e2e-secret-seed-1';
    const id = await newGame(seed);
    const spectator = await sse(`/v1/games/${id}/stream?after=-1`);
    const seated = await sse(`/v1/games/${id}/stream?after=-1`, bearer(alice));
    expect(spectator.status).toBe(200);
    expect(spectator.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await spectator.waitFor((c) => c.data().length === 1);
    expect(spectator.data()[0]).toMatchObject({ version: 0, current: true, actors: [], status: 'OPEN' });

    expect(record(await request(t.server).post(`/v1/games/${id}/join`).set(bearer(bob))).status).toBe(200);
    await playSome(t, id, [alice, bob], 6, 3);
    const now = record(await request(t.server).get(`/v1/games/${id}`).set(bearer(alice))).body;
    await spectator.waitFor((c) => c.data().at(-1)?.version === now.version);
    await seated.waitFor((c) => c.data().at(-1)?.version === now.version);

    for (const [client, who] of [
      [spectator, undefined],
      [seated, alice],
    ] as const) {
      const updates = client.data();
      expect(versions(updates)).toEqual(range(0, now.version));
      // Each SSE id is the version; the events are those GET /events shows this caller.
      expect(client.messages.filter((m) => m.event === 'version').map((m) => Number(m.id))).toEqual(
        range(0, now.version),
      );
      expect(updates.flatMap((u) => u.events)).toEqual(await history(t, id, who));
      const last = updates.at(-1);
      expect(last.current).toBe(true);
      expect(last.actors).toEqual(now.actors);
      // No running game's secret in anything streamed.
      expect(findLeaks(updates, [seed])).toEqual([]);
    }
    const aliceNow = seated.data().at(-1);
    expect(aliceNow.view).toEqual(now.view);
    if (now.actors.includes(0)) expect(Array.isArray(aliceNow.legalMoves)).toBe(true);
    expect(spectator.data().at(-1).legalMoves).toBeNull();
    expect(spectator.comments).toBeGreaterThan(0); // heartbeats (every 200 ms here)

    // Reconnect mid-game with Last-Event-ID: the rest, nothing twice, nothing missed.
    const resumed = await sse(`/v1/games/${id}/stream?after=0`, { ...bearer(alice), 'last-event-id': '3' });
    await resumed.waitFor((c) => c.data().at(-1)?.version === now.version);
    expect(versions(resumed.data())).toEqual(range(4, now.version));

    // No resume point: the newest version only, with the caller's view.
    const fresh = await sse(`/v1/games/${id}/stream`, bearer(bob));
    await fresh.waitFor((c) => c.data().length >= 1);
    expect(fresh.data()[0]).toMatchObject({ version: now.version, current: true });

    await playToEndRest(t, id, [alice, bob], 3);
    const end = record(await request(t.server).get(`/v1/games/${id}/events`)).body;
    for (const client of [spectator, seated, resumed, fresh]) {
      await client.waitFor((c) => c.ended);
      expect(versions(client.data()).at(-1)).toBe(end.version);
      expect(client.messages.at(-1)).toMatchObject({ event: 'close', data: JSON.stringify({ reason: 'GAME_OVER' }) });
    }
    expect(versions(spectator.data())).toEqual(range(0, end.version));
    // Finished: everyone sees everything, as GET /events does, and the seed is revealed.
    expect(spectator.data().at(-1).seed).toBe(seed);
    expect(spectator.data().at(-1).events).toEqual(end.events.slice(-1));
    await until(
      () => t.app.get(LiveStreams).count,
      (n) => n === 0,
    );
    expect(t.app.get(GameFeed).watching).toBe(0);
  });

  it('refuses before the stream opens: unknown game 404, bad key 401, malformed Last-Event-ID 400, too many 429', async () => {
    const id = await newGame('live-e2e-secret-seed-2');
    const missing = await sse(`/v1/games/00000000-0000-4000-8000-000000000000/stream`);
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body!).code).toBe('NOT_FOUND');
    const badKey = await sse(`/v1/games/${id}/stream`, { authorization: 'Bearer crier_nope_nope' });
    expect(badKey.status).toBe(401);
    expect(JSON.parse(badKey.body!).code).toBe('UNAUTHENTICATED');
    for (const bad of ['abc', '-2', '1.5', '99999999999']) {
      const c = await sse(`/v1/games/${id}/stream`, { 'last-event-id': bad });
      expect(c.status).toBe(400);
      expect(JSON.parse(c.body!).code).toBe('INVALID_LAST_EVENT_ID');
    }
    const badAfter = await sse(`/v1/games/${id}/stream?after=x`);
    expect(JSON.parse(badAfter.body!).code).toBe('INVALID_LAST_EVENT_ID');
    // A daily attempt is private to its player until the day closes: no stream for anyone else.
    const daily = record(await request(t.server).post('/v1/daily/troyes-dice/attempt').set(bearer(alice)));
    expect(daily.status).toBe(201);
    const peek = await sse(`/v1/games/${daily.body.id}/stream?after=-1`, bearer(bob));
    expect(peek.status).toBe(403);
    expect(JSON.parse(peek.body!).code).toBe('FORBIDDEN');
    const own = await sse(`/v1/games/${daily.body.id}/stream?after=-1`, bearer(alice));
    await own.waitFor((c) => c.data().length >= 2);
    expect(findLeaks(own.data(), [])).toEqual([]);
    own.close();
    const noKey = await sse(`/v1/players/me/stream`);
    expect(noKey.status).toBe(401);

    const carol = await registerPlayer(t, 'Carol');
    const held: SseClient[] = [];
    for (let i = 0; i < 6; i++) held.push(await sse(`/v1/games/${id}/stream`, bearer(carol)));
    expect(held.map((c) => c.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const refused = await sse(`/v1/games/${id}/stream`, bearer(carol));
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body!)).toMatchObject({ code: 'TOO_MANY_STREAMS', limit: 6 });
    // Another key is not affected; a closed stream frees its slot.
    expect((await sse(`/v1/games/${id}/stream`, bearer(bob))).status).toBe(200);
    held[0]!.close();
    await until(
      async () => {
        const c = await sse(`/v1/games/${id}/stream`, bearer(carol));
        c.close();
        return c.status;
      },
      (s) => s === 200,
    );
    for (const c of held) c.close();
  });

  it('tells a player it is their turn, that a game started and finished (GET /v1/players/me/stream)', async () => {
    const feed = await sse('/v1/players/me/stream', bearer(bob));
    expect(feed.status).toBe(200);
    const id = await newGame('live-e2e-secret-seed-3');
    await until(
      () => t.app.get(LiveStreams).count,
      (n) => n >= 1,
    );
    expect(record(await request(t.server).post(`/v1/games/${id}/join`).set(bearer(bob))).status).toBe(200);
    await feed.waitFor((c) => c.data('gameStarted').some((n) => n.gameId === id));
    expect(feed.data('gameStarted').find((n) => n.gameId === id)).toMatchObject({ seat: 1 });
    await playToEndRest(t, id, [alice, bob], 5);
    await feed.waitFor((c) => c.data('gameFinished').some((n) => n.gameId === id));
    expect(feed.data('yourTurn').filter((n) => n.gameId === id).length).toBeGreaterThan(0);
    for (const n of feed.data('yourTurn')) expect(n.seat).toBe(1);
    expect(feed.data('gameFinished').find((n) => n.gameId === id)).toMatchObject({ status: 'FINISHED' });
    expect(findLeaks([...feed.data('gameStarted'), ...feed.data('yourTurn')], ['live-e2e-secret-seed-3'])).toEqual([]);
    feed.close();
  });

  it('serves gameUpdated over graphql-ws: spectator by default, the seat with the key from connection_init', async () => {
    const seed = 'live-e2e-secret-seed-4';
    const id = await newGame(seed);
    const anon = wsClient(base);
    const keyed = wsClient(base, alice.apiKey);
    try {
      const asSpectator = subscribe<{ gameUpdated: any }>(anon, GAME_UPDATED, { id, after: -1 });
      const asAlice = subscribe<{ gameUpdated: any }>(keyed, GAME_UPDATED, { id, after: -1 });
      await asSpectator.waitFor((s) => s.results.length >= 1);
      expect(record(await request(t.server).post(`/v1/games/${id}/join`).set(bearer(bob))).status).toBe(200);
      await playSome(t, id, [alice, bob], 4, 7);
      const now = record(await request(t.server).get(`/v1/games/${id}`)).body;
      for (const [s, who] of [
        [asSpectator, undefined],
        [asAlice, alice],
      ] as const) {
        await s.waitFor((x) => x.results.at(-1)?.data?.gameUpdated.version === now.version);
        const updates = s.results.map((r) => r.data!.gameUpdated);
        expect(versions(updates)).toEqual(range(0, now.version));
        const rest = (await history(t, id, who)) as { type: string; payload: unknown }[];
        // GraphQL names event types in capitals (GameCreated ↔ GAME_CREATED); otherwise the same.
        expect(updates.flatMap((u) => u.events).map((e: { type: string }) => e.type)).toEqual(
          rest.map((e) => e.type.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()),
        );
        expect(updates.flatMap((u) => u.events).map((e: { payload: unknown }) => e.payload)).toEqual(
          rest.map((e) => e.payload),
        );
        expect(findLeaks(updates, [seed])).toEqual([]);
      }
      expect(asSpectator.results.at(-1)!.data!.gameUpdated.legalMoves).toBeNull();

      // A query over the socket is refused: only subscriptions run there.
      const query = subscribe(anon, '{ gameTypes { id } }');
      await query.waitFor((s) => s.completed);
      expect(JSON.stringify(query.error ?? query.results)).toMatch(/Only subscriptions/);

      // An unknown game: the subscription errors with NOT_FOUND.
      const missing = subscribe(anon, GAME_UPDATED, { id: '00000000-0000-4000-8000-000000000000' });
      await missing.waitFor((s) => s.completed);
      expect(JSON.stringify(missing.error ?? missing.results)).toMatch(/NOT_FOUND/);

      // A wrong key in connection_init: UNAUTHENTICATED.
      const wrong = wsClient(base, 'crier_nope_nope');
      const refused = subscribe(wrong, GAME_UPDATED, { id });
      await refused.waitFor((s) => s.completed);
      expect(JSON.stringify(refused.error ?? refused.results)).toMatch(/UNAUTHENTICATED/);
      await wrong.dispose();

      await playToEndRest(t, id, [alice, bob], 7);
      await asSpectator.waitFor((s) => s.completed);
      expect(asSpectator.results.at(-1)!.data!.gameUpdated.status).toBe('FINISHED');
    } finally {
      await anon.dispose();
      await keyed.dispose();
    }
  });
});

describe('Live play: the UTC day turning (dailyOpened, dailyClosed)', () => {
  const clock = new FixedClock(new Date('2026-11-22T23:59:00.000Z'));
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp({}, undefined, clock);
    await t.app.listen(0, '127.0.0.1');
    base = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells the feed and dailyClosed subscribers when a day closes (its seed) and the next opens', async () => {
    const ada = await registerPlayer(t, 'Ada');
    const yesterday = record(await request(t.server).get('/v1/daily/troyes-dice')).body;
    expect(yesterday.seed).toBeNull();
    const feed = await SseClient.open(`${base}/v1/players/me/stream`, bearer(ada));
    const ws = wsClient(base);
    try {
      const closed = subscribe<{ dailyClosed: { kind: string; date: string; seed: string } }>(
        ws,
        'subscription { dailyClosed(kind: TROYES_DICE) { kind date seed } }',
      );
      await until(
        () => t.app.get(LiveStreams).count,
        (n) => n >= 1,
      );
      await new Promise((r) => setTimeout(r, 300)); // the subscription reaches the server
      await t.app.get(PlayerFeed).checkDay(); // nothing happens within the day
      clock.set('2026-11-23T00:00:01.000Z');
      await t.app.get(PlayerFeed).checkDay();
      await feed.waitFor((c) => c.data('dailyOpened').length > 0 && c.data('dailyClosed').length > 0);
      const revealed = record(await request(t.server).get('/v1/daily/troyes-dice/2026-11-22')).body;
      expect(revealed.seed).toEqual(expect.any(String));
      expect(feed.data('dailyClosed')).toContainEqual({
        type: 'dailyClosed',
        kind: 'troyes-dice',
        date: '2026-11-22',
        seed: revealed.seed,
      });
      const today = record(await request(t.server).get('/v1/daily/troyes-dice')).body;
      expect(feed.data('dailyOpened')).toContainEqual({
        type: 'dailyOpened',
        kind: 'troyes-dice',
        date: '2026-11-23',
        commitment: today.commitment,
      });
      // Once per kind (the check within the day said nothing), and the new day's seed appears nowhere.
      expect(feed.data('dailyClosed').filter((n) => n.kind === 'troyes-dice')).toHaveLength(1);
      expect(JSON.stringify(feed.messages)).not.toContain(String(today.seed ?? 'no-seed-yet'));
      await closed.waitFor((s) => s.results.length === 1);
      expect(closed.results[0]!.data!.dailyClosed).toEqual({
        kind: 'TROYES_DICE',
        date: '2026-11-22',
        seed: revealed.seed,
      });
    } finally {
      feed.close();
      await ws.dispose();
    }
  });
});
