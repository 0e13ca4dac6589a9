import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../src/config/app-config';
import { PlayerFeed } from '../../src/live/player-feed';
import { openApiContract } from '../support/contract';
import { gql } from '../support/gql';
import { subscribe, wsClient, type Subscribed } from '../support/gql-ws';
import { SseClient } from '../support/sse';
import { startTestApp, type TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';
import { until } from '../support/until';
import {
  expectData,
  expectError,
  playToEndTyped,
  typedClient,
  type TypedCrier,
  type TypedPlayer,
} from '../support/typed-client';

/** Notices as myNotices selects them (a notice's other fields are null). */
type Notice = Record<string, unknown>;
const MY_NOTICES = 'subscription { myNotices { type previousGameId proposedBy waitingFor game gameId seat version } }';
const noticesOf = (s: Subscribed<{ myNotices: Notice }>, type: string): Notice[] =>
  s.results.map((r) => r.data?.myNotices).filter((n): n is Notice => n?.type === type);

/** Two instances share a database only on a PostgreSQL server: PGlite's notifications stay on one connection. */
const itOnPostgres = process.env.DATABASE_URL ? it : it.skip;

/**
 * Rematch (docs/api.md, "Rematch"): the same seats and options again, started when every person
 * accepted (bots at once), the answer linking the two games; refused to spectators and before the end.
 * The other people hear of a proposal on their feeds and webhooks, on any instance.
 */
describe('rematch', () => {
  let t: TestApp;
  let crier: TypedCrier;
  let ann: TypedPlayer;
  let bob: TypedPlayer;
  let eve: TypedPlayer;

  beforeAll(async () => {
    t = await startTestApp({ webhooks: { ...loadConfig({}).webhooks, allowPrivateAddresses: true } });
    crier = await typedClient(t);
    [ann, bob, eve] = [await crier.register('Ann'), await crier.register('Bob'), await crier.register('Eve')];
  });
  afterAll(async () => {
    await t.close();
  });

  const path = (id: string) => ({ params: { path: { id } } });
  const rematch = (p: TypedPlayer, id: string) => p.client.POST('/v1/games/{id}/rematch', path(id));
  const feedOf = (base: string, p: TypedPlayer) =>
    SseClient.open(`${base}/v1/players/me/stream`, { authorization: `Bearer ${p.apiKey}` });
  const following = (app: TestApp, n: number) =>
    until(
      () => app.app.get(PlayerFeed).following,
      (now) => now >= n,
    );

  /** An ABANDONED game of `game` with `people` seated in order (the last one resigned). */
  async function endedGame(game: 'troyes' | 'troyes-dice', people: TypedPlayer[]): Promise<string> {
    const [first, ...others] = people;
    const created = expectData(await first!.client.POST('/v1/games', { body: { game, seats: people.length } }), 201);
    for (const p of others) expectData(await p.client.POST('/v1/games/{id}/join', path(created.id)), 200);
    expectData(await people.at(-1)!.client.POST('/v1/games/{id}/resign', path(created.id)), 200);
    return created.id;
  }

  it('proposes, waits for every person, then starts the same seats and options; the answer links the games', async () => {
    const body = { game: 'troyes', seats: 2, rated: true, clock: { moveSeconds: 120, bankSeconds: 60 } } as const;
    const old = expectData(await ann.client.POST('/v1/games', { body }), 201);
    expectData(await bob.client.POST('/v1/games/{id}/join', path(old.id)), 200);
    expect(expectError(await rematch(ann, old.id), 409)).toMatchObject({ code: 'CONFLICT', reason: 'GAME_NOT_OVER' });
    expectData(await bob.client.POST('/v1/games/{id}/resign', path(old.id)), 200);
    expect(expectError(await rematch(eve, old.id), 403)).toMatchObject({ code: 'FORBIDDEN' });

    const proposed = expectData(await rematch(bob, old.id), 200);
    expect(proposed).toMatchObject({
      previousGameId: old.id,
      gameId: null,
      status: 'PROPOSED',
      proposedBy: bob.id,
      accepted: [bob.id],
      waitingFor: [ann.id],
    });
    expect(expectData(await rematch(bob, old.id), 200)).toMatchObject({ status: 'PROPOSED', accepted: [bob.id] });
    expect(expectData(await crier.anonymous.GET('/v1/games/{id}/rematch', path(old.id)), 200).waitingFor).toEqual([
      ann.id,
    ]);

    const started = expectData(await rematch(ann, old.id), 200);
    expect(started).toMatchObject({ status: 'STARTED', accepted: [bob.id, ann.id], waitingFor: [] });
    const next = expectData(await ann.client.GET('/v1/games/{id}', path(started.gameId!)), 200);
    expect(next).toMatchObject({ status: 'ACTIVE', rated: true, game: 'troyes', options: old.options });
    expect(next.seats.map((s) => s.player?.id)).toEqual([ann.id, bob.id]);
    expect(next.clock).toMatchObject({ moveSeconds: 120, bankSeconds: 60 });
    // Asking again changes nothing: the same new game.
    expect(expectData(await rematch(bob, old.id), 200).gameId).toBe(started.gameId);

    const viaGql = await gql(
      t,
      'query($id: ID!) { gameRematch(gameId: $id) { previousGameId gameId status waitingFor } }',
      { id: old.id },
    );
    expect(viaGql.data.gameRematch).toEqual({
      previousGameId: old.id,
      gameId: started.gameId,
      status: 'STARTED',
      waitingFor: [],
    });
  });

  it('against bots: the only person proposing starts it at once (GraphQL), bots in their seats', async () => {
    const body = { game: 'troyes-dice', seats: [{ bot: 'greedy' }, { player: 'me' }] } as const;
    const old = expectData(await eve.client.POST('/v1/games', { body: { ...body, seats: [...body.seats] } }), 201);
    await playToEndTyped(old.id, [eve, eve]); // by seat: seat 0 is the bot's
    const res = await gql(
      t,
      'mutation($id: ID!) { rematch(gameId: $id) { gameId status accepted } }',
      { id: old.id },
      eve,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.rematch).toMatchObject({ status: 'STARTED', accepted: [eve.id] });
    const next = expectData(await eve.client.GET('/v1/games/{id}', path(res.data.rematch.gameId)), 200);
    expect(next.seats.map((s) => [s.bot, s.player?.id ?? null])).toEqual([
      ['greedy@1', null],
      [null, eve.id],
    ]);
    expect(next.status).toBe('ACTIVE');
  });

  it('tells every other person when a rematch is proposed (SSE feed, myNotices, webhook outbox), then that it started', async () => {
    const cy = await crier.register('Cy');
    const oldId = await endedGame('troyes', [ann, bob, cy]);
    const hook = (p: TypedPlayer, events: ('rematch.proposed' | 'game.started')[]) =>
      p.client.POST('/v1/players/me/webhooks', { body: { url: `http://127.0.0.1:9/${p.name}`, events } });
    for (const p of [ann, bob]) expectData(await hook(p, ['rematch.proposed']), 201); // ann proposes: not told
    expectData(await hook(cy, ['game.started']), 201); // cy did not subscribe to it

    const base = crier.baseUrl;
    const before = t.app.get(PlayerFeed).following;
    const [annFeed, bobFeed, eveFeed] = [await feedOf(base, ann), await feedOf(base, bob), await feedOf(base, eve)];
    const ws = wsClient(base, cy.apiKey);
    const cyNotices = subscribe<{ myNotices: Notice }>(ws, MY_NOTICES);
    try {
      await following(t, before + 4);
      expect(expectData(await rematch(ann, oldId), 200)).toMatchObject({
        status: 'PROPOSED',
        waitingFor: [bob.id, cy.id],
      });
      const told = {
        type: 'rematchProposed',
        previousGameId: oldId,
        proposedBy: ann.id,
        waitingFor: [bob.id, cy.id],
        game: 'troyes',
      };
      await bobFeed.waitFor((f) => f.data('rematchProposed').length > 0);
      expect(bobFeed.data('rematchProposed')).toEqual([told]);
      const contract = openApiContract();
      expect(
        contract.schemaErrors('#/components/schemas/PlayerNoticeDto', bobFeed.data('rematchProposed')[0]),
      ).toBeNull();
      await cyNotices.waitFor((s) => noticesOf(s, 'rematchProposed').length > 0);
      // GraphQL names the game type by its enum value.
      expect(noticesOf(cyNotices, 'rematchProposed')).toEqual([
        { ...told, game: 'TROYES', gameId: null, seat: null, version: null },
      ]);
      const outbox = await t.database.pool.query(
        `SELECT w.player_id AS "playerId", d.payload FROM webhook_delivery d JOIN webhook w ON w.id = d.webhook_id
          WHERE d.event = 'rematch.proposed' AND d.payload->>'previousGameId' = $1`,
        [oldId],
      );
      const data = { previousGameId: oldId, game: 'troyes', proposedBy: ann.id, waitingFor: [bob.id, cy.id] };
      expect(outbox.rows).toEqual([{ playerId: bob.id, payload: data }]);

      // Bob's acceptance proposes nothing new; Cy's starts the game, and each seat hears gameStarted.
      expect(expectData(await rematch(bob, oldId), 200).waitingFor).toEqual([cy.id]);
      const gameId = expectData(await rematch(cy, oldId), 200).gameId!;
      const started = (seat: number) => ({ type: 'gameStarted', gameId, version: expect.any(Number), seat });
      for (const [feed, seat] of [
        [annFeed, 0],
        [bobFeed, 1],
      ] as const) {
        await feed.waitFor((f) => f.data('gameStarted').some((n) => n.gameId === gameId));
        expect(feed.data('gameStarted').filter((n) => n.gameId === gameId)).toEqual([started(seat)]);
      }
      await cyNotices.waitFor((s) => noticesOf(s, 'gameStarted').some((n) => n.gameId === gameId));
      expect(noticesOf(cyNotices, 'gameStarted')).toEqual([
        { ...started(2), previousGameId: null, proposedBy: null, waitingFor: null, game: null },
      ]);
      // Told once, and only the others: not the proposer, nobody outside the game.
      expect(bobFeed.data('rematchProposed')).toHaveLength(1);
      expect(noticesOf(cyNotices, 'rematchProposed')).toHaveLength(1);
      expect(annFeed.data('rematchProposed')).toEqual([]);
      expect(eveFeed.messages.filter((m) => m.event === 'rematchProposed')).toEqual([]);
    } finally {
      for (const f of [annFeed, bobFeed, eveFeed]) f.close();
      cyNotices.stop();
      await ws.dispose();
    }
  });

  itOnPostgres('tells a person following on another instance on the same database (NOTIFY, not memory)', async () => {
    const shared: TestDatabase = { url: t.config.databaseUrl, drop: async () => undefined };
    const other = await startTestApp({}, shared);
    const [pia, quinn] = [await crier.register('Pia'), await crier.register('Quinn')];
    const oldId = await endedGame('troyes-dice', [pia, quinn]);
    const base = (await typedClient(other)).baseUrl;
    // Both follow on the other instance; Pia proposes here, Quinn accepts here.
    const [piaFeed, quinnFeed] = [await feedOf(base, pia), await feedOf(base, quinn)];
    const ws = wsClient(base, quinn.apiKey);
    const quinnNotices = subscribe<{ myNotices: Notice }>(ws, MY_NOTICES);
    try {
      await following(other, 3);
      expectData(await rematch(pia, oldId), 200);
      const told = {
        type: 'rematchProposed',
        previousGameId: oldId,
        proposedBy: pia.id,
        waitingFor: [quinn.id],
        game: 'troyes-dice',
      };
      await quinnFeed.waitFor((f) => f.data('rematchProposed').length > 0);
      expect(quinnFeed.data('rematchProposed')).toEqual([told]);
      await quinnNotices.waitFor((s) => noticesOf(s, 'rematchProposed').length > 0);
      expect(noticesOf(quinnNotices, 'rematchProposed')).toEqual([
        { ...told, game: 'TROYES_DICE', gameId: null, seat: null, version: null },
      ]);

      const gameId = expectData(await rematch(quinn, oldId), 200).gameId!;
      await piaFeed.waitFor((f) => f.data('gameStarted').some((n) => n.gameId === gameId));
      expect(piaFeed.data('gameStarted').filter((n) => n.gameId === gameId)).toMatchObject([{ gameId, seat: 0 }]);
      expect(piaFeed.data('rematchProposed')).toEqual([]);
    } finally {
      for (const f of [piaFeed, quinnFeed]) f.close();
      quinnNotices.stop();
      await ws.dispose();
      await other.close();
    }
  });
});
