import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FixedClock } from '../../src/common/clock/clock';
import { LeaderboardRepository } from '../../src/leaderboard/leaderboard.repository';
import { gql, gqlEnum } from '../support/gql';
import { startTestApp, type TestApp } from '../support/test-app';
import { expectData, expectError, typedClient, type TypedCrier, type TypedPlayer } from '../support/typed-client';

const KIND = 'troyes-dice';
const B = `/v1/leaderboards/${KIND}`;

/** A board's page query: size, cursor, jump to rank. */
interface PageQuery {
  first?: number;
  after?: string;
  rank?: number;
}
/** What every board's page has in common. */
interface Page {
  items: unknown[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

/**
 * Weekly and monthly boards, jump to rank and totalCount over REST and GraphQL, on entries written
 * through the projection's own repository call (LeaderboardRepository.record).
 */
describe('leaderboards: weekly, monthly, jump to rank', () => {
  let t: TestApp;
  let repo: LeaderboardRepository;
  let crier: TypedCrier;
  const clock = new FixedClock(new Date('2026-11-25T12:00:00.000Z')); // Wednesday of 2026-W48
  const players: TypedPlayer[] = [];
  let n = 0;

  async function addEntry(player: TypedPlayer, date: string, score: number, hour = 10): Promise<void> {
    const gameId = `00000000-0000-4000-9000-${String(++n).padStart(12, '0')}`;
    await t.database.pool.query(
      `INSERT INTO game (id, game, rules_version, options, player_count, seed, status, version, ranked, daily_kind, daily_date)
       VALUES ($1, 'troyes-dice', 'troyes-dice@1', '{}', 1, 'x', 'FINISHED', 10, true, $2, $3)`,
      [gameId, KIND, date],
    );
    const finishedAt = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00.000Z`);
    await t.database.transaction((tx) =>
      repo.record(tx, { kind: KIND, date, playerId: player.id, gameId, score, finishedAt }),
    );
  }

  const daily = (date: string, query: PageQuery = {}) =>
    crier.anonymous.GET('/v1/leaderboards/{kind}/daily/{date}', { params: { path: { kind: KIND, date }, query } });
  const weekly = (week: string, query: PageQuery = {}) =>
    crier.anonymous.GET('/v1/leaderboards/{kind}/weekly/{week}', { params: { path: { kind: KIND, week }, query } });
  const monthly = (month: string, query: PageQuery = {}) =>
    crier.anonymous.GET('/v1/leaderboards/{kind}/monthly/{month}', { params: { path: { kind: KIND, month }, query } });
  const allTime = (query: PageQuery = {}) =>
    crier.anonymous.GET('/v1/leaderboards/{kind}/all-time', { params: { path: { kind: KIND }, query } });
  const names = (items: { playerName: string }[]) => items.map((i) => i.playerName);

  beforeAll(async () => {
    t = await startTestApp({}, undefined, clock);
    repo = t.app.get(LeaderboardRepository);
    crier = await typedClient(t);
    for (let i = 0; i < 8; i++) players.push(await crier.register(`W${i}`));
    // 2026-W48 is 23-29 November. W0 plays every day but scores little; W1 twice, high.
    for (const [d, day] of ['23', '24', '25', '26', '27', '28', '29'].entries()) {
      await addEntry(players[0]!, `2026-11-${day}`, 20, 8 + d);
    }
    await addEntry(players[1]!, '2026-11-23', 90);
    await addEntry(players[1]!, '2026-11-24', 60);
    for (let i = 2; i < 8; i++) await addEntry(players[i]!, '2026-11-24', 10 * i, i);
    await addEntry(players[3]!, '2026-11-30', 99); // W49, still November
    await addEntry(players[4]!, '2026-12-01', 99); // W49, December
  });
  afterAll(async () => {
    await t.close();
  });

  it('sums each player’s ranked daily scores over the ISO week, with days played and totalCount', async () => {
    const w = expectData(await weekly('2026-W48', { first: 100 }), 200);
    expect(w).toMatchObject({ kind: KIND, period: '2026-W48', from: '2026-11-23', to: '2026-11-29', totalCount: 8 });
    expect(w.items[0]).toMatchObject({ rank: 1, playerName: 'W1', score: 150, tieBreak: 0, days: 2 });
    expect(w.items[1]).toMatchObject({ rank: 2, playerName: 'W0', score: 140, days: 7 });
    expect(w.items.map((i) => i.score)).toEqual([150, 140, 70, 60, 50, 40, 30, 20]);
    expect(w.items.map((i) => i.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // current (and the GraphQL default) is the clock's week; other weeks stay readable.
    expect(expectData(await weekly('current', { first: 1 }), 200).period).toBe('2026-W48');
    const w49 = expectData(await weekly('2026-W49'), 200);
    expect(w49).toMatchObject({ from: '2026-11-30', to: '2026-12-06', totalCount: 2 });
    expect(names(w49.items)).toEqual(['W3', 'W4']);
  });

  it('sums the calendar month, past months readable, over REST and GraphQL', async () => {
    const nov = expectData(await monthly('2026-11', { first: 3 }), 200);
    expect(nov).toMatchObject({
      period: '2026-11',
      from: '2026-11-01',
      to: '2026-11-30',
      totalCount: 8,
      hasNextPage: true,
    });
    expect(nov.items.map((i) => [i.playerName, i.score])).toEqual([
      ['W1', 150],
      ['W0', 140],
      ['W3', 129],
    ]);
    const dec = expectData(await monthly('2026-12'), 200);
    expect(dec.items.map((i) => [i.playerName, i.score, i.days])).toEqual([['W4', 99, 1]]);
    expect(expectData(await monthly('current'), 200).period).toBe('2026-11');

    const q = `query($month: String, $after: String) { monthlyLeaderboard(kind: ${gqlEnum(KIND)}, month: $month, first: 3, after: $after) {
      kind period from to totalCount edges { cursor node { rank playerName score days tieBreak reachedAt } }
      pageInfo { hasNextPage hasPreviousPage endCursor } } }`;
    const first = await gql(t, q, {});
    expect(first.errors).toBeUndefined();
    const m = first.data.monthlyLeaderboard;
    expect(m).toMatchObject({ kind: 'TROYES_DICE', period: '2026-11', from: '2026-11-01', totalCount: 8 });
    expect(m.edges.map((e: { node: { playerName: string } }) => e.node.playerName)).toEqual(['W1', 'W0', 'W3']);
    const next = (await gql(t, q, { month: '2026-11', after: m.pageInfo.endCursor })).data.monthlyLeaderboard;
    expect(next.edges.map((e: { node: { score: number } }) => e.node.score)).toEqual([70, 60, 50]);
    expect(next.pageInfo.hasPreviousPage).toBe(true);

    const wq = await gql(
      t,
      `{ weeklyLeaderboard(kind: ${gqlEnum(KIND)}, week: "2026-W49") { period from to totalCount edges { node { playerName score } } } }`,
    );
    expect(wq.data.weeklyLeaderboard).toMatchObject({ period: '2026-W49', from: '2026-11-30', totalCount: 2 });
  });

  it('jumps to rank N on every board over REST, and pages on from there with the cursor', async () => {
    const boards: Record<string, (query: PageQuery) => Promise<Page>> = {
      daily: async (query) => expectData(await daily('2026-11-24', query), 200),
      weekly: async (query) => expectData(await weekly('2026-W48', query), 200),
      monthly: async (query) => expectData(await monthly('2026-11', query), 200),
      allTime: async (query) => expectData(await allTime(query), 200),
    };
    for (const board of Object.values(boards)) {
      const all = (await board({ first: 100 })).items;
      expect(all.length).toBeGreaterThan(5);
      for (let rank = 1; rank <= all.length; rank++) {
        const page = await board({ rank, first: 2 });
        expect(page.items).toEqual(all.slice(rank - 1, rank + 1));
        expect(page.totalCount).toBe(all.length);
        expect(page.hasNextPage).toBe(rank + 2 <= all.length);
        if (page.hasNextPage) {
          const next = await board({ first: 1, after: page.endCursor! });
          expect(next.items).toEqual(all.slice(rank + 1, rank + 2));
        }
      }
      const past = await board({ rank: all.length + 1 });
      expect(past).toMatchObject({ items: [], hasNextPage: false, endCursor: null, totalCount: all.length });
    }
  });

  it('jumps to rank over GraphQL on every board', async () => {
    const k = gqlEnum(KIND);
    const res = await gql(
      t,
      `{ d: leaderboard(kind: ${k}, date: "2026-11-24", rank: 3, first: 2) { totalCount edges { node { rank playerName } } pageInfo { hasPreviousPage } }
         w: weeklyLeaderboard(kind: ${k}, week: "2026-W48", rank: 2, first: 1) { totalCount edges { node { rank playerName } } }
         m: monthlyLeaderboard(kind: ${k}, month: "2026-11", rank: 8, first: 5) { totalCount edges { node { rank playerName } } pageInfo { hasNextPage } }
         a: allTimeLeaderboard(kind: ${k}, rank: 1, first: 1) { totalCount edges { node { rank playerName bestTieBreak } } pageInfo { hasPreviousPage } } }`,
    );
    expect(res.errors).toBeUndefined();
    const board = expectData(await daily('2026-11-24', { first: 100 }), 200).items;
    const nodes = (c: { edges: { node: unknown }[] }) => c.edges.map((e) => e.node);
    expect(nodes(res.data.d)).toEqual(board.slice(2, 4).map((i) => ({ rank: i.rank, playerName: i.playerName })));
    expect(res.data.d.pageInfo.hasPreviousPage).toBe(true);
    expect(nodes(res.data.w)).toEqual([{ rank: 2, playerName: 'W0' }]);
    expect(res.data.m.pageInfo.hasNextPage).toBe(false);
    expect(nodes(res.data.m)).toEqual([{ rank: 8, playerName: 'W2' }]); // the last of 8
    expect(res.data.m.totalCount).toBe(8);
    expect(res.data.a.pageInfo.hasPreviousPage).toBe(false);
    expect(nodes(res.data.a)[0]).toMatchObject({ rank: 1, bestTieBreak: 0 });
  });

  it('refuses a bad week, month or rank, and rank with after, with VALIDATION_FAILED', async () => {
    const refused: [string, () => Promise<{ response: Response; error?: { code: string } }>][] = [
      ['/weekly/2026-W54', () => weekly('2026-W54')],
      ['/weekly/2025-W53', () => weekly('2025-W53')],
      ['/weekly/2026-48', () => weekly('2026-48')],
      ['/monthly/2026-13', () => monthly('2026-13')],
      ['/monthly/11-2026', () => monthly('11-2026')],
      ['/daily/2026-11-24?rank=0', () => daily('2026-11-24', { rank: 0 })],
      ['/weekly/current?rank=-1', () => weekly('current', { rank: -1 })],
      ['/monthly/current?rank=99999999999', () => monthly('current', { rank: 99999999999 })],
    ];
    for (const [path, call] of refused) {
      const res = await call();
      expect([path, res.response.status, res.error?.code]).toEqual([path, 400, 'VALIDATION_FAILED']);
    }
    // Untyped on purpose: a rank that is not a number, which the typed client cannot send.
    const notANumber = await request(t.server).get(`${B}/all-time?rank=x`);
    expect([notANumber.status, notANumber.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const page = expectData(await daily('2026-11-24', { first: 1 }), 200);
    const both = expectError(await daily('2026-11-24', { rank: 2, after: page.endCursor! }), 400);
    expect(both.code).toBe('VALIDATION_FAILED');
    const g = await gql(t, `{ weeklyLeaderboard(kind: ${gqlEnum(KIND)}, week: "2026-W99") { totalCount } }`);
    expect(g.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    const r = await gql(t, `{ allTimeLeaderboard(kind: ${gqlEnum(KIND)}, rank: 0) { totalCount } }`);
    expect(r.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
  });
});
