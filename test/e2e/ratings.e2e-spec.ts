import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CreateGameInput } from '../../src/client';
import { loadConfig } from '../../src/config/app-config';
import { PlayerFeed } from '../../src/live/player-feed';
import { botPlayerId } from '../../src/ratings/bot-identity';
import { gql } from '../support/gql';
import { subscribe, wsClient } from '../support/gql-ws';
import { SseClient } from '../support/sse';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';
import {
  expectData,
  expectError,
  playSomeTyped,
  playToEndTyped,
  typedClient,
  type TypedCrier,
  type TypedPlayer,
} from '../support/typed-client';

/**
 * Ratings (docs/api.md, "Ratings") through the API on a real database: rated games refused when
 * they cannot be rated, a finished game and a resignation updating every seat in the transaction
 * of the end, bots rated as their policy.
 */
const startConfigWebhooks = () => loadConfig({}).webhooks;

describe('ratings', () => {
  let t: TestApp;
  let crier: TypedCrier;
  let ann: TypedPlayer;
  let bob: TypedPlayer;

  beforeAll(async () => {
    t = await startTestApp({ webhooks: { ...startConfigWebhooks(), allowPrivateAddresses: true } });
    crier = await typedClient(t);
    ann = await crier.register('Ann');
    bob = await crier.register('Bob');
  });
  afterAll(async () => {
    await t.close();
  });

  const path = (id: string) => ({ params: { path: { id } } });
  const ratingOf = async (game: string, playerId: string) =>
    (await t.database.pool.query('SELECT * FROM rating WHERE game = $1 AND player_id = $2', [game, playerId])).rows[0];
  const count = async () => (await t.database.pool.query('SELECT count(*)::int AS n FROM game')).rows[0].n;

  it('refuses rated games that cannot be rated with 400 INVALID_RATED_GAME, REST and GraphQL, creating nothing', async () => {
    const before = await count();
    const cases: [CreateGameInput, string][] = [
      [{ game: 'troyes', seats: 2, rated: true, seed: 'mine' }, 'CLIENT_SEED'],
      [{ game: 'troyes-dice', seats: 1, rated: true }, 'ONE_SEAT'],
      [
        { game: 'troyes', seats: [{ player: 'me' }, { bot: 'greedy' }, { bot: 'greedy' }], rated: true },
        'SAME_BOT_TWICE',
      ],
    ];
    for (const [body, reason] of cases) {
      const problem = expectError(await ann.client.POST('/v1/games', { body }), 400);
      expect(problem).toMatchObject({ code: 'INVALID_RATED_GAME', reason });
    }
    const res = await gql(
      t,
      'mutation { createGame(input: {game: TROYES, seats: 2, rated: true, seed: "mine"}) { id } }',
      {},
      ann,
    );
    expect(res.errors![0]!.extensions).toMatchObject({ code: 'INVALID_RATED_GAME', reason: 'CLIENT_SEED' });
    expect(await count()).toBe(before);
  });

  it('rates a resignation: the resigning seat ranks last, both ratings move in the same transaction', async () => {
    const g = expectData(await ann.client.POST('/v1/games', { body: { game: 'troyes', seats: 2, rated: true } }), 201);
    expect(g.rated).toBe(true);
    expectData(await bob.client.POST('/v1/games/{id}/join', path(g.id)), 200);
    await playSomeTyped(g.id, [ann, bob], 4);
    const over = expectData(await bob.client.POST('/v1/games/{id}/resign', path(g.id)), 200);
    expect(over.status).toBe('ABANDONED');
    const [a, b] = [await ratingOf('troyes', ann.id), await ratingOf('troyes', bob.id)];
    expect(a).toMatchObject({ games: 1, provisional: true, last_game_id: g.id });
    expect(b).toMatchObject({ games: 1, provisional: true, last_game_id: g.id });
    expect(a.mu).toBeGreaterThan(25);
    expect(b.mu).toBeLessThan(25);
    expect(a.last_delta).toBeGreaterThan(b.last_delta);
  });

  it('rates a finished game against a bot, the bot as its policy; an unrated game changes nothing', async () => {
    const body: CreateGameInput = { game: 'troyes-dice', seats: [{ player: 'me' }, { bot: 'greedy' }], rated: true };
    const g = expectData(await ann.client.POST('/v1/games', { body }), 201);
    await playToEndTyped(g.id, [ann]);
    const done = expectData(await ann.client.GET('/v1/games/{id}', path(g.id)), 200);
    expect(done.status).toBe('FINISHED');
    expect((await ratingOf('troyes-dice', ann.id)).games).toBe(1);
    expect((await ratingOf('troyes-dice', botPlayerId('greedy@1'))).games).toBe(1);

    const unrated = expectData(await ann.client.POST('/v1/games', { body: { ...body, rated: undefined } }), 201);
    expect(unrated.rated).toBe(false);
    await playToEndTyped(unrated.id, [ann]);
    expect((await ratingOf('troyes-dice', ann.id)).games).toBe(1);
  });

  /** A 2-seat rated Orléans game between `winner` and `loser`, ended by `loser` resigning. */
  async function ratedWin(winner: TypedPlayer, loser: TypedPlayer, game: 'orleans' | 'troyes' = 'orleans') {
    const g = expectData(await winner.client.POST('/v1/games', { body: { game, seats: 2, rated: true } }), 201);
    expectData(await loser.client.POST('/v1/games/{id}/join', path(g.id)), 200);
    expectData(await loser.client.POST('/v1/games/{id}/resign', path(g.id)), 200);
    return g.id;
  }

  it('boards: keyset pages, jump to rank, friends, around me and the provisional board, REST and GraphQL alike', async () => {
    const [p1, p2, p3, p4] = [
      await crier.register('P1'),
      await crier.register('P2'),
      await crier.register('P3'),
      await crier.register('P4'),
    ];
    // P1 beats everyone, P2 beats P3 and P4, P3 beats P4.
    for (const [w, l] of [
      [p1, p2],
      [p1, p3],
      [p1, p4],
      [p2, p3],
      [p2, p4],
      [p3, p4],
    ] as const) {
      await ratedWin(w!, l!);
    }
    const board = async (query: Record<string, unknown>) =>
      expectData(
        await crier.anonymous.GET('/v1/ratings/{game}', { params: { path: { game: 'orleans' }, query } }),
        200,
      );
    // Everyone is still provisional after three games: the established board is empty.
    expect((await board({})).totalCount).toBe(0);
    const all = await board({ provisional: 'true', first: 10 });
    expect(all.totalCount).toBe(4);
    expect(all.items.map((e) => e.playerName)).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(all.items.map((e) => e.rank)).toEqual([1, 2, 3, 4]);
    for (const e of all.items) {
      expect(e).toMatchObject({ games: 3, provisional: true, bot: null });
      expect(e.rating).toBeCloseTo(e.mu - 3 * e.sigma, 2);
    }
    const first = await board({ provisional: 'true', first: 2 });
    expect(first.hasNextPage).toBe(true);
    const next = await board({ provisional: 'true', first: 2, after: first.endCursor });
    expect([...first.items, ...next.items].map((e) => e.playerId)).toEqual(all.items.map((e) => e.playerId));
    expect(next.hasNextPage).toBe(false);
    const third = await board({ provisional: 'true', rank: 3, first: 5 });
    expect(third.items.map((e) => [e.rank, e.playerName])).toEqual([
      [3, 'P3'],
      [4, 'P4'],
    ]);

    const friends = expectData(
      await crier.anonymous.GET('/v1/ratings/{game}/players', {
        params: { path: { game: 'orleans' }, query: { ids: `${p4.id},${p2.id}`, provisional: 'true' } },
      }),
      200,
    );
    expect(friends.items.map((e) => [e.rank, e.playerName])).toEqual([
      [2, 'P2'],
      [4, 'P4'],
    ]);

    const mine = expectData(
      await p3.client.GET('/v1/ratings/{game}/me', { params: { path: { game: 'orleans' }, query: { around: 1 } } }),
      200,
    );
    expect(mine.entry).toMatchObject({ rank: 3, playerName: 'P3' });
    expect(mine.around.map((e) => e.playerName)).toEqual(['P2', 'P3', 'P4']);
    expect(mine.totalCount).toBe(4);

    const bad = expectError(
      await crier.anonymous.GET('/v1/ratings/{game}', { params: { path: { game: 'chess' as 'orleans' } } }),
      404,
    );
    expect(bad).toMatchObject({ code: 'NOT_FOUND', knownGames: ['troyes-dice', 'orleans', 'troyes'] });

    // GraphQL says the same.
    const res = await gql(
      t,
      `query { ratingBoard(game: ORLEANS, provisional: true, first: 2) { totalCount game provisional
                 edges { cursor node { rank playerId rating mu sigma games provisional } } pageInfo { hasNextPage endCursor } }
               myRating(game: ORLEANS, aroundMe: 1) { entry { rank rating } around { playerName } totalCount }
               ratingBoardOfPlayers(game: ORLEANS, playerIds: ["${p4.id}"], provisional: true) { items { rank playerName } } }`,
      {},
      p3,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.ratingBoard.totalCount).toBe(4);
    expect(res.data.ratingBoard.pageInfo).toEqual({ hasNextPage: true, endCursor: first.endCursor });
    expect(res.data.ratingBoard.edges.map((e: any) => e.node)).toEqual(
      first.items.map(({ rank, playerId, rating, mu, sigma, games, provisional }) => ({
        rank,
        playerId,
        rating,
        mu,
        sigma,
        games,
        provisional,
      })),
    );
    expect(res.data.myRating).toEqual({
      entry: { rank: 3, rating: mine.entry!.rating },
      around: [{ playerName: 'P2' }, { playerName: 'P3' }, { playerName: 'P4' }],
      totalCount: 4,
    });
    expect(res.data.ratingBoardOfPlayers.items).toEqual([{ rank: 4, playerName: 'P4' }]);
  });

  it("history, the game's and the export's before and after agree, and chain from game to game", async () => {
    const [h1, h2] = [await crier.register('H1'), await crier.register('H2')];
    const ids = [await ratedWin(h1, h2, 'troyes'), await ratedWin(h2, h1, 'troyes'), await ratedWin(h1, h2, 'troyes')];
    const history = expectData(
      await crier.anonymous.GET('/v1/ratings/{game}/players/{playerId}/history', {
        params: { path: { game: 'troyes', playerId: h1.id }, query: { first: 2 } },
      }),
      200,
    );
    expect(history.items.map((c) => c.gameId)).toEqual([ids[2], ids[1]]);
    expect(history.hasNextPage).toBe(true);
    const older = expectData(
      await crier.anonymous.GET('/v1/ratings/{game}/players/{playerId}/history', {
        params: { path: { game: 'troyes', playerId: h1.id }, query: { first: 2, before: history.endCursor! } },
      }),
      200,
    );
    const changes = [...history.items, ...older.items];
    expect(changes.map((c) => c.gameId)).toEqual([...ids].reverse());
    expect(changes.map((c) => c.games)).toEqual([3, 2, 1]);
    expect(changes.map((c) => c.place)).toEqual([1, 2, 1]);
    for (let i = 0; i + 1 < changes.length; i++) expect(changes[i]!.ratingBefore).toBe(changes[i + 1]!.ratingAfter);
    expect(changes.at(-1)).toMatchObject({ ratingBefore: 0, muBefore: 25 });
    for (const c of changes) expect(c.change).toBeCloseTo(c.ratingAfter - c.ratingBefore, 9);

    // GET /v1/games/{id} shows every seat's change, the same rows.
    const game = expectData(await h2.client.GET('/v1/games/{id}', path(ids[2]!)), 200);
    expect(game.ratings!.find((r) => r.playerId === h1.id)).toEqual(changes[0]);
    expect(game.ratings!.map((r) => r.seat)).toEqual([0, 1]);

    const gqlHistory = await gql(
      t,
      `query($p: ID!) { ratingHistory(game: TROYES, playerId: $p, first: 5) { edges { node { gameId ratingBefore ratingAfter place } } } }`,
      { p: h1.id },
    );
    expect(gqlHistory.data.ratingHistory.edges.map((e: any) => e.node)).toEqual(
      changes.map(({ gameId, ratingBefore, ratingAfter, place }) => ({ gameId, ratingBefore, ratingAfter, place })),
    );
  });

  it('a finished rated game: the export shows every seat before and after; the feed, myNotices and the webhook outbox tell each player', async () => {
    const [f1] = [await crier.register('F1')];
    const base = (await typedClient(t)).baseUrl;
    const feed = await SseClient.open(`${base}/v1/players/me/stream`, { authorization: `Bearer ${f1.apiKey}` });
    const ws = wsClient(base, f1.apiKey);
    const notices = subscribe<{ myNotices: { type: string; gameId: string; rating: { ratingAfter: number } | null } }>(
      ws,
      'subscription { myNotices { type gameId rating { ratingAfter place } } }',
    );
    expectData(
      await f1.client.POST('/v1/players/me/webhooks', {
        body: { url: 'http://127.0.0.1:9/hook', events: ['rating.changed'] },
      }),
      201,
    );
    try {
      // Both the stream and the subscription follow the player (the subscription connects lazily).
      await until(
        () => t.app.get(PlayerFeed).following,
        (n) => n >= 2,
      );
      const body: CreateGameInput = {
        game: 'troyes-dice',
        seats: [{ player: 'me' }, { bot: 'random' }],
        rated: true,
      };
      const g = expectData(await f1.client.POST('/v1/games', { body }), 201);
      await playToEndTyped(g.id, [f1]);
      const exported = expectData(await f1.client.GET('/v1/games/{id}/export', path(g.id)), 200);
      expect(exported.rated).toBe(true);
      expect(exported.ratings.map((r) => [r.seat, r.playerId])).toEqual([
        [0, f1.id],
        [1, botPlayerId('random@1')],
      ]);
      const mine = exported.ratings[0]!;
      await feed.waitFor((c) => c.data('ratingChanged').some((n) => n.gameId === g.id));
      expect(feed.data('ratingChanged').find((n) => n.gameId === g.id)).toMatchObject({
        type: 'ratingChanged',
        game: 'troyes-dice',
        seat: 0,
        rating: { ...mine, finishedAt: mine.finishedAt },
      });
      await notices.waitFor((s) => s.results.some((r) => r.data?.myNotices.type === 'ratingChanged'));
      expect(notices.results.find((r) => r.data?.myNotices.type === 'ratingChanged')!.data!.myNotices).toEqual({
        type: 'ratingChanged',
        gameId: g.id,
        rating: { ratingAfter: mine.ratingAfter, place: mine.place },
      });
      const { rows } = await t.database.pool.query(
        `SELECT d.payload FROM webhook_delivery d JOIN webhook w ON w.id = d.webhook_id
          WHERE w.player_id = $1 AND d.event = 'rating.changed'`,
        [f1.id],
      );
      expect(rows.map((r) => r.payload)).toEqual([{ ...mine, game: 'troyes-dice', finishedAt: mine.finishedAt }]);
    } finally {
      notices.stop();
      await ws.dispose();
      feed.close();
    }
  });
});
