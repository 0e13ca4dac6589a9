import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FixedClock } from '../../src/common/clock/clock';
import { gql } from '../support/gql';
import { verifyOffline } from '../support/offline-verify';
import { startTestApp, type TestApp } from '../support/test-app';
import { expectData, playToEndTyped, typedClient, type TypedCrier, type TypedPlayer } from '../support/typed-client';

/**
 * A puzzle-day is pinned to the rules version in force on its date (src/daily/daily-rules.ts):
 * troyes-dice@1 up to 2026-11-21, troyes-dice@2 from 2026-11-22, whatever the server runs.
 */
describe('pinned rules of a puzzle-day', () => {
  const clock = new FixedClock(new Date('2026-11-21T12:00:00.000Z'));
  let t: TestApp;
  let crier: TypedCrier;
  let ada: TypedPlayer;

  beforeAll(async () => {
    t = await startTestApp({ dailySecret: 'test-daily-secret-of-at-least-32-characters' }, undefined, clock);
    crier = await typedClient(t);
    ada = await crier.register('Ada');
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes the day’s rules version and creates its attempts under it, not under the current one', async () => {
    const kind = { params: { path: { kind: 'troyes-dice' } } };
    const day = (await crier.anonymous.GET('/v1/daily/{kind}', kind)).data;
    expect(day).toMatchObject({ date: '2026-11-21', rulesVersion: 'troyes-dice@1' });
    const g = await gql(t, '{ dailyPuzzle(kind: TROYES_DICE, date: "2026-11-22") { rulesVersion } }');
    expect(g.data.dailyPuzzle).toBeNull(); // not open yet
    const attempt = expectData(await ada.client.POST('/v1/daily/{kind}/attempt', kind), 201);
    expect(attempt.rulesVersion).toBe('troyes-dice@1');
    await playToEndTyped(attempt.id, [ada], 11);

    clock.set('2026-11-22T00:00:01.000Z');
    const next = await gql(t, '{ dailyPuzzle(kind: TROYES_DICE, date: "2026-11-22") { rulesVersion } }');
    expect(next.data.dailyPuzzle.rulesVersion).toBe('troyes-dice@2');
    const types = (await crier.anonymous.GET('/v1/game-types')).data!;
    expect(types.find((x) => x.id === 'troyes-dice')!.rulesVersion).toBe('troyes-dice@2');

    // The closed day verifies under its own version by default, by export and by POST /v1/verify.
    const file = (await crier.anonymous.GET('/v1/games/{id}/export', { params: { path: { id: attempt.id } } })).data!;
    expect(file.rulesVersion).toBe('troyes-dice@1');
    expect(verifyOffline('day.json', file).code).toBe(0);
    const verified = (
      await crier.anonymous.POST('/v1/verify', {
        body: {
          dailyKind: 'troyes-dice',
          date: '2026-11-21',
          players: 1,
          moves: file.moves,
          claimedScores: [file.result!.scores[0]!.total],
        },
      })
    ).data;
    expect(verified).toMatchObject({ valid: true, rulesVersion: 'troyes-dice@1' });
    const practice = (
      await ada.client.POST('/v1/daily/{kind}/{date}/practice', {
        params: { path: { kind: 'troyes-dice', date: '2026-11-21' } },
      })
    ).data!;
    expect(practice.rulesVersion).toBe('troyes-dice@1');
  });
});
