import { createHash, createHmac } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SeatedMoveInput, SeatInput, VerifyScoreInput } from '../../src/client';
import { FixedClock } from '../../src/common/clock/clock';
import { picker, record, seenBodies } from '../support/api';
import { gql } from '../support/gql';
import { findLeaks } from '../support/leak-scan';
import { startTestApp, type TestApp } from '../support/test-app';
import { expectData, expectError, typedClient, type TypedCrier, type TypedPlayer } from '../support/typed-client';

const SECRET = 'test-daily-secret-of-at-least-32-characters';
const seedOf = (kind: string, date: string) =>
  createHmac('sha256', SECRET)
    .update(kind + date)
    .digest('hex');

/** The person's legal moves, one at a time, until the game ends (bots answer within each move). */
async function playAgainstBots(gameId: string, me: TypedPlayer, seed: number): Promise<void> {
  const pick = picker(seed);
  const path = { params: { path: { id: gameId } } };
  for (let guard = 0; guard < 3000; guard++) {
    const legal = expectData(await me.client.GET('/v1/games/{id}/legal-moves', path), 200);
    if (legal.moves.length === 0) break;
    const res = expectData(
      await me.client.POST('/v1/games/{id}/moves', { ...path, body: { move: pick(legal.moves) } }),
      201,
    );
    if (res.status === 'FINISHED') return;
    expect(res.actors).toContain(0);
  }
  throw new Error('game did not finish');
}

/** Dailies against bots: troyes (you + 2) and orleans (you + 3), issue 14.3. */
describe('daily puzzles against bots', () => {
  const clock = new FixedClock(new Date('2026-11-22T20:00:00.000Z'));
  const today = '2026-11-22';
  let t: TestApp;
  let crier: TypedCrier;
  let ada: TypedPlayer;
  let bob: TypedPlayer;
  const games: Record<string, string> = {};
  const daily = (kind: string) => ({ params: { path: { kind } } });
  const game = (id: string) => ({ params: { path: { id } } });

  beforeAll(async () => {
    t = await startTestApp({ dailySecret: SECRET }, undefined, clock);
    crier = await typedClient(t);
    ada = await crier.register('Ada');
    bob = await crier.register('Bob');
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['troyes', 2],
    ['orleans', 3],
  ] as const)('today’s %s daily exists with a commitment, its %i pinned bots and no seed', async (kind, bots) => {
    const res = expectData(await crier.anonymous.GET('/v1/daily/{kind}', daily(kind)), 200);
    expect(res).toMatchObject({
      kind,
      game: kind,
      date: today,
      seed: null,
      bots: Array(bots).fill('greedy@1'),
      commitment: createHash('sha256').update(seedOf(kind, today)).digest('hex'),
    });
    expect(res.setup.players).toHaveLength(bots + 1);
    const kinds = expectData(await crier.anonymous.GET('/v1/daily'), 200);
    expect(kinds.find((k) => k.kind === kind)!.bots).toEqual(Array(bots).fill('greedy@1'));
    expect(kinds.find((k) => k.kind === 'troyes-dice')!.bots).toEqual([]);
  });

  it.each(['troyes', 'orleans'])(
    'takes one ranked %s attempt a day, plays it against the bots and ranks it',
    async (kind) => {
      const first = expectData(await ada.client.POST('/v1/daily/{kind}/attempt', daily(kind)), 201);
      expect(first).toMatchObject({ status: 'ACTIVE', mySeat: 0, seed: null, daily: { kind, ranked: true } });
      expect(first.seats.slice(1).every((s) => s.bot === 'greedy@1')).toBe(true);
      games[kind] = first.id;
      const again = await gql(t, `mutation { startDailyAttempt(kind: ${kind.toUpperCase()}) { id } }`, {}, ada);
      expect(again.data.startDailyAttempt.id).toBe(games[kind]);
      await playAgainstBots(games[kind]!, ada, 3);
      const done = expectData(await ada.client.GET('/v1/games/{id}', game(games[kind]!)), 200);
      expect(done).toMatchObject({ status: 'FINISHED', seed: null });
      const board = expectData(
        await crier.anonymous.GET('/v1/leaderboards/{kind}/daily/{date}', {
          params: { path: { kind, date: today } },
        }),
        200,
      );
      expect(board.items[0]).toMatchObject({ rank: 1, playerId: ada.id, score: done.result!.scores[0]!.total });
      // Bob meets the same bots on the same seed: his game starts from the same setup.
      const bobs = expectData(await bob.client.POST('/v1/daily/{kind}/attempt', daily(kind)), 201);
      expect(bobs.id).not.toBe(games[kind]);
      expect(bobs.version).toBe(first.version);
    },
    240_000,
  );

  it('sent no response containing a running day’s seed', () => {
    const seeds = ['troyes', 'orleans'].map((k) => seedOf(k, today));
    expect(seenBodies.flatMap((b) => findLeaks(b, seeds))).toEqual([]);
  });

  it.each(['troyes', 'orleans'])(
    'verifies a %s score from the person’s moves alone once the day closes; a tampered move fails',
    async (kind) => {
      clock.set('2026-11-23T00:00:01.000Z');
      const history = expectData(await crier.anonymous.GET('/v1/games/{id}/events', game(games[kind]!)), 200);
      expect(history.seed).toBe(seedOf(kind, today));
      const made = history.events.flatMap((e) => (e.type === 'MoveMade' ? [e] : []));
      const moveOf = (e: (typeof made)[number]): SeatedMoveInput => ({ seat: e.seat!, move: e.payload.move! });
      const mine = made.filter((e) => !e.payload.bot).map(moveOf);
      expect(mine.every((m) => m.seat === 0)).toBe(true);
      expect(mine.length).toBeLessThan(made.length);
      const last = history.events.at(-1)!;
      if (last.type !== 'GameFinished') throw new Error(`last event ${last.type}`);
      const scores = last.payload.scores.map((s) => s.total);
      const players = scores.length;
      const body = { dailyKind: kind, date: today, players, moves: mine, claimedScores: scores };
      const verify = (input: VerifyScoreInput) => crier.anonymous.POST('/v1/verify', { body: input });

      const genuine = expectData(await verify(body), 200);
      expect(genuine).toMatchObject({ valid: true, finished: true, claimsMatch: true });
      // The same with the seed, the bots' seats and the day's rules version spelled out (a day
      // before 2026-11-29 is played under troyes@2 / orleans@1, no longer the current versions).
      const seats: SeatInput[] = [{ player: 'me' }, ...Array<SeatInput>(players - 1).fill({ bot: 'greedy@1' })];
      const explicit = await verify({
        game: kind,
        rulesVersion: genuine.rulesVersion,
        seed: history.seed!,
        players,
        seats,
        moves: mine,
        claimedScores: scores,
      });
      expect(explicit.data).toMatchObject({ valid: true, claimsMatch: true });
      const viaGraphql = await gql(t, 'query($i: VerifyScoreInput!) { verifyScore(input: $i) { valid claimsMatch } }', {
        i: { ...body, dailyKind: kind.toUpperCase() },
      });
      expect(viaGraphql.data.verifyScore).toEqual({ valid: true, claimsMatch: true });

      // Without the person's last move the claim does not hold.
      const truncated = await verify({ ...body, moves: mine.slice(0, -1) });
      expect(truncated.data).toMatchObject({ valid: false, finished: false });
      // Untyped on purpose: a move of no game's shape, which the contract forbids, must be refused by the replay.
      const bogus = mine.map((m, j) => (j === 1 ? { seat: 0, move: { type: 'bogus' } } : m));
      const bad = record(
        await request(t.server)
          .post('/v1/verify')
          .send({ ...body, moves: bogus }),
      );
      expect(bad.body).toMatchObject({ valid: false, firstInvalid: { index: 1 } });
      // A client cannot supply the bots' moves: they are re-run, never trusted.
      const withBots = made.map(moveOf);
      const trusted = await verify({ ...body, moves: withBots });
      expect(trusted.data!.valid).toBe(false);
      expect(trusted.data!.firstInvalid!.violation.code).toBe('MOVE_FOR_BOT_SEAT');
      // Seats other than the kind's pinned ones, or an unknown policy, are refused.
      const wrongSeats = await verify({
        ...body,
        seats: [{ player: 'me' }, ...Array<SeatInput>(players - 1).fill({ bot: 'random@1' })],
      });
      expect(wrongSeats.error?.code).toBe('VALIDATION_FAILED');
      const unknown = expectError(
        await verify({ game: kind, seed: 'x', players: 2, seats: [{ player: 'me' }, { bot: 'mcts' }], moves: [] }),
        400,
      );
      expect(unknown.code).toBe('UNKNOWN_BOT_POLICY');
      expect(unknown.available).toContain('greedy@1');
      // The stored game re-verifies from the person's moves, re-running the pinned bots.
      const stored = await crier.anonymous.GET('/v1/games/{id}/verify', game(games[kind]!));
      expect(stored.data).toMatchObject({ valid: true, matchesStored: true });
    },
    120_000,
  );

  it('allows unranked practice against the bots on a revealed day', async () => {
    const practice = expectData(
      await bob.client.POST('/v1/daily/{kind}/{date}/practice', { params: { path: { kind: 'orleans', date: today } } }),
      201,
    );
    expect(practice).toMatchObject({ status: 'ACTIVE', daily: { ranked: false, date: today } });
    expect(practice.seats.map((s) => s.bot)).toEqual([null, 'greedy@1', 'greedy@1', 'greedy@1']);
  });
});
