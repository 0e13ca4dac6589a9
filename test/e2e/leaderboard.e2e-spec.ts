import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LeaderboardRepository } from '../../src/leaderboard/leaderboard.repository';
import { gql, gqlEnum } from '../support/gql';
import { startTestApp, type TestApp } from '../support/test-app';
import { expectData, expectError, typedClient, type TypedCrier, type TypedPlayer } from '../support/typed-client';

const KIND = 'troyes-dice';
const DATE = '2026-11-20';

/**
 * Board queries over entries written through the same repository call the game-end projection
 * uses (LeaderboardRepository.record), so ordering, shared ranks and paging are tested at scale
 * without playing hundreds of games.
 */
describe('leaderboards', () => {
  let t: TestApp;
  let crier: TypedCrier;
  let repo: LeaderboardRepository;
  const players: TypedPlayer[] = [];
  let n = 0;

  async function addEntry(player: TypedPlayer, score: number, finishedAt: string, date = DATE): Promise<void> {
    const gameId = `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
    await t.database.pool.query(
      `INSERT INTO game (id, game, rules_version, options, player_count, seed, status, version, ranked, daily_kind, daily_date)
       VALUES ($1, 'troyes-dice', 'troyes-dice@1', '{}', 1, 'x', 'FINISHED', 10, true, $2, $3)`,
      [gameId, KIND, date],
    );
    await t.database.transaction((tx) =>
      repo.record(tx, { kind: KIND, date, playerId: player.id, gameId, score, finishedAt: new Date(finishedAt) }),
    );
  }

  const day = { kind: KIND, date: DATE };
  const board = async (query: { first?: number; after?: string }) =>
    expectData(
      await crier.anonymous.GET('/v1/leaderboards/{kind}/daily/{date}', { params: { path: day, query } }),
      200,
    );

  beforeAll(async () => {
    t = await startTestApp();
    crier = await typedClient(t);
    repo = t.app.get(LeaderboardRepository);
    for (let i = 0; i < 12; i++) players.push(await crier.register(`P${i}`));
    // Scores with ties: 50 (x3), 40 (x2), 30, 20 ... finish times order the ties.
    const scores = [50, 40, 50, 30, 50, 40, 20, 10, 60, 5, 15, 25];
    for (let i = 0; i < scores.length; i++) {
      await addEntry(players[i]!, scores[i]!, `2026-11-20T10:${String(59 - i).padStart(2, '0')}:00.000Z`);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('orders by score, shares ranks (1, 2, 2, 2, 5…), and orders ties by earlier finish', async () => {
    const b = await board({ first: 100 });
    expect(b.totalCount).toBe(12);
    expect(b.items.map((e) => e.score)).toEqual([60, 50, 50, 50, 40, 40, 30, 25, 20, 15, 10, 5]);
    expect(b.items.map((e) => e.rank)).toEqual([1, 2, 2, 2, 5, 5, 7, 8, 9, 10, 11, 12]);
    // P4 finished 10:55, P2 10:57, P0 10:59: earlier first.
    expect(b.items.slice(1, 4).map((e) => e.playerName)).toEqual(['P4', 'P2', 'P0']);
  });

  it('pages with a cursor without gaps or repeats, even while new scores arrive', async () => {
    const seen: string[] = [];
    let page = await board({ first: 5 });
    seen.push(...page.items.map((e) => e.playerId));
    // A new, better score arrives between pages: it lands above the cursor and does not shift later pages.
    const late = await crier.register('Late');
    await addEntry(late, 100, '2026-11-20T11:30:00.000Z');
    while (page.hasNextPage) {
      page = await board({ first: 5, after: page.endCursor! });
      seen.push(...page.items.map((e) => e.playerId));
    }
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
    expect(seen).not.toContain(late.id);
    expect((await board({ first: 1 })).items[0]!.playerName).toBe('Late');
  });

  it('gives my rank with aroundMe, at the top and at the bottom edges', async () => {
    const top = players[8]!; // 60: now second behind Late
    const mine = expectData(
      await top.client.GET('/v1/leaderboards/{kind}/daily/{date}/me', { params: { path: day, query: { around: 2 } } }),
      200,
    );
    expect(mine.entry).toMatchObject({ rank: 2, score: 60 });
    expect(mine.around.map((e) => e.score)).toEqual([100, 60, 50, 50]);

    const bottom = players[9]!; // 5: last
    const last = await gql(
      t,
      `query { myRank(kind: ${gqlEnum(KIND)}, date: "${DATE}", aroundMe: 2) { totalCount entry { rank score } around { score } } }`,
      {},
      bottom,
    );
    expect(last.data.myRank.entry).toEqual({ rank: 13, score: 5 });
    expect(last.data.myRank.around.map((e: { score: number }) => e.score)).toEqual([15, 10, 5]);
    expect(last.data.myRank.totalCount).toBe(13);

    const nobody = await crier.register('Nobody');
    const none = expectData(
      await nobody.client.GET('/v1/leaderboards/{kind}/daily/{date}/me', { params: { path: day } }),
      200,
    );
    expect(none.entry).toBeNull();
  });

  it('keeps an all-time board: best score, games played and average', async () => {
    await addEntry(players[0]!, 70, '2026-11-21T09:00:00.000Z', '2026-11-21');
    const res = await gql(
      t,
      `{ allTimeLeaderboard(kind: ${gqlEnum(KIND)}, first: 3) { totalCount edges { node { rank playerName bestScore games averageScore } } } }`,
    );
    expect(res.errors).toBeUndefined();
    const items = res.data.allTimeLeaderboard.edges.map((e: { node: unknown }) => e.node);
    expect(items[0]).toMatchObject({ rank: 1, playerName: 'Late', bestScore: 100, games: 1 });
    expect(items[1]).toMatchObject({ rank: 2, playerName: 'P0', bestScore: 70, games: 2, averageScore: 60 });
    const history = expectData(
      await crier.anonymous.GET('/v1/leaderboards/{kind}/players/{playerId}/history', {
        params: { path: { kind: KIND, playerId: players[0]!.id } },
      }),
      200,
    );
    expect(history.map((h) => [h.date, h.score])).toEqual([
      ['2026-11-21', 70],
      ['2026-11-20', 50],
    ]);
  });

  it('GraphQL pages the boards and a history as Relay connections; any edge cursor continues after its item', async () => {
    const q = `query($after: String) { leaderboard(kind: ${gqlEnum(KIND)}, date: "${DATE}", first: 4, after: $after) {
      kind date totalCount edges { cursor node { playerName score } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;
    const first = (await gql(t, q)).data.leaderboard;
    expect(first).toMatchObject({ kind: 'TROYES_DICE', date: DATE, totalCount: 13 });
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.pageInfo.startCursor).toBe(first.edges[0].cursor);
    expect(first.pageInfo.endCursor).toBe(first.edges[3].cursor);
    const rest = (await gql(t, q, { after: first.edges[1].cursor })).data.leaderboard;
    expect(rest.pageInfo.hasPreviousPage).toBe(true);
    // From the second edge on: items 3-6 of the board, the first page's last two among them.
    expect(rest.edges.slice(0, 2)).toEqual(first.edges.slice(2));
    const REST = await board({ first: 100 });
    expect(rest.edges.map((e: { node: { score: number } }) => e.node.score)).toEqual(
      REST.items.slice(2, 6).map((e) => e.score),
    );

    const hq = `query($p: ID!, $after: String) { playerHistory(kind: ${gqlEnum(KIND)}, playerId: $p, first: 1, after: $after) {
      edges { cursor node { date score } } pageInfo { hasNextPage endCursor } } }`;
    const h1 = (await gql(t, hq, { p: players[0]!.id })).data.playerHistory;
    expect(h1.edges.map((e: { node: unknown }) => e.node)).toEqual([{ date: '2026-11-21', score: 70 }]);
    expect(h1.pageInfo.hasNextPage).toBe(true);
    const h2 = (await gql(t, hq, { p: players[0]!.id, after: h1.pageInfo.endCursor })).data.playerHistory;
    expect(h2.edges.map((e: { node: unknown }) => e.node)).toEqual([{ date: '2026-11-20', score: 50 }]);
    expect(h2.pageInfo.hasNextPage).toBe(false);

    const bad = await gql(t, q, { after: 'garbage' });
    expect(bad.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    const big = await gql(t, `{ leaderboard(kind: ${gqlEnum(KIND)}, first: 101) { totalCount } }`);
    expect(big.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
  });

  it('refuses bad cursors and page sizes with VALIDATION_FAILED', async () => {
    const get = (query: { first?: number; after?: string }) =>
      crier.anonymous.GET('/v1/leaderboards/{kind}/daily/{date}', { params: { path: day, query } });
    const bad = expectError(await get({ after: 'garbage' }), 400);
    expect(bad.code).toBe('VALIDATION_FAILED');
    const big = await get({ first: 1000 });
    expect(big.error?.code).toBe('VALIDATION_FAILED');
  });
});
