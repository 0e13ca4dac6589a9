import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FixedClock } from '../../src/common/clock/clock';
import { chainsToAnchor } from '../../src/daily/season-chain';
import { record } from '../support/api';
import { gql } from '../support/gql';
import { startTestApp, type TestApp } from '../support/test-app';
import { expectData, playToEndTyped, typedClient, type TypedCrier, type TypedPlayer } from '../support/typed-client';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A season's answer from one app. */
async function seasonOf(t: TestApp, kind: string, year?: number) {
  const crier = await typedClient(t);
  return crier.anonymous.GET('/v1/daily/{kind}/season', { params: { path: { kind }, query: { year } } });
}

/** A day's puzzle from one app. */
async function dayOf(t: TestApp, date: string) {
  const crier = await typedClient(t);
  const day = await crier.anonymous.GET('/v1/daily/{kind}/{date}', { params: { path: { kind: 'troyes-dice', date } } });
  return expectData(day, 200);
}

/**
 * Seasons of daily seeds through the API, across the last HMAC day, the first chained season's
 * start and a midnight inside it; a restart and a second instance agree on the anchor.
 */
describe('daily seasons', () => {
  const clock = new FixedClock(new Date('2026-12-31T12:00:00.000Z'));
  let t: TestApp;
  let crier: TypedCrier;
  let ada: TypedPlayer;
  let anchor: string;
  const today = async () =>
    expectData(await crier.anonymous.GET('/v1/daily/{kind}', { params: { path: { kind: 'troyes-dice' } } }), 200);

  beforeAll(async () => {
    // No CRIER_DAILY_SECRET: the secret is generated once and kept in the database, as in production.
    t = await startTestApp({ dailySecret: null }, undefined, clock);
    crier = await typedClient(t);
    ada = await crier.register('Ada');
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes the first season’s anchor ahead, over REST and GraphQL; days before it keep HMAC seeds', async () => {
    const season = expectData(await seasonOf(t, 'troyes-dice'), 200);
    expect(season).toMatchObject({
      kind: 'troyes-dice',
      scheme: 'sha256-chain/1',
      season: 2027,
      from: '2027-01-01',
      to: '2027-12-31',
      days: 365,
    });
    expect(season.anchor).toMatch(/^[0-9a-f]{64}$/);
    anchor = season.anchor;
    const g = await gql(t, '{ dailySeason(kind: TROYES_DICE, year: 2027) { kind scheme season from to days anchor } }');
    expect(g.data.dailySeason).toEqual({ ...season, kind: 'TROYES_DICE' });
    const other = expectData(await seasonOf(t, 'troyes-dice-banquets'), 200);
    expect(other.anchor).not.toBe(anchor);
    expect(await today()).toMatchObject({ date: '2026-12-31', seedScheme: 'hmac-sha256/1', seed: null });
    expect((await seasonOf(t, 'troyes-dice', 2026)).response.status).toBe(400);
    // Untyped on purpose: a year that is not a number, which the contract forbids.
    expect(record(await request(t.server).get('/v1/daily/troyes-dice/season?year=20x7')).status).toBe(400);
    expect((await seasonOf(t, 'nope')).response.status).toBe(404);
  });

  it('at the season’s start the day’s commitment is the anchor; at its close the seed hashes to it', async () => {
    clock.set('2027-01-01T00:00:01.000Z');
    const last = await dayOf(t, '2026-12-31');
    expect(last.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256(last.seed!)).toBe(last.commitment);
    expect(chainsToAnchor(last.seed!, '2026-12-31', anchor)).toBe(false);

    const day1 = await today();
    expect(day1).toMatchObject({ date: '2027-01-01', seedScheme: 'sha256-chain/1', seed: null, commitment: anchor });
    const attempt = expectData(
      await ada.client.POST('/v1/daily/{kind}/attempt', { params: { path: { kind: 'troyes-dice' } } }),
      201,
    );
    await playToEndTyped(attempt.id, [ada], 4);

    clock.set('2027-01-02T00:00:01.000Z');
    const closed = await dayOf(t, '2027-01-01');
    expect(sha256(closed.seed!)).toBe(anchor);
    expect(chainsToAnchor(closed.seed!, '2027-01-01', anchor)).toBe(true);
    const day2 = await today();
    expect(day2.commitment).toBe(closed.seed); // each day's commitment is the previous day's seed
    const file = expectData(
      await crier.anonymous.GET('/v1/games/{id}/export', { params: { path: { id: attempt.id } } }),
      200,
    );
    expect(file.seed).toBe(closed.seed);
    const verified = expectData(
      await crier.anonymous.POST('/v1/verify', {
        body: { dailyKind: 'troyes-dice', date: '2027-01-01', players: 1, moves: file.moves },
      }),
      200,
    );
    expect(verified.valid).toBe(true);
  });

  it('a restart on the same (persisted) database publishes the same anchor and seeds', async () => {
    // The generated secret is kept in the database: an embedded one persisted in a directory here.
    const dataDir = mkdtempSync(join(tmpdir(), 'crier-seasons-'));
    const first = await startTestApp({ dailySecret: null, databaseUrl: null, dataDir }, undefined, clock);
    const before = expectData(await seasonOf(first, 'troyes-dice', 2027), 200).anchor;
    await first.close();
    const restarted = await startTestApp({ dailySecret: null, databaseUrl: null, dataDir }, undefined, clock);
    try {
      const after = expectData(await seasonOf(restarted, 'troyes-dice', 2027), 200).anchor;
      expect(after).toBe(before);
      const day1 = await dayOf(restarted, '2027-01-01');
      expect(sha256(day1.seed!)).toBe(before);
      expect(before).not.toBe(anchor); // another database, another generated secret
    } finally {
      await restarted.close();
    }
  });

  it('a configured secret gives the same chain on every instance too, and another secret another', async () => {
    const secret = 'test-daily-secret-of-at-least-32-characters';
    const a = await startTestApp({ dailySecret: secret }, undefined, clock);
    const b = await startTestApp({ dailySecret: secret }, undefined, clock);
    try {
      const anchors = await Promise.all(
        [a, b].map(async (app) => expectData(await seasonOf(app, 'troyes-dice'), 200).anchor),
      );
      expect(anchors[0]).toBe(anchors[1]);
      expect(anchors[0]).not.toBe(anchor);
      const tail = createHmac('sha256', secret).update('crier-season|sha256-chain/1|troyes-dice|2027').digest('hex');
      let link = tail;
      for (let i = 0; i < 365; i++) link = sha256(link);
      expect(anchors[0]).toBe(link);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
