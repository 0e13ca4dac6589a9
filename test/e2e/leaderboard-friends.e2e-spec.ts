import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FixedClock } from '../../src/common/clock/clock';
import { LeaderboardRepository } from '../../src/leaderboard/leaderboard.repository';
import { record } from '../support/api';
import { gql, gqlEnum } from '../support/gql';
import { startTestApp, type TestApp } from '../support/test-app';
import { playToEndTyped, typedClient, type TypedCrier, type TypedPlayer } from '../support/typed-client';

/** A daily board through a friends list: global ranks, board order, the whole board's count. */
describe('leaderboard of players (friends)', () => {
  let t: TestApp;
  let crier: TypedCrier;
  const players: TypedPlayer[] = [];
  let date: string;

  beforeAll(async () => {
    t = await startTestApp({ dailySecret: 'test-daily-secret-of-at-least-32-characters' });
    crier = await typedClient(t);
    for (const [i, name] of ['Ada', 'Bob', 'Cy', 'Di'].entries()) {
      const p = await crier.register(name);
      players.push(p);
      if (name === 'Di') continue; // no entry today
      const attempt = (await p.client.POST('/v1/daily/{kind}/attempt', { params: { path: { kind: 'troyes-dice' } } }))
        .data!;
      date = attempt.daily!.date;
      await playToEndTyped(attempt.id, [p], 30 + i);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the named players’ entries with their ranks on the whole board, over REST and GraphQL', async () => {
    const day = { kind: 'troyes-dice', date };
    const board = (await crier.anonymous.GET('/v1/leaderboards/{kind}/daily/{date}', { params: { path: day } })).data!;
    expect(board.totalCount).toBe(3);
    const [ada, , cy, di] = players;
    const ids = [cy!.id, di!.id, ada!.id].join(',');
    const friends = await crier.anonymous.GET('/v1/leaderboards/{kind}/daily/{date}/players', {
      params: { path: day, query: { ids } },
    });
    expect(friends.response.status).toBe(200);
    const expected = board.items.filter((e) => [ada!.id, cy!.id].includes(e.playerId));
    expect(friends.data).toEqual({
      kind: 'troyes-dice',
      date,
      items: expected,
      totalCount: 3,
      hasNextPage: false,
      endCursor: null,
    });
    const g = await gql(
      t,
      `{ leaderboardOfPlayers(kind: TROYES_DICE, date: "${date}", playerIds: ["${ada!.id}", "${cy!.id}"]) {
           totalCount items { rank playerId score } } }`,
    );
    expect(g.data.leaderboardOfPlayers).toEqual({
      totalCount: 3,
      items: expected.map((e) => ({
        rank: e.rank,
        playerId: e.playerId,
        score: e.score,
      })),
    });
  });

  it('refuses no ids, more than 100, a malformed id and an unknown kind', async () => {
    const url = `/v1/leaderboards/troyes-dice/daily/${date}/players`;
    // Untyped on purpose: no `ids`, which the contract requires.
    expect(record(await request(t.server).get(url)).body.code).toBe('VALIDATION_FAILED');
    const friends = (kind: string, ids: string) =>
      crier.anonymous.GET('/v1/leaderboards/{kind}/daily/{date}/players', {
        params: { path: { kind, date }, query: { ids } },
      });
    const many = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect((await friends('troyes-dice', many.join(','))).error?.code).toBe('VALIDATION_FAILED');
    expect((await friends('troyes-dice', 'nope')).error?.code).toBe('VALIDATION_FAILED');
    expect((await friends('nope', players[0]!.id)).response.status).toBe(404);
  });
});

/**
 * The weekly, monthly and all-time boards through a friends list, on entries written through the
 * projection's own repository call, with ties on (score, tieBreak): each friend's rank must be the
 * one the whole board gives them.
 */
describe('period and all-time boards of players (friends)', () => {
  const KIND = 'troyes-dice';
  let t: TestApp;
  let crier: TypedCrier;
  let repo: LeaderboardRepository;
  const clock = new FixedClock(new Date('2026-11-25T12:00:00.000Z')); // Wednesday of 2026-W48
  /** P0..P5 have entries; Q has none. */
  const p: Record<'P0' | 'P1' | 'P2' | 'P3' | 'P4' | 'P5' | 'Q', string> = {} as never;
  let n = 0;

  async function addEntry(playerId: string, date: string, score: number, tieBreak: number, hour: number) {
    const gameId = `00000000-0000-4000-9000-${String(++n).padStart(12, '0')}`;
    await t.database.pool.query(
      `INSERT INTO game (id, game, rules_version, options, player_count, seed, status, version, ranked, daily_kind, daily_date)
       VALUES ($1, 'troyes-dice', 'troyes-dice@1', '{}', 1, 'x', 'FINISHED', 10, true, $2, $3)`,
      [gameId, KIND, date],
    );
    const finishedAt = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00.000Z`);
    await t.database.transaction((tx) =>
      repo.record(tx, { kind: KIND, date, playerId, gameId, score, tieBreak, finishedAt }),
    );
  }

  const weekly = (week: string, ids: string) =>
    crier.anonymous.GET('/v1/leaderboards/{kind}/weekly/{week}/players', {
      params: { path: { kind: KIND, week }, query: { ids } },
    });
  const monthly = (month: string, ids: string) =>
    crier.anonymous.GET('/v1/leaderboards/{kind}/monthly/{month}/players', {
      params: { path: { kind: KIND, month }, query: { ids } },
    });
  const allTime = (ids: string, kind = KIND) =>
    crier.anonymous.GET('/v1/leaderboards/{kind}/all-time/players', { params: { path: { kind }, query: { ids } } });
  const ranks = (items: { rank: number | null; playerId: string }[]) => items.map((i) => [i.playerId, i.rank]);

  beforeAll(async () => {
    t = await startTestApp({}, undefined, clock);
    crier = await typedClient(t);
    repo = t.app.get(LeaderboardRepository);
    for (const name of Object.keys({ P0: 0, P1: 0, P2: 0, P3: 0, P4: 0, P5: 0, Q: 0 }) as (keyof typeof p)[]) {
      p[name] = (await crier.register(name)).id;
    }
    // 2026-W48 is 23-29 November. P1 and P2 tie on (60, 2); P3 has 60 too but a higher tie-break.
    await addEntry(p.P0, '2026-11-23', 50, 0, 8);
    await addEntry(p.P0, '2026-11-24', 50, 0, 8);
    await addEntry(p.P1, '2026-11-23', 60, 2, 9);
    await addEntry(p.P2, '2026-11-24', 60, 2, 7);
    await addEntry(p.P3, '2026-11-24', 60, 5, 9);
    await addEntry(p.P4, '2026-11-25', 30, 0, 9);
    await addEntry(p.P5, '2026-11-30', 70, 0, 9); // 2026-W49, still November
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the named players’ rows with their ranks on the whole board, ties shared, on every board', async () => {
    // Q has no row, P2 is named twice (once in capitals), the order asked is not board order.
    const ids = [p.P4, p.Q, p.P2, p.P1, p.P2.toUpperCase(), p.P3].join(',');
    const named = new Set([p.P1, p.P2, p.P3, p.P4]);
    const boards = [
      {
        friends: await weekly('2026-W48', ids),
        whole: await crier.anonymous.GET('/v1/leaderboards/{kind}/weekly/{week}', {
          params: { path: { kind: KIND, week: '2026-W48' }, query: { first: 100 } },
        }),
        head: { kind: KIND, period: '2026-W48', from: '2026-11-23', to: '2026-11-29' },
        // P0 100 · P3 (60, 5) · P1, P2 (60, 2), P1 first (reached earlier) · P4 30
        ranks: [
          [p.P3, 2],
          [p.P1, 3],
          [p.P2, 3],
          [p.P4, 5],
        ],
      },
      {
        friends: await monthly('current', ids),
        whole: await crier.anonymous.GET('/v1/leaderboards/{kind}/monthly/{month}', {
          params: { path: { kind: KIND, month: '2026-11' }, query: { first: 100 } },
        }),
        head: { kind: KIND, period: '2026-11', from: '2026-11-01', to: '2026-11-30' },
        // P0 100 · P5 70 · P3 (60, 5) · P1, P2 (60, 2) · P4 30
        ranks: [
          [p.P3, 3],
          [p.P1, 4],
          [p.P2, 4],
          [p.P4, 6],
        ],
      },
      {
        friends: await allTime(ids),
        whole: await crier.anonymous.GET('/v1/leaderboards/{kind}/all-time', {
          params: { path: { kind: KIND }, query: { first: 100 } },
        }),
        head: { kind: KIND },
        // Bests: P5 70 · P3 (60, 5) · P1, P2 (60, 2) · P0 50 · P4 30
        ranks: [
          [p.P3, 2],
          [p.P1, 3],
          [p.P2, 3],
          [p.P4, 6],
        ],
      },
    ];
    for (const b of boards) {
      expect(b.friends.response.status).toBe(200);
      const whole = b.whole.data!;
      expect(whole.hasNextPage).toBe(false);
      expect(b.friends.data).toEqual({
        ...b.head,
        items: whole.items.filter((e) => named.has(e.playerId)),
        totalCount: whole.totalCount,
        hasNextPage: false,
        endCursor: null,
      });
      expect(ranks(b.friends.data!.items)).toEqual(b.ranks);
    }
    expect((await weekly('current', p.P0)).data).toMatchObject({ period: '2026-W48', items: [{ rank: 1 }] });
    expect((await weekly('2026-W49', [p.P0, p.P5].join(','))).data).toMatchObject({
      totalCount: 1,
      items: [{ playerId: p.P5, rank: 1, score: 70, days: 1 }],
    });
  });

  it('answers the same over GraphQL: weeklyLeaderboardOfPlayers, monthlyLeaderboardOfPlayers, allTimeLeaderboardOfPlayers', async () => {
    const ids = [p.P2, p.P1, p.Q, p.P0];
    const res = await gql(
      t,
      `query($ids: [ID!]!) {
         w: weeklyLeaderboardOfPlayers(kind: ${gqlEnum(KIND)}, playerIds: $ids) {
           kind period from to totalCount hasNextPage endCursor items { rank playerId score tieBreak days } }
         m: monthlyLeaderboardOfPlayers(kind: ${gqlEnum(KIND)}, playerIds: $ids, month: "2026-11") {
           period totalCount items { rank playerId score tieBreak } }
         a: allTimeLeaderboardOfPlayers(kind: ${gqlEnum(KIND)}, playerIds: $ids) {
           kind totalCount hasNextPage items { rank playerId bestScore bestTieBreak status } } }`,
      { ids },
    );
    expect(res.errors).toBeUndefined();
    const rest = {
      w: (await weekly('2026-W48', ids.join(','))).data!,
      m: (await monthly('2026-11', ids.join(','))).data!,
      a: (await allTime(ids.join(','))).data!,
    };
    expect(res.data.w).toEqual({
      kind: 'TROYES_DICE',
      period: '2026-W48',
      from: '2026-11-23',
      to: '2026-11-29',
      totalCount: rest.w.totalCount,
      hasNextPage: false,
      endCursor: null,
      items: rest.w.items.map(({ rank, playerId, score, tieBreak, days }) => ({
        rank,
        playerId,
        score,
        tieBreak,
        days,
      })),
    });
    expect(ranks(res.data.w.items)).toEqual([
      [p.P0, 1],
      [p.P1, 3],
      [p.P2, 3],
    ]);
    expect(res.data.m).toEqual({
      period: '2026-11',
      totalCount: 6,
      items: rest.m.items.map(({ rank, playerId, score, tieBreak }) => ({ rank, playerId, score, tieBreak })),
    });
    expect(res.data.a).toEqual({
      kind: 'TROYES_DICE',
      totalCount: 6,
      hasNextPage: false,
      items: rest.a.items.map(({ rank, playerId, bestScore, bestTieBreak, status }) => ({
        rank,
        playerId,
        bestScore,
        bestTieBreak,
        status,
      })),
    });
    expect(ranks(res.data.a.items)).toEqual([
      [p.P1, 3],
      [p.P2, 3],
      [p.P0, 5],
    ]);
  });

  it('refuses no ids, more than 100, a malformed id, a bad period and an unknown kind, as the daily view does', async () => {
    for (const path of ['weekly/2026-W48/players', 'monthly/current/players', 'all-time/players']) {
      const url = `/v1/leaderboards/${KIND}/${path}`;
      // Untyped on purpose: no `ids`, which the contract requires; then an empty one.
      for (const q of ['', '?ids=']) {
        const res = record(await request(t.server).get(url + q));
        expect([url + q, res.status, res.body.code]).toEqual([url + q, 400, 'VALIDATION_FAILED']);
      }
    }
    const many = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const refusals = [
      await weekly('2026-W48', many.join(',')),
      await monthly('2026-11', many.join(',')),
      await allTime(many.join(',')),
      await weekly('current', `${p.P0},nope`),
      await monthly('current', 'nope'),
      await allTime(`${p.P0},`),
      await weekly('2026-W54', p.P0),
      await monthly('2026-13', p.P0),
    ];
    for (const r of refusals) expect([r.response.status, r.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    // 100 distinct ids are fine; so are 101 names of fewer players.
    expect((await allTime(many.slice(0, 100).join(','))).response.status).toBe(200);
    expect((await allTime([...many.slice(0, 100), many[0]].join(','))).response.status).toBe(200);
    const unknown = await allTime(p.P0, 'nope');
    expect([unknown.response.status, unknown.error?.code]).toEqual([404, 'NOT_FOUND']);

    const k = gqlEnum(KIND);
    for (const q of [
      `{ weeklyLeaderboardOfPlayers(kind: ${k}, playerIds: []) { totalCount } }`,
      `{ monthlyLeaderboardOfPlayers(kind: ${k}, playerIds: ["nope"]) { totalCount } }`,
      `{ weeklyLeaderboardOfPlayers(kind: ${k}, playerIds: ["${p.P0}"], week: "2026-W99") { totalCount } }`,
      `{ allTimeLeaderboardOfPlayers(kind: ${k}, playerIds: [${many.map((id) => `"${id}"`).join(',')}]) { totalCount } }`,
    ]) {
      expect((await gql(t, q)).errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    }
  });

  it('leaves out a voided day, as the boards themselves do: the others’ ranks close up', async () => {
    // P1's only entry: it leaves the week's, month's and all-time rows.
    expect(
      await repo.voidEntry({ kind: KIND, date: '2026-11-23', playerId: p.P1 }, 'RULES_MISMATCH: test', new Date()),
    ).toBe(true);
    const ids = [p.P1, p.P2, p.P4].join(',');
    const w = (await weekly('2026-W48', ids)).data!;
    expect(w.totalCount).toBe(4);
    expect(ranks(w.items)).toEqual([
      [p.P2, 3],
      [p.P4, 4],
    ]);
    const a = (await allTime(ids)).data!;
    expect(a.totalCount).toBe(5);
    expect(ranks(a.items)).toEqual([
      [p.P2, 3],
      [p.P4, 5],
    ]);
  });
});
