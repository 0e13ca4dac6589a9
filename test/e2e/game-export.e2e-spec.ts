import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FixedClock } from '../../src/common/clock/clock';
import { EXIT } from '../../src/verifier/crier-verify';
import type { CrierClient } from '../../src/client';
import { seenBodies } from '../support/api';
import { gql } from '../support/gql';
import { verifyOffline } from '../support/offline-verify';
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

/** GET /v1/games/{id}/export, then crier-verify on the file: no server involved in the check. */
describe('game export and the offline verifier', () => {
  const clock = new FixedClock(new Date('2026-11-22T22:00:00.000Z'));
  let t: TestApp;
  let crier: TypedCrier;
  let ada: TypedPlayer;
  let bob: TypedPlayer;
  let duel: string;
  const game = (id: string) => ({ params: { path: { id } } });
  /** GET /v1/games/{id}/export as `client` (anonymous by default). */
  const exportOf = (id: string, client: CrierClient = crier.anonymous) => client.GET('/v1/games/{id}/export', game(id));

  beforeAll(async () => {
    t = await startTestApp({ dailySecret: SECRET }, undefined, clock);
    crier = await typedClient(t);
    ada = await crier.register('Ada');
    bob = await crier.register('Bob');
    const created = await ada.client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 2 } });
    duel = created.data!.id;
    expectData(await bob.client.POST('/v1/games/{id}/join', game(duel)), 200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses to export a game that is not finished (409 GAME_NOT_FINISHED) and a missing one (404)', async () => {
    await playSomeTyped(duel, [ada, bob], 2);
    const running = expectError(await exportOf(duel, ada.client), 409);
    expect(running).toMatchObject({ code: 'CONFLICT', reason: 'GAME_NOT_FINISHED' });
    const missing = await exportOf('00000000-0000-4000-8000-000000000000');
    expect(missing.response.status).toBe(404);
    const g = await gql(t, '{ gameExport(gameId: "00000000-0000-4000-8000-000000000000") { gameId } }');
    expect(g.data.gameExport).toBeNull();
  });

  it('exports a finished game that verifies offline; a tampered copy is refused', async () => {
    await playToEndTyped(duel, [ada, bob], 3);
    const finished = (await crier.anonymous.GET('/v1/games/{id}', game(duel))).data!;
    const file = expectData(await exportOf(duel), 200);
    expect(file).toMatchObject({
      format: 'crier-game-export/1',
      gameId: duel,
      game: 'troyes-dice',
      rulesVersion: finished.rulesVersion,
      options: finished.options,
      playerCount: 2,
      status: 'FINISHED',
      seed: finished.seed,
      seats: [
        { seat: 0, playerId: ada.id, playerName: 'Ada' },
        { seat: 1, playerId: bob.id, playerName: 'Bob' },
      ],
      result: finished.result,
    });
    const { events } = (await crier.anonymous.GET('/v1/games/{id}/events', game(duel))).data!;
    expect(file.moves).toHaveLength(events.filter((e) => e.type === 'MoveMade').length);
    const created = events[0]!;
    if (created.type !== 'GameCreated') throw new Error(`first event ${created.type}`);
    expect(file.seedCommitment).toBe(created.payload.seedCommitment);

    const honest = verifyOffline('duel.json', file);
    expect(honest.code).toBe(EXIT.valid);
    expect(honest.out).toBe(
      `valid: ${file.moves.length} moves under ${finished.rulesVersion}, scores ${file
        .result!.scores.map((s) => s.total)
        .join(', ')}`,
    );

    const raised = structuredClone(file);
    raised.result!.scores[1]!.total += 5;
    expect(verifyOffline('raised.json', raised)).toMatchObject({
      code: EXIT.invalid,
      out: /^invalid: RESULT_MISMATCH/,
    });
    const swapped = structuredClone(file);
    swapped.moves[4]!.seat = 1 - swapped.moves[4]!.seat;
    const refused = verifyOffline('swapped.json', swapped);
    expect(refused.code).toBe(EXIT.invalid);
    expect(refused.out).toMatch(/^invalid: ILLEGAL_MOVE: move \d+ \(seat \d\) was refused: [A-Z_]+ — /);
  });

  it('GraphQL gameExport is the same file', async () => {
    const rest = (await exportOf(duel)).data!;
    const g = await gql(
      t,
      `{ gameExport(gameId: "${duel}") { format gameId game rulesVersion options playerCount status ranked dailyKind dailyDate
         seedCommitment seedSource seedScheme serverSeed seed seedRevealAt seats { seat playerId playerName entropy } moves { seat move } result createdAt finishedAt
         rated ratings { gameId seat } } }`,
    );
    expect(g.errors).toBeUndefined();
    expect(g.data.gameExport).toEqual({ ...rest, seedSource: 'SERVER' }); // GraphQL's enum name
  });

  it('a daily attempt: only its player may export it before the day closes, without the seed; then it verifies', async () => {
    const seenBefore = seenBodies.length;
    const attempt = (await ada.client.POST('/v1/daily/{kind}/attempt', { params: { path: { kind: 'troyes-dice' } } }))
      .data!.id;
    await playToEndTyped(attempt, [ada], 7);
    expect((await exportOf(attempt, bob.client)).response.status).toBe(403);
    expect((await exportOf(attempt)).response.status).toBe(403);
    const early = (await exportOf(attempt, ada.client)).data;
    expect(early).toMatchObject({
      seed: null,
      seedRevealAt: '2026-11-23T00:00:00.000Z',
      ranked: true,
      dailyKind: 'troyes-dice',
      dailyDate: '2026-11-22',
    });
    expect(verifyOffline('early.json', early)).toMatchObject({
      code: EXIT.unverifiable,
      out: /^unverifiable: SEED_NOT_REVEALED/,
    });
    const seed = createHmac('sha256', SECRET).update('troyes-dice2026-11-22').digest('hex');
    expect(seenBodies.slice(seenBefore).flatMap((b) => findLeaks(b, [seed]))).toEqual([]);

    clock.set('2026-11-23T00:00:00.000Z');
    const late = (await exportOf(attempt)).data!;
    expect(late.seed).toBe(seed);
    expect(verifyOffline('late.json', late).code).toBe(EXIT.valid);
  });
});
