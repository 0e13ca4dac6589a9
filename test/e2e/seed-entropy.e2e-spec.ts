import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EXIT } from '../../src/verifier/crier-verify';
import { mixSeed, sha256Hex } from '../../src/verifier/seed-mix';
import { bearer, record, seenBodies } from '../support/api';
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

/** Issue 16.2: a seed mixed from a committed server part and each seat's entropy (docs/fairness.md). */
describe('seat entropy (seedSource mixed, mix-v1)', () => {
  let t: TestApp;
  let crier: TypedCrier;
  let ada: TypedPlayer;
  let bob: TypedPlayer;
  let cyd: TypedPlayer;

  beforeAll(async () => {
    t = await startTestApp();
    crier = await typedClient(t);
    ada = await crier.register('Ada');
    bob = await crier.register('Bob');
    cyd = await crier.register('Cyd');
  });
  afterAll(async () => {
    await t.close();
  });

  const row = async (id: string) =>
    (
      await t.database.pool.query<{ seed: string; server_seed: string | null; status: string }>(
        'SELECT seed, server_seed, status::text AS status FROM game WHERE id = $1',
        [id],
      )
    ).rows[0]!;
  const game = (id: string) => ({ params: { path: { id } } });
  const events = async (id: string, who?: TypedPlayer) =>
    expectData(await (who?.client ?? crier.anonymous).GET('/v1/games/{id}/events', game(id)), 200).events;
  const counts = async () =>
    (
      await t.database.pool.query<{ games: string; seats: string }>(
        'SELECT (SELECT count(*) FROM game) AS games, (SELECT count(*) FROM game_seat) AS seats',
      )
    ).rows[0]!;

  it('REST: entropy at creation and join, the commitment in GameCreated, nothing of the server part before the end, then a verifiable export', async () => {
    const seenFrom = seenBodies.length;
    const created = expectData(
      await ada.client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 2, entropy: 'ada-entropy_1' } }),
      201,
    );
    expect(created).toMatchObject({ status: 'OPEN', seedSource: 'mixed', seed: null });
    const id = created.id;
    const open = await row(id);
    const server = open.server_seed!;
    expect(server).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [createdEvent] = await events(id);
    expect(createdEvent!.payload).toMatchObject({
      seedScheme: 'mix-v1',
      seedSource: 'mixed',
      seedCommitment: sha256Hex(server),
    });
    // The open game is viewed (and would be cached) before the seed exists.
    expectData(await ada.client.GET('/v1/games/{id}', game(id)), 200);

    const joined = expectData(
      await bob.client.POST('/v1/games/{id}/join', { ...game(id), body: { entropy: 'BOB-entropy-2' } }),
      200,
    );
    expect(joined).toMatchObject({ status: 'ACTIVE', seedSource: 'mixed', seed: null });
    // Fixed when the last seat is filled, from the committed server part and both entropies in seat order.
    const seed = mixSeed(server, ['ada-entropy_1', 'BOB-entropy-2']);
    expect((await row(id)).seed).toBe(seed);
    const started = (await events(id)).find((e) => e.type === 'GameStarted');
    if (started?.type !== 'GameStarted') throw new Error('no GameStarted event');
    expect(started.payload.seats).toEqual([
      { seat: 0, playerId: ada.id, entropy: 'ada-entropy_1' },
      { seat: 1, playerId: bob.id, entropy: 'BOB-entropy-2' },
    ]);

    await playSomeTyped(id, [ada, bob], 12, 5);
    expectError(await ada.client.GET('/v1/games/{id}/export', game(id)), 409);
    await events(id, ada);
    await events(id);
    await gql(t, `{ game(id: "${id}") { seed seedSource view legalMoves } }`, {}, ada);
    await gql(t, `{ game(id: "${id}") { seed seedSource view } }`);
    // Neither the server part nor the seed has left the server while the game runs.
    expect(seenBodies.slice(seenFrom).flatMap((b) => findLeaks(b, [server, seed]))).toEqual([]);

    await playToEndTyped(id, [ada, bob], 5);
    const file = expectData(await crier.anonymous.GET('/v1/games/{id}/export', game(id)), 200);
    expect(file).toMatchObject({
      seedSource: 'mixed',
      seedScheme: 'mix-v1',
      serverSeed: server,
      seed,
      seedCommitment: sha256Hex(server),
      seats: [
        { seat: 0, playerId: ada.id, entropy: 'ada-entropy_1' },
        { seat: 1, playerId: bob.id, entropy: 'BOB-entropy-2' },
      ],
    });
    expect(verifyOffline('mixed.json', file).code).toBe(EXIT.valid);

    const entropyTampered = structuredClone(file);
    entropyTampered.seats[1]!.entropy = 'BOB-entropy-3';
    expect(verifyOffline('entropy.json', entropyTampered)).toMatchObject({
      code: EXIT.invalid,
      out: /^invalid: SEED_DERIVATION_MISMATCH/,
    });
    expect(
      verifyOffline('server.json', {
        ...file,
        serverSeed: `${server.slice(0, -1)}${server.endsWith('A') ? 'B' : 'A'}`,
      }),
    ).toMatchObject({
      code: EXIT.invalid,
      out: /^invalid: SEED_COMMITMENT_MISMATCH/,
    });

    // POST /v1/verify checks the commitment and the derivation before replaying.
    const body = {
      game: 'troyes-dice',
      options: file.options,
      players: 2,
      moves: file.moves,
      serverSeed: server,
      entropies: ['ada-entropy_1', 'BOB-entropy-2'],
      seedCommitment: file.seedCommitment,
      claimedScores: file.result!.scores.map((s) => s.total),
    };
    const ok = expectData(await crier.anonymous.POST('/v1/verify', { body }), 200);
    expect(ok).toMatchObject({ valid: true, finished: true, claimsMatch: true });
    const badEntropy = expectError(
      await crier.anonymous.POST('/v1/verify', {
        body: { ...body, entropies: ['ada-entropy_1', 'BOB-entropy-3'], seed },
      }),
      422,
    );
    expect(badEntropy.code).toBe('SEED_DERIVATION_MISMATCH');
    const badServer = expectError(
      await crier.anonymous.POST('/v1/verify', { body: { ...body, serverSeed: `${server}x` } }),
      422,
    );
    expect(badServer.code).toBe('SEED_COMMITMENT_MISMATCH');
    // A plain seed against a commitment goes through the same check (checkSeed).
    const plain = { ...body, serverSeed: undefined, entropies: undefined };
    const badPlain = expectError(
      await crier.anonymous.POST('/v1/verify', {
        body: { ...plain, seed: `${seed}x`, seedCommitment: sha256Hex(seed) },
      }),
      422,
    );
    expect(badPlain).toMatchObject({
      code: 'SEED_COMMITMENT_MISMATCH',
      detail: 'sha256(seed) is not the seed commitment made when the game was created',
    });
  });

  it('GraphQL: createGame and joinGame take entropy; the export says the same', async () => {
    const c = await gql(
      t,
      'mutation { createGame(input: { game: TROYES_DICE, seats: 2, entropy: "gql-ada" }) { id status seedSource seed } }',
      {},
      ada,
    );
    expect(c.errors).toBeUndefined();
    expect(c.data.createGame).toMatchObject({ status: 'OPEN', seedSource: 'MIXED', seed: null });
    const id = c.data.createGame.id as string;
    const j = await gql(
      t,
      'mutation ($id: ID!) { joinGame(id: $id, input: { entropy: "gql-bob" }) { status seedSource seed } }',
      { id },
      bob,
    );
    expect(j.errors).toBeUndefined();
    expect(j.data.joinGame).toMatchObject({ status: 'ACTIVE', seedSource: 'MIXED', seed: null });
    const server = (await row(id)).server_seed!;
    expect((await row(id)).seed).toBe(mixSeed(server, ['gql-ada', 'gql-bob']));
    await playToEndTyped(id, [ada, bob], 9);
    const g = await gql(
      t,
      `{ gameExport(gameId: "${id}") { seedSource seedScheme serverSeed seed seedCommitment seats { seat entropy } } }`,
    );
    expect(g.errors).toBeUndefined();
    expect(g.data.gameExport).toEqual({
      seedSource: 'MIXED',
      seedScheme: 'mix-v1',
      serverSeed: server,
      seed: mixSeed(server, ['gql-ada', 'gql-bob']),
      seedCommitment: sha256Hex(server),
      seats: [
        { seat: 0, entropy: 'gql-ada' },
        { seat: 1, entropy: 'gql-bob' },
      ],
    });
  });

  it('a seat may give no entropy, and bot seats never do; a game against bots is mixed at once', async () => {
    const c = expectData(
      await ada.client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 3, entropy: 'only-ada' } }),
      201,
    );
    expectData(await bob.client.POST('/v1/games/{id}/join', game(c.id)), 200);
    expectData(await cyd.client.POST('/v1/games/{id}/join', { ...game(c.id), body: {} }), 200);
    const server = (await row(c.id)).server_seed!;
    expect((await row(c.id)).seed).toBe(mixSeed(server, ['only-ada', null, null]));

    const vsBots = expectData(
      await ada.client.POST('/v1/games', {
        body: { game: 'troyes-dice', seats: [{ player: 'me' }, { bot: 'greedy' }], entropy: 'me-vs-bot' },
      }),
      201,
    );
    expect(vsBots).toMatchObject({ status: 'ACTIVE', seedSource: 'mixed', seed: null });
    const r = await row(vsBots.id);
    expect(r.seed).toBe(mixSeed(r.server_seed!, ['me-vs-bot', null]));
  });

  it('refuses bad entropy with clear codes and stores nothing', async () => {
    const before = await counts();
    for (const entropy of ['', 'has space', 'é', 'x'.repeat(129)]) {
      const res = await ada.client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 2, entropy } });
      expect(expectError(res, 400).code).toBe('VALIDATION_FAILED');
    }
    // Untyped on purpose: an entropy that is not a string, which the typed client cannot send.
    const numeric = record(
      await request(t.server).post('/v1/games').set(bearer(ada)).send({ game: 'troyes-dice', seats: 2, entropy: 42 }),
    );
    expect(numeric.status).toBe(400);
    expect(numeric.body.code).toBe('VALIDATION_FAILED');
    const both = expectError(
      await ada.client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 2, entropy: 'abc', seed: 'my-seed' } }),
      400,
    );
    expect(both.code).toBe('VALIDATION_FAILED');
    const g = await gql(
      t,
      'mutation { createGame(input: { game: TROYES_DICE, seats: 2, entropy: "a b" }) { id } }',
      {},
      ada,
    );
    expect(g.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    expect(await counts()).toEqual(before);

    // Joining: a bad entropy (400), or any entropy for a game that is not mixed (409), seats no one.
    const mixed = expectData(
      await ada.client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 2, entropy: 'ok' } }),
      201,
    ).id;
    const plain = expectData(await ada.client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 2 } }), 201).id;
    const seated = await counts();
    const bad = expectError(
      await bob.client.POST('/v1/games/{id}/join', { ...game(mixed), body: { entropy: 'no;way' } }),
      400,
    );
    expect(bad.code).toBe('VALIDATION_FAILED');
    const notMixed = expectError(
      await bob.client.POST('/v1/games/{id}/join', { ...game(plain), body: { entropy: 'abc' } }),
      409,
    );
    expect(notMixed).toMatchObject({ code: 'CONFLICT', reason: 'ENTROPY_NOT_ACCEPTED' });
    const gj = await gql(t, `mutation { joinGame(id: "${plain}", input: { entropy: "abc" }) { id } }`, {}, bob);
    expect(gj.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'ENTROPY_NOT_ACCEPTED' });
    expect(await counts()).toEqual(seated);
    expect((await row(plain)).status).toBe('OPEN');
    // The database refuses a malformed entropy whatever the code does.
    await expect(
      t.database.pool.query(`UPDATE game_seat SET entropy = 'a b' WHERE game_id = $1`, [mixed]),
    ).rejects.toThrow(/game_seat_entropy_shape/);
  });
});
