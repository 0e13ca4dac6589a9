import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, playToEndRest, record, registerPlayer, type TestPlayer } from '../support/api';
import { startTestApp, type TestApp } from '../support/test-app';
import { expectStatus } from '../support/with-context';

/** Every rejection path of POST /moves, each proving that nothing was stored. */
describe('move rejections store nothing', () => {
  let t: TestApp;
  let alice: TestPlayer;
  let bob: TestPlayer;
  let carol: TestPlayer;
  let gameId: string;

  const eventCount = async (): Promise<number> =>
    (await t.database.pool.query('SELECT count(*)::int AS n FROM game_event WHERE game_id = $1', [gameId])).rows[0].n;
  const post = (p: TestPlayer | null, body: unknown, headers: Record<string, string> = {}) => {
    const r = request(t.server).post(`/v1/games/${gameId}/moves`).set(headers);
    return (p ? r.set(bearer(p)) : r).send(body as object).then(record);
  };
  const legal = async (p: TestPlayer) =>
    record(await request(t.server).get(`/v1/games/${gameId}/legal-moves`).set(bearer(p))).body;

  async function expectRejected(res: request.Response, status: number, code: string): Promise<void> {
    expectStatus(res, status);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(res.body.code).toBe(code);
  }

  beforeAll(async () => {
    t = await startTestApp();
    [alice, bob, carol] = [
      await registerPlayer(t, 'Alice'),
      await registerPlayer(t, 'Bob'),
      await registerPlayer(t, 'Carol'),
    ];
    const g = await request(t.server)
      .post('/v1/games')
      .set(bearer(alice))
      .send({ game: 'troyes-dice', seats: 2, seed: 'rej' });
    gameId = g.body.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses moves before the game starts (409 CONFLICT)', async () => {
    const before = await eventCount();
    const res = await post(alice, { move: { type: 'x' } });
    await expectRejected(res, 409, 'CONFLICT');
    expect(res.body).toMatchObject({ status: 409, reason: 'GAME_NOT_STARTED', gameStatus: 'OPEN' });
    expect(await eventCount()).toBe(before);
    await request(t.server).post(`/v1/games/${gameId}/join`).set(bearer(bob)).expect(200);
  });

  it('refuses a caller without a key (401) and one not seated (403)', async () => {
    const before = await eventCount();
    const move = (await legal(alice)).moves[0];
    await expectRejected(await post(null, { move }), 401, 'UNAUTHENTICATED');
    await expectRejected(await post(carol, { move }), 403, 'FORBIDDEN');
    await expectRejected(
      await post({ ...carol, apiKey: 'crier_0000000000000000_' + 'x'.repeat(43) }, { move }),
      401,
      'UNAUTHENTICATED',
    );
    expect(await eventCount()).toBe(before);
  });

  it('refuses an illegal move with 422 ILLEGAL_MOVE and the engine violation', async () => {
    const before = await eventCount();
    const res = await post(alice, { move: { type: 'noSuchMove' } });
    await expectRejected(res, 422, 'ILLEGAL_MOVE');
    expect(res.body.violation).toMatchObject({ code: expect.stringMatching(/^[A-Z_]+$/), message: expect.any(String) });
    await expectRejected(await post(alice, { move: 42 }), 422, 'ILLEGAL_MOVE');
    expect(await eventCount()).toBe(before);
  });

  it('refuses malformed bodies with 400 and field details', async () => {
    const before = await eventCount();
    await expectRejected(await post(alice, {}), 400, 'VALIDATION_FAILED');
    await expectRejected(await post(alice, { move: {}, expectedVersion: 'one' }), 400, 'VALIDATION_FAILED');
    const extra = await post(alice, { move: {}, hack: true });
    await expectRejected(extra, 400, 'VALIDATION_FAILED');
    expect(extra.body.fields[0].path).toBe('hack');
    expect(await eventCount()).toBe(before);
  });

  it('refuses a stale expectedVersion with 409 VERSION_CONFLICT and the current version', async () => {
    const before = await eventCount();
    const { version, moves } = await legal(alice);
    const res = await post(alice, { move: moves[0], expectedVersion: version - 1 });
    await expectRejected(res, 409, 'VERSION_CONFLICT');
    expect(res.body.currentVersion).toBe(version);
    expect(await eventCount()).toBe(before);
  });

  it('refuses a seat that is not among the actors with 409 NOT_YOUR_TURN', async () => {
    // Play until some seat is not among the actors, then have it try to move.
    for (let i = 0; i < 200; i++) {
      const game = (await request(t.server).get(`/v1/games/${gameId}`).set(bearer(alice))).body;
      const idle = [0, 1].find((s) => !game.actors.includes(s));
      if (idle !== undefined) {
        const idler = [alice, bob][idle]!;
        const actor = [alice, bob][game.actors[0]]!;
        const move = (await legal(actor)).moves[0];
        const before = await eventCount();
        await expectRejected(await post(idler, { move }), 409, 'NOT_YOUR_TURN');
        expect(await eventCount()).toBe(before);
        return;
      }
      const seat = game.actors[0] as number;
      const p = [alice, bob][seat]!;
      await post(p, { move: (await legal(p)).moves[0] });
    }
    throw new Error('never found a seat out of turn');
  });

  it('applies a retried Idempotency-Key once and returns the first answer', async () => {
    const game = (await request(t.server).get(`/v1/games/${gameId}`).set(bearer(alice))).body;
    const p = [alice, bob][game.actors[0]]!;
    const move = (await legal(p)).moves[0];
    const before = await eventCount();
    const first = await post(p, { move }, { 'idempotency-key': 'retry-1' });
    expect(first.status).toBe(201);
    const again = await post(p, { move }, { 'idempotency-key': 'retry-1' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await eventCount()).toBe(before + 1);
    await expectRejected(
      await post(p, { move: { other: true } }, { 'idempotency-key': 'retry-1' }),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await eventCount()).toBe(before + 1);
  });

  it('answers unknown games with 404', async () => {
    await expectRejected(
      record(
        await request(t.server)
          .post('/v1/games/00000000-0000-4000-8000-000000000000/moves')
          .set(bearer(alice))
          .send({ move: {} }),
      ),
      404,
      'NOT_FOUND',
    );
    await expectRejected(record(await request(t.server).get('/v1/games/not-a-uuid')), 404, 'NOT_FOUND');
  });

  it('refuses a move on a finished game with 409, the game status beside the HTTP status', async () => {
    const solo = record(
      await request(t.server)
        .post('/v1/games')
        .set(bearer(carol))
        .send({ game: 'troyes-dice', seats: 1, seed: 'done' }),
    );
    expectStatus(solo, 201);
    await playToEndRest(t, solo.body.id, [carol]);
    const res = record(
      await request(t.server)
        .post(`/v1/games/${solo.body.id}/moves`)
        .set(bearer(carol))
        .send({ move: { type: 'x' } }),
    );
    await expectRejected(res, 409, 'CONFLICT');
    // RFC 9457 members keep their meaning: `status` is the HTTP status, the game's is `gameStatus`.
    expect(res.body).toMatchObject({
      type: 'urn:crier:error:CONFLICT',
      title: 'Conflict',
      status: 409,
      reason: 'GAME_OVER',
      gameStatus: 'FINISHED',
      instance: `/v1/games/${solo.body.id}/moves`,
    });
  });

  it('never lets anyone UPDATE or DELETE the stream', async () => {
    await expect(t.database.pool.query('DELETE FROM game_event WHERE game_id = $1', [gameId])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.database.pool.query(`UPDATE game_event SET seat = 9 WHERE game_id = $1`, [gameId])).rejects.toThrow(
      /append-only/,
    );
  });
});
