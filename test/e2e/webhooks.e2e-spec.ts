import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FixedClock } from '../../src/common/clock/clock';
import { verifySignature } from '../../src/webhooks/signature';
import { webhookSchemaName } from '../../src/webhooks/webhooks-openapi';
import type { WebhookEvent } from '../../src/webhooks/webhook-events';
import { bearer } from '../support/api';
import { openApiContract } from '../support/contract';
import { gql } from '../support/gql';
import { findLeaks } from '../support/leak-scan';
import { startTestApp, type TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';
import { expectData, expectError, typedClient, type TypedCrier, type TypedPlayer } from '../support/typed-client';
import { until as untilWithin } from '../support/until';

/** One request a receiver got. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A webhook receiver on loopback: records every request; answers what `status(path)` says. */
class Receiver {
  readonly received: Received[] = [];
  status: (path: string) => number = () => 204;
  private readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      this.received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
        at: Date.now(),
      });
      res.statusCode = this.status(req.url ?? '');
      res.end();
    });
  });
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * Deliveries settle asynchronously (a worker polling the outbox); on the embedded database under
 * CI's load the first attempt has been seen 9 s after the event, so wait up to a minute.
 */
const until = <T>(probe: () => T | Promise<T>, ok?: (value: T) => boolean, timeoutMs = 60_000): Promise<T> =>
  untilWithin(probe, ok, timeoutMs);

const game = (id: string) => ({ params: { path: { id } } });
const hookPath = (id: string) => ({ params: { path: { id } } });

const BACKOFF_MS = 300;
const MAX_ATTEMPTS = 3;

describe('webhooks: signed deliveries from a transactional outbox', () => {
  let t: TestApp;
  let crier: TypedCrier;
  const receiver = new Receiver();
  let ada: TypedPlayer;
  let bob: TypedPlayer;

  beforeAll(async () => {
    await receiver.start();
    t = await startTestApp({
      webhooks: {
        allowPrivateAddresses: true,
        maxAttempts: MAX_ATTEMPTS,
        backoffBaseMs: BACKOFF_MS,
        timeoutMs: 2000,
        pollMs: 50,
        maxPerPlayer: 5,
      },
    });
    crier = await typedClient(t);
    ada = await crier.register('Ada');
    bob = await crier.register('Bob');
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  async function subscribe(
    p: TypedPlayer,
    path: string,
    events: WebhookEvent[],
  ): Promise<{ id: string; secret: string }> {
    const hook = expectData(
      await p.client.POST('/v1/players/me/webhooks', { body: { url: receiver.url + path, events } }),
      201,
    );
    expect(hook.secret).toMatch(/^whsec_/);
    return hook;
  }

  async function twoPlayerGame(): Promise<string> {
    const created = expectData(await ada.client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 2 } }), 201);
    expectData(await bob.client.POST('/v1/games/{id}/join', game(created.id)), 200);
    return created.id;
  }

  /** One legal move by whoever must act; returns the seat that moved and the answer. */
  async function oneMove(gameId: string) {
    const now = expectData(await ada.client.GET('/v1/games/{id}', game(gameId)), 200);
    const mover = now.actors[0]!;
    const player = mover === 0 ? ada : bob;
    const legal = expectData(await player.client.GET('/v1/games/{id}/legal-moves', game(gameId)), 200);
    const answer = await player.client.POST('/v1/games/{id}/moves', {
      ...game(gameId),
      body: { move: legal.moves[0]! },
    });
    return { mover, answer };
  }

  function expectSigned(r: Received, secret: string): any {
    const header = r.headers['crier-signature'] as string;
    expect(verifySignature(secret, header, r.body, Math.floor(Date.now() / 1000))).toBe(true);
    expect(verifySignature(secret + 'x', header, r.body, Math.floor(Date.now() / 1000))).toBe(false);
    expect(verifySignature(secret, header, r.body + ' ', Math.floor(Date.now() / 1000))).toBe(false);
    const body = JSON.parse(r.body);
    expect(r.headers['crier-delivery-id']).toBe(body.id);
    expect(r.headers['crier-event']).toBe(body.event);
    expect(r.headers['content-type']).toBe('application/json');
    // The body is exactly what the document's `webhooks` section says.
    expect(openApiContract().schemaErrors(`#/components/schemas/${webhookSchemaName(body.event)}`, body)).toBeNull();
    return body;
  }

  it('creates a webhook whose secret is shown once; lists it without the secret', async () => {
    const hook = await subscribe(ada, '/listed', ['turn']);
    const list = expectData(await ada.client.GET('/v1/players/me/webhooks'), 200);
    const listed = list.find((h) => h.id === hook.id);
    expect(listed).toEqual({
      id: hook.id,
      url: receiver.url + '/listed',
      events: ['turn'],
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(list)).not.toContain(hook.secret);
    expect((await ada.client.DELETE('/v1/players/me/webhooks/{id}', hookPath(hook.id))).response.status).toBe(204);
  });

  it('a game start and every new turn reach the seated players, signed and verifiable', async () => {
    const adaHook = await subscribe(ada, '/ada', ['turn', 'game.started', 'game.finished']);
    const bobHook = await subscribe(bob, '/bob', ['turn', 'game.started']);
    // A webhook of a seated player that did not subscribe to `turn`: it hears the start, never a turn.
    const adaStartsOnly = await subscribe(ada, '/ada-starts', ['game.started']);
    const gameId = await twoPlayerGame();

    const started = await until(
      () => [...receiver.at('/ada'), ...receiver.at('/bob'), ...receiver.at('/ada-starts')],
      (r) => r.length === 3,
    );
    expect(started).toHaveLength(3);
    const adaStart = expectSigned(receiver.at('/ada')[0]!, adaHook.secret);
    const bobStart = expectSigned(receiver.at('/bob')[0]!, bobHook.secret);
    expect(adaStart).toMatchObject({ event: 'game.started', data: { gameId, game: 'troyes-dice', seat: 0 } });
    expect(bobStart).toMatchObject({ event: 'game.started', data: { gameId, seat: 1 } });
    expect(adaStart.data.seats).toEqual([
      { seat: 0, playerId: ada.id },
      { seat: 1, playerId: bob.id },
    ]);

    // Twelve moves; a `turn` goes to each seat that must act after a move, did not make it, and
    // was not already waiting before it (in Troyes Dice both seats play each half-day at once).
    const turns: { seat: number; version: number }[] = [];
    for (let i = 0; i < 12; i++) {
      const before = expectData(await ada.client.GET('/v1/games/{id}', game(gameId)), 200).actors;
      const { mover, answer } = await oneMove(gameId);
      const accepted = expectData(answer, 201);
      for (const seat of accepted.actors) {
        if (seat !== mover && !before.includes(seat)) turns.push({ seat, version: accepted.version });
      }
    }
    expect(turns.length).toBeGreaterThan(0);
    const turnRequests = await until(
      () => receiver.received.filter((r) => r.headers['crier-event'] === 'turn'),
      (r) => r.length >= turns.length,
    );
    const secrets: Record<string, string> = {
      '/ada': adaHook.secret,
      '/bob': bobHook.secret,
      '/ada-starts': adaStartsOnly.secret,
    };
    const turnBodies = turnRequests.map((r) => expectSigned(r, secrets[r.path]!));
    for (const body of turnBodies) expect(body.data).toMatchObject({ gameId, game: 'troyes-dice' });
    // Exactly those turns, each to its seat's own webhook.
    const seen = turnRequests.map((r, i) => ({
      path: r.path,
      seat: turnBodies[i].data.seat,
      version: turnBodies[i].data.version,
    }));
    expect(seen.sort((x, y) => x.version - y.version || x.seat - y.seat)).toEqual(
      turns.map((x) => ({ path: x.seat === 0 ? '/ada' : '/bob', ...x })),
    );
    expect(receiver.at('/ada-starts').map((r) => r.headers['crier-event'])).toEqual(['game.started']);
    expect((await ada.client.DELETE('/v1/players/me/webhooks/{id}', hookPath(adaStartsOnly.id))).response.status).toBe(
      204,
    );

    // Nothing a running game hides: not its seed, no PRNG state.
    const { rows } = await t.database.pool.query('SELECT seed FROM game WHERE id = $1', [gameId]);
    const bodies = receiver.received.map((r) => JSON.parse(r.body)).filter((b) => b.data.gameId === gameId);
    expect(findLeaks(bodies, [rows[0].seed])).toEqual([]);

    // The delivery log shows them DELIVERED, with the same ids the receiver saw.
    const log = await until(
      async () =>
        expectData(await ada.client.GET('/v1/players/me/webhooks/{id}/deliveries', hookPath(adaHook.id)), 200),
      (b) => b.items.every((d) => d.status === 'DELIVERED'),
    );
    const adaIds = receiver.at('/ada').map((r) => JSON.parse(r.body).id);
    expect(log.items.map((d) => d.id).sort()).toEqual([...new Set(adaIds)].sort());
    expect(log.items[0]).toMatchObject({ status: 'DELIVERED', attempts: 1, lastStatusCode: 204, lastError: null });
  });

  it("a mixed game's game.started lists each seat's entropy, as its GameStarted event does", async () => {
    const hook = await subscribe(bob, '/mixed', ['game.started']);
    const created = expectData(
      await ada.client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 2, entropy: 'ada-entropy_1' } }),
      201,
    );
    expectData(await bob.client.POST('/v1/games/{id}/join', game(created.id)), 200);
    const [delivery] = await until(
      () => receiver.at('/mixed'),
      (r) => r.length === 1,
    );
    // expectSigned also checks the body against the document's WebhookGameStarted.
    const body = expectSigned(delivery!, hook.secret);
    expect(body.data.seats).toEqual([
      { seat: 0, playerId: ada.id, entropy: 'ada-entropy_1' },
      { seat: 1, playerId: bob.id, entropy: null },
    ]);
  });

  it('the end of a game reaches every subscribed seat with its result', async () => {
    const hook = await subscribe(ada, '/solo', ['game.finished']);
    const gameId = (await ada.client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 1 } })).data!.id;
    for (let i = 0; i < 500; i++) {
      const now = await ada.client.GET('/v1/games/{id}', game(gameId));
      if (now.data?.status === 'FINISHED') break;
      const legal = await ada.client.GET('/v1/games/{id}/legal-moves', game(gameId));
      await ada.client.POST('/v1/games/{id}/moves', { ...game(gameId), body: { move: legal.data!.moves[0]! } });
    }
    const finished = await until(
      () => receiver.at('/solo'),
      (r) => r.length > 0,
    );
    expect(finished).toHaveLength(1);
    const body = expectSigned(finished[0]!, hook.secret);
    const final = (await ada.client.GET('/v1/games/{id}', game(gameId))).data!;
    expect(body.data).toEqual({
      gameId,
      game: 'troyes-dice',
      version: final.version,
      seat: 0,
      status: 'FINISHED',
      result: final.result,
    });
  });

  it('a rematch proposal reaches the other seats subscribed to rematch.proposed, not the proposer', async () => {
    const [rhea, sol] = [await crier.register('Rhea'), await crier.register('Sol')];
    await subscribe(rhea, '/rematch-proposer', ['rematch.proposed']);
    const hook = await subscribe(sol, '/rematch', ['rematch.proposed']);
    const created = expectData(await rhea.client.POST('/v1/games', { body: { game: 'troyes', seats: 2 } }), 201);
    expectData(await sol.client.POST('/v1/games/{id}/join', game(created.id)), 200);
    expectData(await sol.client.POST('/v1/games/{id}/resign', game(created.id)), 200);
    expectData(await rhea.client.POST('/v1/games/{id}/rematch', game(created.id)), 200);

    const [delivery] = await until(
      () => receiver.at('/rematch'),
      (r) => r.length === 1,
    );
    // expectSigned also checks the body against the document's WebhookRematchProposed.
    expect(expectSigned(delivery!, hook.secret)).toMatchObject({
      event: 'rematch.proposed',
      data: { previousGameId: created.id, game: 'troyes', proposedBy: rhea.id, waitingFor: [sol.id] },
    });
    // Sol's acceptance starts the game: nothing more is proposed, and the proposer was never told.
    expect(expectData(await sol.client.POST('/v1/games/{id}/rematch', game(created.id)), 200).status).toBe('STARTED');
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.at('/rematch')).toHaveLength(1);
    expect(receiver.at('/rematch-proposer')).toEqual([]);
  });

  it('a failing receiver gets retries with exponential backoff, then the delivery is FAILED', async () => {
    receiver.status = (path) => (path === '/down' ? 503 : 204);
    const hook = await subscribe(bob, '/down', ['game.started']);
    await twoPlayerGame();
    const attempts = await until(
      () => receiver.at('/down'),
      (r) => r.length >= MAX_ATTEMPTS,
    );
    expect(attempts).toHaveLength(MAX_ATTEMPTS);
    const ids = new Set(attempts.map((r) => r.headers['crier-delivery-id']));
    expect(ids.size).toBe(1); // one delivery, retried: the same id each time
    // Waits of at least base, then 2 × base.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(BACKOFF_MS - 20);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(2 * BACKOFF_MS - 20);
    const log = await until(
      async () => expectData(await bob.client.GET('/v1/players/me/webhooks/{id}/deliveries', hookPath(hook.id)), 200),
      (b) => b.items[0]?.status === 'FAILED',
    );
    expect(log.items[0]).toMatchObject({
      status: 'FAILED',
      attempts: MAX_ATTEMPTS,
      lastStatusCode: 503,
      lastError: 'HTTP 503',
      nextAttemptAt: null,
      deliveredAt: null,
    });
    // No attempt after the last one.
    await new Promise((r) => setTimeout(r, 8 * BACKOFF_MS));
    expect(receiver.at('/down')).toHaveLength(MAX_ATTEMPTS);
  });

  it('deleting a webhook stops its deliveries, pending retries included', async () => {
    receiver.status = (path) => (path === '/gone' ? 500 : 204);
    const hook = await subscribe(bob, '/gone', ['game.started']);
    await twoPlayerGame();
    await until(
      () => receiver.at('/gone'),
      (r) => r.length >= 1,
    );
    expect((await bob.client.DELETE('/v1/players/me/webhooks/{id}', hookPath(hook.id))).response.status).toBe(204);
    const seen = receiver.at('/gone').length;
    await new Promise((r) => setTimeout(r, 4 * BACKOFF_MS));
    expect(receiver.at('/gone')).toHaveLength(seen);
    expect(seen).toBeLessThan(MAX_ATTEMPTS);
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM webhook_delivery WHERE webhook_id = $1',
      [hook.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('two instances on one database send each delivery once (row locks skipped, then leased)', async () => {
    const shared: TestDatabase = { url: t.config.databaseUrl ?? t.database.embedded!.url, drop: async () => undefined };
    const other = await startTestApp({ webhooks: t.config.webhooks }, shared);
    try {
      const solo = await crier.register('Solo');
      const soloOnOther = (await typedClient(other)).as(solo);
      await subscribe(solo, '/twice', ['game.started']);
      const games = 12;
      for (let i = 0; i < games; i++) {
        const client = i % 2 ? soloOnOther : solo.client;
        expectData(await client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 1 } }), 201);
      }
      await until(
        () => receiver.at('/twice'),
        (r) => r.length >= games,
      );
      await new Promise((r) => setTimeout(r, 300));
      const ids = receiver.at('/twice').map((r) => r.headers['crier-delivery-id']);
      expect(ids).toHaveLength(games);
      expect(new Set(ids).size).toBe(games);
    } finally {
      await other.close();
    }
  });

  it('another player can neither read nor delete your webhook (404), nor see it listed', async () => {
    const hook = await subscribe(ada, '/private', ['turn']);
    const eve = await crier.register('Eve');
    const read = expectError(await eve.client.GET('/v1/players/me/webhooks/{id}/deliveries', hookPath(hook.id)), 404);
    expect(read.code).toBe('NOT_FOUND');
    expect((await eve.client.DELETE('/v1/players/me/webhooks/{id}', hookPath(hook.id))).response.status).toBe(404);
    expect(expectData(await eve.client.GET('/v1/players/me/webhooks'), 200)).toEqual([]);
    const viaGql = await gql(t, 'mutation($id: ID!) { deleteWebhook(id: $id) }', { id: hook.id }, eve);
    expect(viaGql.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    // Still there for its owner.
    expectData(await ada.client.GET('/v1/players/me/webhooks/{id}/deliveries', hookPath(hook.id)), 200);
    expectError(await ada.client.GET('/v1/players/me/webhooks/{id}/deliveries', hookPath('not-a-uuid')), 404);
    expectError(await crier.as({ apiKey: 'nope' }).GET('/v1/players/me/webhooks'), 401);
    expect((await ada.client.DELETE('/v1/players/me/webhooks/{id}', hookPath(hook.id))).response.status).toBe(204);
  });

  it('a rolled-back move writes no outbox row; the same move, committed, writes its turn', async () => {
    await subscribe(ada, '/rollback', ['turn']);
    await subscribe(bob, '/rollback', ['turn']);
    const gameId = await twoPlayerGame();
    const turnRows = async (): Promise<number> =>
      (
        await t.database.pool.query(
          `SELECT count(*)::int AS n FROM webhook_delivery WHERE event = 'turn' AND payload->>'gameId' = $1`,
          [gameId],
        )
      ).rows[0].n;
    // Play until a move would start someone's turn, with that move failing inside the append.
    for (let i = 0; i < 30; i++) {
      const now = expectData(await ada.client.GET('/v1/games/{id}', game(gameId)), 200);
      const mover = now.actors[0]!;
      const player = mover === 0 ? ada : bob;
      const legal = expectData(await player.client.GET('/v1/games/{id}/legal-moves', game(gameId)), 200);
      const move = { ...game(gameId), body: { move: legal.moves[0]! } };
      const before = await turnRows();
      await t.database.pool.query(`
        CREATE FUNCTION webhook_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused by the test'; END $$;
        CREATE TRIGGER webhook_test_refuse BEFORE INSERT ON game_event
          FOR EACH ROW WHEN (NEW.game_id = '${gameId}') EXECUTE FUNCTION webhook_test_refuse();`);
      const refused = await player.client.POST('/v1/games/{id}/moves', move);
      await t.database.pool.query(
        'DROP TRIGGER webhook_test_refuse ON game_event; DROP FUNCTION webhook_test_refuse();',
      );
      expect(refused.response.status).toBe(500);
      expect(await turnRows()).toBe(before);
      const accepted = expectData(await player.client.POST('/v1/games/{id}/moves', move), 201);
      const newTurn = accepted.actors.some((s) => s !== mover && !now.actors.includes(s));
      if (newTurn) {
        // One row per subscribed webhook of the seat whose turn it is (earlier tests subscribed others too).
        expect(await turnRows()).toBeGreaterThan(before);
        return;
      }
      expect(await turnRows()).toBe(before);
    }
    throw new Error('no move started a turn');
  });

  it('GraphQL: createWebhook, webhooks, webhookDeliveries, deleteWebhook', async () => {
    const created = await gql(
      t,
      'mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { id url events secret } }',
      { input: { url: receiver.url + '/gql', events: ['TURN', 'GAME_FINISHED'] } },
      ada,
    );
    const hook = created.data.createWebhook;
    expect(hook).toMatchObject({ url: receiver.url + '/gql', events: ['TURN', 'GAME_FINISHED'] });
    expect(hook.secret).toMatch(/^whsec_/);
    const listed = await gql(t, '{ webhooks { id events } }', {}, ada);
    expect(listed.data.webhooks).toContainEqual({ id: hook.id, events: ['TURN', 'GAME_FINISHED'] });
    const log = await gql(
      t,
      'query($id: ID!) { webhookDeliveries(webhookId: $id, first: 5) { edges { node { id status } } pageInfo { hasNextPage } } }',
      { id: hook.id },
      ada,
    );
    expect(log.errors).toBeUndefined();
    expect(log.data.webhookDeliveries).toEqual({ edges: [], pageInfo: { hasNextPage: false } });
    expect((await gql(t, 'mutation($id: ID!) { deleteWebhook(id: $id) }', { id: hook.id }, ada)).data).toEqual({
      deleteWebhook: true,
    });
    const refused = await gql(
      t,
      'mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { id } }',
      { input: { url: 'ftp://example.com/x', events: ['TURN'] } },
      ada,
    );
    expect(refused.errors?.[0]?.extensions.code).toBe('INVALID_WEBHOOK_URL');
  });

  it('refuses bad input with stable codes and stores nothing', async () => {
    const eve = await crier.register('Eve2');
    // Untyped on purpose: bodies the contract forbids (an unknown event, no events) among the bad ones.
    const post = (body: object) => request(t.server).post('/v1/players/me/webhooks').set(bearer(eve)).send(body);
    const cases: [object, number, string][] = [
      [{ url: 'ftp://example.com/x', events: ['turn'] }, 400, 'INVALID_WEBHOOK_URL'],
      [{ url: 'not a url', events: ['turn'] }, 400, 'INVALID_WEBHOOK_URL'],
      [{ url: 'http://user:pw@example.com/', events: ['turn'] }, 400, 'INVALID_WEBHOOK_URL'],
      [{ url: receiver.url, events: [] }, 400, 'VALIDATION_FAILED'],
      [{ url: receiver.url, events: ['move'] }, 400, 'VALIDATION_FAILED'],
      [{ url: receiver.url }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const res = await post(body);
      expect([res.status, res.body.code]).toEqual([status, code]);
    }
    expect(expectData(await eve.client.GET('/v1/players/me/webhooks'), 200)).toEqual([]);
    const create = () => eve.client.POST('/v1/players/me/webhooks', { body: { url: receiver.url, events: ['turn'] } });
    for (let i = 0; i < 5; i++) expectData(await create(), 201);
    const over = expectError(await create(), 409);
    expect([over.code, over.reason]).toEqual(['CONFLICT', 'TOO_MANY_WEBHOOKS']);
  });
});

describe('webhooks: SSRF (private addresses not allowed, the default)', () => {
  let t: TestApp;
  const receiver = new Receiver();
  let ada: TypedPlayer;
  beforeAll(async () => {
    await receiver.start();
    t = await startTestApp();
    ada = await (await typedClient(t)).register('Ada');
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it('refuses loopback, private, link-local and mapped addresses, by literal or by name', async () => {
    const port = new URL(receiver.url).port;
    for (const url of [
      receiver.url,
      `http://localhost:${port}/`,
      'http://10.1.2.3/',
      'http://192.168.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[fe80::1]/',
      'http://0.0.0.0/',
    ]) {
      const res = await ada.client.POST('/v1/players/me/webhooks', { body: { url, events: ['turn'] } });
      expect([url, res.response.status, res.error?.code]).toEqual([url, 400, 'WEBHOOK_URL_NOT_PUBLIC']);
    }
    expect(expectData(await ada.client.GET('/v1/players/me/webhooks'), 200)).toEqual([]);
  });

  it('checks the address again at delivery: a stored URL now pointing at loopback is not called', async () => {
    // As if the name had been rebound after creation: the row says loopback, the worker refuses it.
    const { rows } = await t.database.pool.query(
      `INSERT INTO webhook (id, player_id, url, events, secret) VALUES (gen_random_uuid(), $1, $2, '["game.started"]', 's')
       RETURNING id`,
      [ada.id, `http://localhost:${new URL(receiver.url).port}/rebound`],
    );
    expectData(await ada.client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 1 } }), 201);
    const log = await until(
      async () =>
        expectData(await ada.client.GET('/v1/players/me/webhooks/{id}/deliveries', hookPath(rows[0].id)), 200),
      (b) => (b.items[0]?.attempts ?? 0) >= 1 && b.items[0]?.lastError !== null,
    );
    expect(log.items[0]!.lastError).toMatch(/not public/);
    expect(receiver.received).toHaveLength(0);
  });
});

describe('webhooks: daily.closed, once per day', () => {
  let t: TestApp;
  const receiver = new Receiver();
  const clock = new FixedClock(new Date());
  let crier: TypedCrier;
  let ada: TypedPlayer;
  beforeAll(async () => {
    await receiver.start();
    t = await startTestApp(
      {
        webhooks: {
          allowPrivateAddresses: true,
          maxAttempts: 3,
          backoffBaseMs: 100,
          timeoutMs: 2000,
          pollMs: 50,
          maxPerPlayer: 5,
        },
      },
      undefined,
      clock,
    );
    crier = await typedClient(t);
    ada = await crier.register('Ada');
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it('announces the seed of each kind when its day closes, to webhooks subscribed before, once', async () => {
    const hook = expectData(
      await ada.client.POST('/v1/players/me/webhooks', {
        body: { url: receiver.url + '/daily', events: ['daily.closed'] },
      }),
      201,
    );
    const today = clock.now().toISOString().slice(0, 10);
    const kinds = expectData(await crier.anonymous.GET('/v1/daily'), 200).map((k) => k.kind);
    // Nothing while today is open (yesterday's close was marked at start-up, before the webhook existed).
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received).toHaveLength(0);

    clock.set(new Date(new Date(`${today}T00:00:00.000Z`).getTime() + 86_400_000 + 1000));
    const got = await until(
      () => receiver.at('/daily'),
      (r) => r.length >= kinds.length,
    );
    expect(got).toHaveLength(kinds.length);
    for (const r of got) {
      const body = JSON.parse(r.body);
      expect(
        verifySignature(
          hook.secret,
          r.headers['crier-signature'] as string,
          r.body,
          Math.floor(clock.now().getTime() / 1000),
        ),
      ).toBe(true);
      expect(openApiContract().schemaErrors('#/components/schemas/WebhookDailyClosed', body)).toBeNull();
      expect(body.data.date).toBe(today);
      const puzzle = expectData(
        await crier.anonymous.GET('/v1/daily/{kind}/{date}', {
          params: { path: { kind: body.data.kind, date: today } },
        }),
        200,
      );
      expect(puzzle.seed).toBe(body.data.seed);
      expect(createHash('sha256').update(body.data.seed).digest('hex')).toBe(puzzle.commitment);
    }
    expect(got.map((r) => JSON.parse(r.body).data.kind).sort()).toEqual([...kinds].sort());
    // Once: later rounds find the day's marker and write nothing more.
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.at('/daily')).toHaveLength(kinds.length);
  });
});
