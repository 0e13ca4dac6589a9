import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { FixedClock } from '../../src/common/clock/clock';
import { ClockSweeper } from '../../src/clocks/clock-sweeper';
import type { CreateGameInput } from '../../src/client';
import { getRules, replay, type SeatedMove } from '../../src/engine';
import { bearer, record, seenBodies } from '../support/api';
import { gql } from '../support/gql';
import { findLeaks } from '../support/leak-scan';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  expectData,
  expectError,
  playSomeTyped,
  playToEndTyped,
  typedClient,
  type TypedCrier,
  type TypedPlayer,
} from '../support/typed-client';
import { until } from '../support/until';
import type { TestDatabase } from '../support/test-database';

const START = new Date('2026-11-23T10:00:00.000Z');
const CLOCK = { moveSeconds: 30, bankSeconds: 60 };
const FORFEIT_AFTER = 3;

/**
 * Turn clocks and resignation (docs/api.md, "Clocks" and "Resigning"), on a real database: the
 * sweeper is driven by hand (CLOCK_SWEEP_INTERVAL_MS 0) with the app's injected clock moved on.
 */
describe('turn clocks and resignation', () => {
  const clock = new FixedClock(START);
  let a: TestApp;
  let b: TestApp;
  let sweepA: ClockSweeper;
  let sweepB: ClockSweeper;
  let crier: TypedCrier;
  let ann: TypedPlayer;
  let bob: TypedPlayer;
  let cat: TypedPlayer;
  let eve: TypedPlayer;

  beforeAll(async () => {
    const settings = { clockSweepIntervalMs: 0, clockForfeitAfter: FORFEIT_AFTER };
    a = await startTestApp(settings, undefined, clock);
    // A second instance on the same database, with the same clock: two sweepers.
    const shared: TestDatabase = { url: a.config.databaseUrl ?? a.database.embedded!.url, drop: async () => undefined };
    b = await startTestApp(settings, shared, clock);
    sweepA = a.app.get(ClockSweeper);
    sweepB = b.app.get(ClockSweeper);
    crier = await typedClient(a);
    [ann, bob, cat, eve] = (await Promise.all(['Ann', 'Bob', 'Cat', 'Eve'].map((n) => crier.register(n)))) as [
      TypedPlayer,
      TypedPlayer,
      TypedPlayer,
      TypedPlayer,
    ];
  });
  // Each test sweeps only its own games: the clocks of earlier tests' games are stopped.
  afterEach(async () => {
    await a.database.pool.query('UPDATE game SET clock_deadline = NULL');
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const game = (id: string) => ({ params: { path: { id } } });
  const get = async (id: string, p: TypedPlayer = ann) =>
    expectData(await p.client.GET('/v1/games/{id}', game(id)), 200);
  const legalMoves = async (id: string, p: TypedPlayer = ann) =>
    expectData(await p.client.GET('/v1/games/{id}/legal-moves', game(id)), 200);
  const resign = (id: string, p: TypedPlayer) => p.client.POST('/v1/games/{id}/resign', game(id));
  const events = async (id: string): Promise<{ seq: number; type: string; seat: number | null; payload: any }[]> => {
    const { rows } = await a.database.pool.query(
      'SELECT seq, type, seat, payload FROM game_event WHERE game_id = $1 ORDER BY seq',
      [id],
    );
    return rows;
  };
  async function create(p: TypedPlayer, body: CreateGameInput) {
    return expectData(await p.client.POST('/v1/games', { body }), 201);
  }
  async function join(id: string, ...ps: TypedPlayer[]): Promise<void> {
    for (const p of ps) expectData(await p.client.POST('/v1/games/{id}/join', game(id)), 200);
  }
  /** The stored game replays from its MoveMade events to the scores of its stored result. */
  async function expectReplays(id: string): Promise<unknown> {
    const { rows } = await a.database.pool.query(
      'SELECT rules_version, options, seed, player_count, result FROM game WHERE id = $1',
      [id],
    );
    const g = rows[0];
    const def = getRules(g.rules_version)!;
    const moves: SeatedMove[] = (await events(id))
      .filter((e) => e.type === 'MoveMade')
      .map((e) => ({ seat: e.seat!, move: e.payload.move }));
    const r = replay(def, g.options, g.seed, g.player_count, moves);
    expect(r.ok).toBe(true);
    if (!r.ok) return null;
    if (g.result) {
      // A game that ended early shows every category of the result, those not scored yet at 0.
      const stored: { seat: number; total: number; breakdown: Record<string, number> }[] = g.result.scores;
      for (const [i, s] of def.scores(r.value.state).entries()) {
        expect(stored[i]).toMatchObject({ seat: s.seat, total: s.total, breakdown: s.breakdown });
        for (const [k, v] of Object.entries(stored[i]!.breakdown)) expect(v).toBe(s.breakdown[k] ?? 0);
      }
    }
    return r.value.state;
  }

  it('refuses a bad time control with 400 VALIDATION_FAILED and creates nothing', async () => {
    const before = (await a.database.pool.query('SELECT count(*)::int AS n FROM game')).rows[0].n;
    // Out of the document's ranges, though of its types.
    for (const bad of [
      { moveSeconds: 4, bankSeconds: 60 },
      { moveSeconds: 86_401, bankSeconds: 60 },
      { moveSeconds: 30, bankSeconds: -1 },
      { moveSeconds: 30, bankSeconds: 604_801 },
      { moveSeconds: 30.5, bankSeconds: 60 },
    ]) {
      const res = expectError(
        await ann.client.POST('/v1/games', { body: { game: 'troyes', seats: 2, clock: bad } }),
        400,
      );
      expect(res.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.fields)).toContain('clock');
    }
    for (const bad of [{ moveSeconds: '30', bankSeconds: 60 }, { moveSeconds: 30 }, 'fast', [30, 60]]) {
      // Untyped on purpose: clocks of shapes the contract forbids (a string, a missing field, no object).
      const res = record(
        await request(a.server).post('/v1/games').set(bearer(ann)).send({ game: 'troyes', seats: 2, clock: bad }),
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.body.fields)).toContain('clock');
    }
    const gqlBad = await gql(
      a,
      'mutation($i: CreateGameInput!) { createGame(input: $i) { id } }',
      { i: { game: 'TROYES', seats: 2, clock: { moveSeconds: 1, bankSeconds: 0 } } },
      ann,
    );
    expect(gqlBad.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    expect((await a.database.pool.query('SELECT count(*)::int AS n FROM game')).rows[0].n).toBe(before);
  });

  it('shows the clocks in the game (REST and GraphQL); untimed games have none', async () => {
    clock.set(START);
    const untimed = await create(ann, { game: 'troyes', seats: 2 });
    expect(untimed.clock).toBeNull();
    const g = await create(ann, { game: 'troyes', seats: 2, clock: CLOCK });
    expect(g.clock).toMatchObject({ ...CLOCK, forfeitAfter: FORFEIT_AFTER, running: false });
    await join(g.id, bob);
    clock.advance(10_000);
    const running = await get(g.id);
    expect(running.clock!.running).toBe(true);
    for (const s of running.clock!.seats) {
      if (running.actors.includes(s.seat)) {
        expect(s).toMatchObject({ bankMs: 60_000, turnMs: 80_000, timeouts: 0 });
        expect(s.deadline).toBe(new Date(START.getTime() + 90_000).toISOString());
      } else expect(s).toMatchObject({ turnMs: null, deadline: null });
    }
    const q = await gql(
      a,
      'query($id: ID!) { game(id: $id) { clock { moveSeconds bankSeconds seats { seat bankMs turnMs timeouts } } } }',
      { id: g.id },
      ann,
    );
    expect(q.data.game.clock).toMatchObject({ ...CLOCK, seats: expect.any(Array) });
    expect(q.data.game.clock.seats.map((s: { turnMs: number | null }) => s.turnMs)).toEqual(
      running.clock!.seats.map((s) => s.turnMs),
    );
  });

  it('spends the bank only beyond the free seconds of a turn', async () => {
    clock.set(START);
    const g = await create(ann, { game: 'troyes-dice', seats: 1, clock: CLOCK });
    clock.advance(45_000); // 15 s beyond the free 30
    const legal = await legalMoves(g.id);
    expectData(await ann.client.POST('/v1/games/{id}/moves', { ...game(g.id), body: { move: legal.moves[0]! } }), 201);
    const after = await get(g.id);
    expect(after.clock!.seats[0]).toMatchObject({ bankMs: 45_000, turnMs: 75_000, timeouts: 0 });
  });

  it('times out a seat: TimedOut then its default move; the move path refuses it meanwhile; the game still verifies', async () => {
    clock.set(START);
    const g = await create(ann, { game: 'troyes-dice', seats: 1, clock: CLOCK });
    expect(await sweepA.sweep()).toBe(0); // nothing due yet
    clock.advance(90_001);
    const legal = await legalMoves(g.id);
    const late = expectError(
      await ann.client.POST('/v1/games/{id}/moves', { ...game(g.id), body: { move: legal.moves[0]! } }),
      409,
    );
    expect(late).toMatchObject({ code: 'CONFLICT', reason: 'CLOCK_RAN_OUT' });
    expect((await get(g.id)).version).toBe(1); // the refusal stored nothing

    expect(await sweepA.sweep()).toBe(1);
    const evs = await events(g.id);
    expect(evs.slice(2).map((e) => [e.seq, e.type, e.seat])).toEqual([
      [2, 'TimedOut', 0],
      [3, 'MoveMade', 0],
    ]);
    expect(evs[2]!.payload).toEqual({
      deadline: new Date(START.getTime() + 90_000).toISOString(),
      timeouts: 1,
      forfeited: false,
    });
    const after = await get(g.id);
    expect(after.version).toBe(3);
    // The bank is spent; the next turn has its free seconds only.
    expect(after.clock!.seats[0]).toMatchObject({ bankMs: 0, turnMs: 30_000, timeouts: 1 });
    // History shows the event to the player and to anyone, typed as the contract says.
    const history = expectData(
      await crier.anonymous.GET('/v1/games/{id}/events', { params: { path: { id: g.id }, query: { after: 1 } } }),
      200,
    );
    expect(history.events.map((e) => e.type)).toEqual(['TimedOut', 'MoveMade']);
    const gh = await gql(
      a,
      'query($id: ID!) { gameEvents(gameId: $id) { events(first: 10) { edges { node { type } } } } }',
      { id: g.id },
    );
    expect(gh.data.gameEvents.events.edges.map((e: { node: { type: string } }) => e.node.type).slice(2)).toEqual([
      'TIMED_OUT',
      'MOVE_MADE',
    ]);

    // Played to its end by the player: it finishes and verifies by replay, timeouts included.
    await playToEndTyped(g.id, [ann]);
    const verified = expectData(await crier.anonymous.GET('/v1/games/{id}/verify', game(g.id)), 200);
    expect(verified).toMatchObject({ valid: true, matchesStored: true });
    await expectReplays(g.id);
    const done = await get(g.id);
    expect(done.clock!.running).toBe(false);
    expect(
      (await a.database.pool.query('SELECT clock_deadline FROM game WHERE id = $1', [g.id])).rows[0].clock_deadline,
    ).toBeNull();
  });

  it('a timeout that hands the turn to a bot lets the bot play at once, as a move would', async () => {
    clock.set(START);
    const g = await create(ann, {
      game: 'troyes',
      seats: [{ player: 'me' }, { bot: 'greedy' }],
      seed: 'timeout-then-bot',
      clock: CLOCK,
    });
    const def = getRules(g.rulesVersion)!;
    // Ann plays (in time) until her default move would make the bot an actor; then her clock runs out.
    for (let turn = 0; ; turn++) {
      expect(turn).toBeLessThan(200);
      const state = await expectReplays(g.id);
      const timeout = def.timeoutMove!(state, 0)!;
      const applied = def.apply(state, 0, timeout);
      if (!applied.ok) throw new Error(applied.error.code);
      if (!def.isOver(applied.value.state) && def.actors(applied.value.state).includes(1)) break;
      const legal = await legalMoves(g.id);
      expectData(
        await ann.client.POST('/v1/games/{id}/moves', { ...game(g.id), body: { move: legal.moves[0]! } }),
        201,
      );
    }
    const before = (await get(g.id)).version;
    clock.advance(90_001);
    expect(await sweepA.sweep()).toBe(1);
    const after = (await events(g.id)).filter((e) => e.seq > before);
    expect(after.slice(0, 2).map((e) => [e.type, e.seat])).toEqual([
      ['TimedOut', 0],
      ['MoveMade', 0],
    ]);
    // The bot's moves follow in the same append: it does not wait for its own clock to run out.
    expect(after[2]).toMatchObject({ type: 'MoveMade', seat: 1, payload: { bot: 'greedy@1' } });
    const now = await get(g.id);
    if (now.status === 'ACTIVE') expect(now.actors).not.toContain(1);
    await expectReplays(g.id);
  });

  it('sweeps by itself every CLOCK_SWEEP_INTERVAL_MS', async () => {
    clock.set(START);
    const g = await create(ann, { game: 'troyes-dice', seats: 1, clock: CLOCK });
    const ticking = await startTestApp(
      { clockSweepIntervalMs: 50 },
      { url: a.config.databaseUrl ?? a.database.embedded!.url, drop: async () => undefined },
      clock,
    );
    try {
      clock.advance(90_001);
      const evs = await until(
        () => events(g.id),
        (e) => e.some((x) => x.type === 'TimedOut'),
      );
      expect(evs.filter((e) => e.type === 'TimedOut')).toHaveLength(1);
    } finally {
      await ticking.close();
    }
  });

  it('two instances sweeping at once time out each game exactly once', async () => {
    clock.set(START);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await create(ann, { game: 'troyes-dice', seats: 1, clock: CLOCK })).id);
    clock.advance(90_001);
    const made = await Promise.all([sweepA.sweep(), sweepB.sweep(), sweepA.sweep(), sweepB.sweep()]);
    expect(made.reduce((x, y) => x + y, 0)).toBe(ids.length);
    for (const id of ids) {
      const evs = await events(id);
      expect(evs.filter((e) => e.type === 'TimedOut')).toHaveLength(1);
      expect(evs.map((e) => e.seq)).toEqual(evs.map((_, i) => i));
    }
    // Each next deadline is in the future: another sweep now finds nothing.
    expect(await Promise.all([sweepA.sweep(), sweepB.sweep()])).toEqual([0, 0]);
  });

  it('a move racing a timeout: exactly one of them lands, and the game replays', async () => {
    // The mover's instance still sees time left; the sweeper's sees the clock run out.
    const early = new FixedClock(START);
    const c = await startTestApp(
      { clockSweepIntervalMs: 0 },
      { url: a.config.databaseUrl ?? a.database.embedded!.url, drop: async () => undefined },
      early,
    );
    try {
      const annOnC = (await typedClient(c)).as(ann);
      let moves = 0;
      let timeouts = 0;
      // The move leaves 0-5 ms after the sweep starts, so either may reach the database first; the
      // last two runs fix the order (sweep, then move; move, then sweep) so both outcomes are seen.
      const delays = [0, 1, 2, 3, 5, 'after', 'before'] as const;
      for (const [i, delay] of delays.entries()) {
        clock.set(START);
        early.set(START);
        const g = await create(ann, { game: 'troyes-dice', seats: 1, clock: CLOCK });
        const legal = expectData(await annOnC.GET('/v1/games/{id}/legal-moves', game(g.id)), 200);
        clock.set(new Date(START.getTime() + 90_001));
        early.set(new Date(START.getTime() + 89_000));
        const move = () =>
          annOnC.POST('/v1/games/{id}/moves', {
            ...game(g.id),
            body: { move: legal.moves[i % legal.moves.length]!, expectedVersion: legal.version },
          });
        let moved: Awaited<ReturnType<typeof move>>;
        let swept: number;
        if (delay === 'after') {
          swept = await sweepA.sweep();
          moved = await move();
        } else if (delay === 'before') {
          moved = await move();
          swept = await sweepA.sweep();
        } else {
          [swept, moved] = await Promise.all([
            sweepA.sweep(),
            new Promise<void>((resolve) => setTimeout(resolve, delay)).then(move),
          ]);
        }
        const evs = await events(g.id);
        expect(evs.map((e) => e.seq)).toEqual(evs.map((_, k) => k));
        if (moved.response.status === 201) {
          moves++;
          expect(evs[2]).toMatchObject({ type: 'MoveMade', seat: 0 });
          expect(evs.filter((e) => e.type === 'TimedOut')).toHaveLength(0);
        } else {
          timeouts++;
          expect(moved.response.status).toBe(409);
          expect(moved.error?.code).toBe('VERSION_CONFLICT');
          expect(swept).toBe(1);
          expect(evs.slice(2).map((e) => e.type)).toEqual(['TimedOut', 'MoveMade']);
        }
        await expectReplays(g.id);
      }
      expect(moves + timeouts).toBe(delays.length);
      expect(moves).toBeGreaterThanOrEqual(1);
      expect(timeouts).toBeGreaterThanOrEqual(1);
    } finally {
      await c.close();
    }
  });

  it(`forfeits a seat after ${FORFEIT_AFTER} timeouts: ABANDONED, ranked last, and the moves replay`, async () => {
    clock.set(START);
    const g = await create(ann, { game: 'troyes', seats: 2, clock: CLOCK });
    await join(g.id, bob);
    // Bob keeps moving in time; Ann never moves.
    for (let guard = 0; guard < 40; guard++) {
      const now = await get(g.id);
      if (now.status !== 'ACTIVE') break;
      if (now.actors.includes(1)) {
        const legal = await legalMoves(g.id, bob);
        expectData(
          await bob.client.POST('/v1/games/{id}/moves', { ...game(g.id), body: { move: legal.moves[0]! } }),
          201,
        );
      } else {
        clock.advance(95_000);
        expect(await sweepB.sweep()).toBeGreaterThan(0);
      }
    }
    const over = await get(g.id);
    expect(over.status).toBe('ABANDONED');
    const evs = await events(g.id);
    const timedOut = evs.filter((e) => e.type === 'TimedOut');
    expect(timedOut.map((e) => [e.seat, e.payload.timeouts, e.payload.forfeited])).toEqual([
      [0, 1, false],
      [0, 2, false],
      [0, 3, true],
    ]);
    expect(evs.at(-1)).toMatchObject({ type: 'GameAbandoned', payload: { reason: 'FORFEITED', seat: 0 } });
    expect(evs.at(-2)).toMatchObject({ type: 'TimedOut', seat: 0 });
    expect(over.result!.ranking).toEqual([
      expect.objectContaining({ seat: 1, rank: 1 }),
      expect.objectContaining({ seat: 0, rank: 2 }),
    ]);
    expect(over.clock!.running).toBe(false);
    await expectReplays(g.id);
    // It is over: a move, a resignation, a sweep change nothing.
    expect((await resign(g.id, bob)).error).toMatchObject({
      code: 'CONFLICT',
      reason: 'GAME_OVER',
    });
    clock.advance(1_000_000);
    expect(await sweepA.sweep()).toBe(0);
    expect((await events(g.id)).length).toBe(evs.length);
  });

  it('resigning a 2-seat game ends it, the resigning seat last; bad callers are refused and change nothing', async () => {
    clock.set(START);
    const g = await create(ann, { game: 'troyes-dice', seats: 2, clock: CLOCK });
    expect((await resign(g.id, ann)).error).toMatchObject({
      code: 'CONFLICT',
      reason: 'GAME_NOT_STARTED',
    });
    await join(g.id, bob);
    const outsider = expectError(await resign(g.id, eve), 403);
    expect(outsider.code).toBe('FORBIDDEN');
    expect((await crier.anonymous.POST('/v1/games/{id}/resign', game(g.id))).response.status).toBe(401);
    const missing = await resign('00000000-0000-4000-8000-000000000000', ann);
    expect(missing.response.status).toBe(404);
    expect((await resign('nope', ann)).response.status).toBe(404);
    expect((await get(g.id)).version).toBe(1);

    const res = expectData(await resign(g.id, bob), 200);
    expect(res).toMatchObject({ status: 'ABANDONED', mySeat: 1, actors: [] });
    expect(res.result!.ranking).toEqual([
      expect.objectContaining({ seat: 0, rank: 1 }),
      expect.objectContaining({ seat: 1, rank: 2 }),
    ]);
    expect(res.seed).toBeNull(); // abandoned, not finished: the seed stays secret
    expect((await events(g.id)).slice(2).map((e) => [e.type, e.seat, e.payload])).toEqual([
      ['Resigned', 1, {}],
      ['GameAbandoned', null, { reason: 'RESIGNED', seat: 1 }],
    ]);
    const again = expectError(await resign(g.id, bob), 409);
    expect(again).toMatchObject({ code: 'CONFLICT', reason: 'GAME_OVER' });
    expect(res.clock!.running).toBe(false);
    await expectReplays(g.id);
  });

  it('resigning a 3-seat Orléans game after some moves ranks that seat last and the others by the rules', async () => {
    const g = await create(ann, { game: 'orleans', seats: 3 });
    await join(g.id, bob, cat);
    await playSomeTyped(g.id, [ann, bob, cat], 12, 5);
    const r = await gql(a, 'mutation($id: ID!) { resign(gameId: $id) { status mySeat result } }', { id: g.id }, ann);
    expect(r.errors).toBeUndefined();
    expect(r.data.resign).toMatchObject({ status: 'ABANDONED', mySeat: 0 });
    const ranking: { seat: number; rank: number }[] = r.data.resign.result.ranking;
    expect(ranking.at(-1)).toEqual(expect.objectContaining({ seat: 0, rank: 3 }));
    expect(
      ranking
        .slice(0, 2)
        .map((x) => x.seat)
        .sort(),
    ).toEqual([1, 2]);
    expect(ranking[0]!.rank).toBe(1);
    const state = await expectReplays(g.id);
    const def = getRules('orleans@1')!;
    // The other two keep the order the rules give them at the moment of resigning.
    expect(ranking.slice(0, 2).map((x) => x.seat)).toEqual(
      def
        .ranking(state)
        .filter((x) => x.seat !== 0)
        .map((x) => x.seat),
    );
    const again = await gql(a, 'mutation($id: ID!) { resign(gameId: $id) { status } }', { id: g.id }, bob);
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'GAME_OVER' });
    const outsider = await gql(a, 'mutation($id: ID!) { resign(gameId: $id) { status } }', { id: g.id }, eve);
    expect(outsider.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('resigning a solo game abandons it without a result, and a resigned daily never reaches the board', async () => {
    const g = await create(ann, { game: 'troyes-dice', seats: 1 });
    const res = await resign(g.id, ann);
    expect(res.data).toMatchObject({ status: 'ABANDONED', result: null });

    const attempt = () => cat.client.POST('/v1/daily/{kind}/attempt', { params: { path: { kind: 'troyes-dice' } } });
    const daily = expectData(await attempt(), 201);
    const gone = await resign(daily.id, cat);
    expect(gone.data).toMatchObject({ status: 'ABANDONED', result: null });
    const { rows } = await a.database.pool.query(
      'SELECT count(*)::int AS n FROM leaderboard_entry WHERE game_id = $1',
      [daily.id],
    );
    expect(rows[0].n).toBe(0);
    // The day's one ranked attempt is used up: asking again gives the same, abandoned game.
    const again = await attempt();
    expect(again.data).toMatchObject({ id: daily.id, status: 'ABANDONED' });
  });

  it('no answer leaks the seed of a game that was abandoned (timed out, forfeited or resigned) or the PRNG', async () => {
    const { rows } = await a.database.pool.query<{ seed: string }>(`SELECT seed FROM game WHERE status <> 'FINISHED'`);
    const seeds = rows.map((r) => r.seed);
    expect(seeds.length).toBeGreaterThan(5);
    const leaks = seenBodies.flatMap((body) => findLeaks(body, seeds)).filter((l) => !l.endsWith('.seed is revealed'));
    expect(leaks).toEqual([]);
  });
});
