import { createHash, createHmac } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FixedClock } from '../../src/common/clock/clock';
import { getGame } from '../../src/engine';
import { bearer, playSome, playToEndRest, record, registerPlayer, seenBodies, type TestPlayer } from '../support/api';
import { gql } from '../support/gql';
import { findLeaks } from '../support/leak-scan';
import { startTestApp, type TestApp } from '../support/test-app';

const SECRET = 'test-daily-secret-of-at-least-32-characters';
const seedOf = (kind: string, date: string) =>
  createHmac('sha256', SECRET)
    .update(kind + date)
    .digest('hex');

/** Daily puzzles across a UTC midnight, with an injected clock. */
describe('daily puzzles', () => {
  const clock = new FixedClock(new Date('2026-11-22T22:00:00.000Z'));
  let t: TestApp;
  let ada: TestPlayer;
  let bob: TestPlayer;
  let adaGame: string;
  let bobGame: string;
  const today = '2026-11-22';
  const todaysSeed = seedOf('troyes-dice', today);

  // Every log line the app writes (at debug level), to check none reveals the running day's seed.
  const logLines: string[] = [];
  const logSink = { write: (line: string) => void logLines.push(line) };

  beforeAll(async () => {
    t = await startTestApp({ dailySecret: SECRET, logLevel: 'debug' }, undefined, clock, logSink);
    ada = await registerPlayer(t, 'Ada');
    bob = await registerPlayer(t, 'Bob');
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes the commitment, times and setup of an open day, but not its seed', async () => {
    const res = record(await request(t.server).get('/v1/daily/troyes-dice'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kind: 'troyes-dice',
      date: today,
      seed: null,
      commitment: createHash('sha256').update(todaysSeed).digest('hex'),
      opensAt: '2026-11-22T00:00:00.000Z',
      closesAt: '2026-11-23T00:00:00.000Z',
      entries: 0,
    });
    expect(typeof res.body.setup).toBe('object');
    const g = await gql(t, '{ dailyPuzzle(kind: TROYES_DICE_BANQUETS) { kind date seed commitment } }');
    expect(g.data.dailyPuzzle).toMatchObject({ kind: 'TROYES_DICE_BANQUETS', date: today, seed: null });
    expect(record(await request(t.server).get('/v1/daily/troyes-dice/2026-11-23')).body.code).toBe('NOT_FOUND');
    expect(record(await request(t.server).get('/v1/daily/no-such-kind')).status).toBe(404);
    expect(record(await request(t.server).get('/v1/daily/troyes-dice/22-11-2026')).body.code).toBe('VALIDATION_FAILED');
  });

  it('gives each player one ranked attempt a day (calling again returns the same game)', async () => {
    const first = record(await request(t.server).post('/v1/daily/troyes-dice/attempt').set(bearer(ada)));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      status: 'ACTIVE',
      daily: { kind: 'troyes-dice', date: today, ranked: true },
      seed: null,
    });
    adaGame = first.body.id;
    const again = await gql(t, 'mutation { startDailyAttempt(kind: TROYES_DICE) { id } }', {}, ada);
    expect(again.data.startDailyAttempt.id).toBe(adaGame);
    const bobs = record(await request(t.server).post('/v1/daily/troyes-dice/attempt').set(bearer(bob)));
    bobGame = bobs.body.id;
    expect(bobGame).not.toBe(adaGame);
  });

  it('keeps a daily game private to its player until the day closes', async () => {
    expect(record(await request(t.server).get(`/v1/games/${adaGame}`).set(bearer(bob))).status).toBe(403);
    expect(record(await request(t.server).get(`/v1/games/${adaGame}`)).status).toBe(403);
    expect(record(await request(t.server).get(`/v1/games/${adaGame}/events`).set(bearer(bob))).status).toBe(403);
    const listed = record(await request(t.server).get('/v1/games?status=ACTIVE').set(bearer(bob)));
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((g: { id: string }) => g.id)).toEqual([bobGame]);
  });

  it('ranks a finished attempt with the server-computed score, and still withholds the seed', async () => {
    await playToEndRest(t, adaGame, [ada], 5);
    const game = record(await request(t.server).get(`/v1/games/${adaGame}`).set(bearer(ada)));
    expect(game.body.status).toBe('FINISHED');
    expect(game.body.seed).toBeNull();
    const events = record(await request(t.server).get(`/v1/games/${adaGame}/events`).set(bearer(ada)));
    expect(events.body.seed).toBeNull();
    const state = record(await request(t.server).get(`/v1/games/${adaGame}/state`));
    expect(state.status).toBe(409);
    expect(state.body.reason).toBe('SEED_NOT_REVEALED');
    const board = record(await request(t.server).get(`/v1/leaderboards/troyes-dice/daily/${today}`));
    expect(board.body.totalCount).toBe(1);
    expect(board.body.items[0]).toMatchObject({ rank: 1, playerId: ada.id, score: game.body.result.scores[0].total });
    const verifyEarly = record(
      await request(t.server).post('/v1/verify').send({ dailyKind: 'troyes-dice', date: today, players: 1, moves: [] }),
    );
    expect(verifyEarly.status).toBe(409);
    expect(verifyEarly.body.code).toBe('SEED_NOT_REVEALED');
  });

  it('sent no response and wrote no log line containing the running day’s seed', () => {
    expect(seenBodies.flatMap((b) => findLeaks(b, [todaysSeed]))).toEqual([]);
    expect(logLines.length).toBeGreaterThan(20);
    expect(logLines.filter((l) => l.includes(todaysSeed))).toEqual([]);
  });

  it('closes at UTC midnight: unfinished attempts are abandoned, the seed is revealed and verifies', async () => {
    await playSome(t, bobGame, [bob], 3);
    clock.set('2026-11-23T00:00:00.000Z');
    const legal = record(await request(t.server).get(`/v1/games/${bobGame}/legal-moves`).set(bearer(bob)));
    const late = record(
      await request(t.server)
        .post(`/v1/games/${bobGame}/moves`)
        .set(bearer(bob))
        .send({ move: legal.body.moves[0] ?? {} }),
    );
    expect(late.status).toBe(409);
    expect(late.body.reason).toBe('DEADLINE_PASSED');
    expect(record(await request(t.server).get(`/v1/games/${bobGame}`).set(bearer(bob))).body.status).toBe('ABANDONED');

    const closed = record(await request(t.server).get(`/v1/daily/troyes-dice/${today}`));
    expect(closed.body.seed).toBe(todaysSeed);
    expect(createHash('sha256').update(closed.body.seed).digest('hex')).toBe(closed.body.commitment);
    const fresh = record(await request(t.server).get('/v1/daily/troyes-dice'));
    expect(fresh.body.date).toBe('2026-11-23');
    expect(fresh.body.seed).toBeNull();
    expect(fresh.body.commitment).not.toBe(closed.body.commitment);

    const history = record(await request(t.server).get(`/v1/games/${adaGame}/events`));
    expect(history.status).toBe(200);
    expect(history.body.seed).toBe(todaysSeed);
    const moves = history.body.events
      .filter((e: { type: string }) => e.type === 'MoveMade')
      .map((e: { seat: number; payload: { move: unknown } }) => ({ seat: e.seat, move: e.payload.move }));
    const score = history.body.events.at(-1).payload.scores[0].total;
    const body = { dailyKind: 'troyes-dice', date: today, players: 1, moves };

    const genuine = record(
      await request(t.server)
        .post('/v1/verify')
        .send({ ...body, claimedScores: [score] }),
    );
    expect(genuine.status).toBe(200);
    expect(genuine.body).toMatchObject({ valid: true, finished: true, claimsMatch: true, firstInvalid: null });
    expect(genuine.body.scores[0].total).toBe(score);
    // a puzzle-day replays under the game's current rules unless the client names a version
    expect(genuine.body.rulesVersion).toBe(getGame('troyes-dice')!.rulesVersion);
    const named = record(
      await request(t.server)
        .post('/v1/verify')
        .send({ ...body, claimedScores: [score], rulesVersion: 'troyes-dice@1' }),
    );
    expect(named.status).toBe(200);
    expect(named.body.rulesVersion).toBe('troyes-dice@1');
    const unknownRules = record(
      await request(t.server)
        .post('/v1/verify')
        .send({ ...body, rulesVersion: 'orleans@1' }),
    );
    expect(unknownRules.status).toBe(400);
    expect(unknownRules.body.knownRulesVersions).toEqual(['troyes-dice@1', 'troyes-dice@2']);

    const wrongClaim = record(
      await request(t.server)
        .post('/v1/verify')
        .send({ ...body, claimedScores: [score + 1] }),
    );
    expect(wrongClaim.body).toMatchObject({ valid: false, finished: true, claimsMatch: false });

    const truncated = record(
      await request(t.server)
        .post('/v1/verify')
        .send({ ...body, moves: moves.slice(0, -1) }),
    );
    expect(truncated.body).toMatchObject({ valid: false, finished: false, firstInvalid: null });

    const tampered = moves.map((m: { seat: number; move: unknown }, i: number) =>
      i === 3 ? { seat: 0, move: { type: 'bogus' } } : m,
    );
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

    const stored = record(await request(t.server).get(`/v1/games/${adaGame}/verify`));
    expect(stored.body).toMatchObject({ valid: true, matchesStored: true });
  });

  it('allows unranked practice on a revealed day only', async () => {
    const practice = record(await request(t.server).post(`/v1/daily/troyes-dice/${today}/practice`).set(bearer(bob)));
    expect(practice.status).toBe(201);
    expect(practice.body.daily).toMatchObject({ ranked: false, date: today });
    const tooEarly = record(await request(t.server).post('/v1/daily/troyes-dice/2026-11-23/practice').set(bearer(bob)));
    expect(tooEarly.status).toBe(409);
  });
});
