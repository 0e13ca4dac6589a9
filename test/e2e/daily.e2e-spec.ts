import { createHash, createHmac } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SeatedMoveInput } from '../../src/client';
import { FixedClock } from '../../src/common/clock/clock';
import { getGame } from '../../src/engine';
import { record, seenBodies } from '../support/api';
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

const SECRET = 'test-daily-secret-of-at-least-32-characters';
const seedOf = (kind: string, date: string) =>
  createHmac('sha256', SECRET)
    .update(kind + date)
    .digest('hex');

/** Daily puzzles across a UTC midnight, with an injected clock. */
describe('daily puzzles', () => {
  const clock = new FixedClock(new Date('2026-11-22T22:00:00.000Z'));
  let t: TestApp;
  let crier: TypedCrier;
  let ada: TypedPlayer;
  let bob: TypedPlayer;
  let adaGame: string;
  let bobGame: string;
  const today = '2026-11-22';
  const todaysSeed = seedOf('troyes-dice', today);
  const kind = { params: { path: { kind: 'troyes-dice' } } };
  const game = (id: string) => ({ params: { path: { id } } });

  // Every log line the app writes (at debug level), to check none reveals the running day's seed.
  const logLines: string[] = [];
  const logSink = { write: (line: string) => void logLines.push(line) };

  beforeAll(async () => {
    t = await startTestApp({ dailySecret: SECRET, logLevel: 'debug' }, undefined, clock, logSink);
    crier = await typedClient(t);
    ada = await crier.register('Ada');
    bob = await crier.register('Bob');
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes the commitment, times and setup of an open day, but not its seed', async () => {
    const res = await crier.anonymous.GET('/v1/daily/{kind}', kind);
    expect(res.response.status).toBe(200);
    expect(res.data).toMatchObject({
      kind: 'troyes-dice',
      date: today,
      seed: null,
      commitment: createHash('sha256').update(todaysSeed).digest('hex'),
      opensAt: '2026-11-22T00:00:00.000Z',
      closesAt: '2026-11-23T00:00:00.000Z',
      entries: 0,
    });
    expect(typeof res.data!.setup).toBe('object');
    const g = await gql(t, '{ dailyPuzzle(kind: TROYES_DICE_BANQUETS) { kind date seed commitment } }');
    expect(g.data.dailyPuzzle).toMatchObject({ kind: 'TROYES_DICE_BANQUETS', date: today, seed: null });
    const day = (kind: string, date: string) =>
      crier.anonymous.GET('/v1/daily/{kind}/{date}', { params: { path: { kind, date } } });
    expect((await day('troyes-dice', '2026-11-23')).error?.code).toBe('NOT_FOUND');
    expect(
      (await crier.anonymous.GET('/v1/daily/{kind}', { params: { path: { kind: 'no-such-kind' } } })).response.status,
    ).toBe(404);
    expect((await day('troyes-dice', '22-11-2026')).error?.code).toBe('VALIDATION_FAILED');
  });

  it('gives each player one ranked attempt a day (calling again returns the same game)', async () => {
    const first = await ada.client.POST('/v1/daily/{kind}/attempt', kind);
    expect(first.response.status).toBe(201);
    expect(first.data).toMatchObject({
      status: 'ACTIVE',
      daily: { kind: 'troyes-dice', date: today, ranked: true },
      seed: null,
    });
    adaGame = first.data!.id;
    const again = await gql(t, 'mutation { startDailyAttempt(kind: TROYES_DICE) { id } }', {}, ada);
    expect(again.data.startDailyAttempt.id).toBe(adaGame);
    const bobs = await bob.client.POST('/v1/daily/{kind}/attempt', kind);
    bobGame = bobs.data!.id;
    expect(bobGame).not.toBe(adaGame);
  });

  it('keeps a daily game private to its player until the day closes', async () => {
    expect((await bob.client.GET('/v1/games/{id}', game(adaGame))).response.status).toBe(403);
    expect((await crier.anonymous.GET('/v1/games/{id}', game(adaGame))).response.status).toBe(403);
    expect((await bob.client.GET('/v1/games/{id}/events', game(adaGame))).response.status).toBe(403);
    const listed = await bob.client.GET('/v1/games', { params: { query: { status: 'ACTIVE' } } });
    expect(listed.response.status).toBe(200);
    expect(listed.data!.items.map((g) => g.id)).toEqual([bobGame]);
  });

  it('ranks a finished attempt with the server-computed score, and still withholds the seed', async () => {
    await playToEndTyped(adaGame, [ada], 5);
    const finished = (await ada.client.GET('/v1/games/{id}', game(adaGame))).data!;
    expect(finished.status).toBe('FINISHED');
    expect(finished.seed).toBeNull();
    const events = await ada.client.GET('/v1/games/{id}/events', game(adaGame));
    expect(events.data!.seed).toBeNull();
    const state = await crier.anonymous.GET('/v1/games/{id}/state', game(adaGame));
    expect(state.response.status).toBe(409);
    expect(state.error?.reason).toBe('SEED_NOT_REVEALED');
    const board = await crier.anonymous.GET('/v1/leaderboards/{kind}/daily/{date}', {
      params: { path: { kind: 'troyes-dice', date: today } },
    });
    expect(board.data!.totalCount).toBe(1);
    expect(board.data!.items[0]).toMatchObject({ rank: 1, playerId: ada.id, score: finished.result!.scores[0]!.total });
    const verifyEarly = await crier.anonymous.POST('/v1/verify', {
      body: { dailyKind: 'troyes-dice', date: today, players: 1, moves: [] },
    });
    expect(verifyEarly.response.status).toBe(409);
    expect(verifyEarly.error?.code).toBe('SEED_NOT_REVEALED');
  });

  it('sent no response and wrote no log line containing the running day’s seed', () => {
    expect(seenBodies.flatMap((b) => findLeaks(b, [todaysSeed]))).toEqual([]);
    expect(logLines.length).toBeGreaterThan(20);
    expect(logLines.filter((l) => l.includes(todaysSeed))).toEqual([]);
  });

  it('closes at UTC midnight: unfinished attempts are abandoned, the seed is revealed and verifies', async () => {
    await playSomeTyped(bobGame, [bob], 3);
    clock.set('2026-11-23T00:00:00.000Z');
    const legal = await bob.client.GET('/v1/games/{id}/legal-moves', game(bobGame));
    const late = await bob.client.POST('/v1/games/{id}/moves', {
      ...game(bobGame),
      body: { move: legal.data!.moves[0]! },
    });
    expect(late.response.status).toBe(409);
    expect(late.error?.reason).toBe('DEADLINE_PASSED');
    expect((await bob.client.GET('/v1/games/{id}', game(bobGame))).data!.status).toBe('ABANDONED');

    const closed = expectData(
      await crier.anonymous.GET('/v1/daily/{kind}/{date}', { params: { path: { kind: 'troyes-dice', date: today } } }),
      200,
    );
    expect(closed.seed).toBe(todaysSeed);
    expect(createHash('sha256').update(closed.seed!).digest('hex')).toBe(closed.commitment);
    const fresh = (await crier.anonymous.GET('/v1/daily/{kind}', kind)).data!;
    expect(fresh.date).toBe('2026-11-23');
    expect(fresh.seed).toBeNull();
    expect(fresh.commitment).not.toBe(closed.commitment);

    const history = await crier.anonymous.GET('/v1/games/{id}/events', game(adaGame));
    expect(history.response.status).toBe(200);
    expect(history.data!.seed).toBe(todaysSeed);
    const moves: SeatedMoveInput[] = history.data!.events.flatMap((e) =>
      e.type === 'MoveMade' ? [{ seat: e.seat!, move: e.payload.move! }] : [],
    );
    const last = history.data!.events.at(-1)!;
    if (last.type !== 'GameFinished') throw new Error(`last event ${last.type}`);
    const score = last.payload.scores[0]!.total;
    const body = { dailyKind: 'troyes-dice', date: today, players: 1, moves };
    const verify = (input: typeof body & { claimedScores?: number[]; rulesVersion?: string }) =>
      crier.anonymous.POST('/v1/verify', { body: input });

    const genuine = await verify({ ...body, claimedScores: [score] });
    expect(genuine.response.status).toBe(200);
    expect(genuine.data).toMatchObject({ valid: true, finished: true, claimsMatch: true, firstInvalid: null });
    expect(genuine.data!.scores[0]!.total).toBe(score);
    // a puzzle-day replays under the game's current rules unless the client names a version
    expect(genuine.data!.rulesVersion).toBe(getGame('troyes-dice')!.rulesVersion);
    const named = await verify({ ...body, claimedScores: [score], rulesVersion: 'troyes-dice@1' });
    expect(named.response.status).toBe(200);
    expect(named.data!.rulesVersion).toBe('troyes-dice@1');
    const unknownRules = expectError(await verify({ ...body, rulesVersion: 'orleans@1' }), 400);
    expect(unknownRules.knownRulesVersions).toEqual(['troyes-dice@1', 'troyes-dice@2']);

    const wrongClaim = await verify({ ...body, claimedScores: [score + 1] });
    expect(wrongClaim.data).toMatchObject({ valid: false, finished: true, claimsMatch: false });

    const truncated = await verify({ ...body, moves: moves.slice(0, -1) });
    expect(truncated.data).toMatchObject({ valid: false, finished: false, firstInvalid: null });

    // Untyped on purpose: a move of no game's shape, which the contract forbids, must be refused by the replay.
    const tampered = moves.map((m, i) => (i === 3 ? { seat: 0, move: { type: 'bogus' } } : m));
    const bad = record(
      await request(t.server)
        .post('/v1/verify')
        .send({ ...body, moves: tampered }),
    );
    expect(bad.body.valid).toBe(false);
    expect(bad.body.firstInvalid.index).toBe(3);
    expect(bad.body.firstInvalid.violation.code).toMatch(/^[A-Z_]+$/);

    const viaGraphql = await gql(
      t,
      'query($i: VerifyScoreInput!) { verifyScore(input: $i) { valid finished claimsMatch rulesVersion } }',
      { i: { ...body, dailyKind: 'TROYES_DICE', claimedScores: [score] } },
    );
    expect(viaGraphql.data.verifyScore).toMatchObject({ valid: true, finished: true, claimsMatch: true });

    const stored = await crier.anonymous.GET('/v1/games/{id}/verify', game(adaGame));
    expect(stored.data).toMatchObject({ valid: true, matchesStored: true });
  });

  it('allows unranked practice on a revealed day only', async () => {
    const practice = (date: string) =>
      bob.client.POST('/v1/daily/{kind}/{date}/practice', { params: { path: { kind: 'troyes-dice', date } } });
    const allowed = await practice(today);
    expect(allowed.response.status).toBe(201);
    expect(allowed.data!.daily).toMatchObject({ ranked: false, date: today });
    const tooEarly = await practice('2026-11-23');
    expect(tooEarly.response.status).toBe(409);
  });
});
