import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { registerPlayer, type TestPlayer } from '../support/api';
import { gql } from '../support/gql';
import { startTestApp, type TestApp } from '../support/test-app';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe('GraphQL by its conventions', () => {
  let t: TestApp;
  let ada: TestPlayer;

  beforeAll(async () => {
    t = await startTestApp();
    ada = await registerPlayer(t, 'Ada');
  });
  afterAll(async () => {
    await t.close();
  });

  describe('lookups that can miss answer null, and keep their siblings', () => {
    it('game, gameEvents, gameState and achievements: null for an id that names nothing', async () => {
      const res = await gql(
        t,
        `query($id: ID!) { game(id: $id) { id } gameEvents(gameId: $id) { version } gameState(gameId: $id) { version }
           achievements(playerId: $id) { id } gameTypes { id } }`,
        { id: NO_SUCH_ID },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data).toMatchObject({ game: null, gameEvents: null, gameState: null, achievements: null });
      expect(res.data.gameTypes.length).toBe(3);
      const malformed = await gql(t, '{ game(id: "not-a-uuid") { id } }');
      expect(malformed).toEqual({ data: { game: null } });
    });

    it('me: null without a key, the player with one, UNAUTHENTICATED with a wrong one', async () => {
      expect(await gql(t, '{ me { id } gameTypes { id } }')).toMatchObject({ data: { me: null } });
      expect((await gql(t, '{ me { id } }', {}, ada)).data.me).toEqual({ id: ada.id });
      const wrong = await gql(t, '{ me { id } }', {}, { ...ada, apiKey: `${ada.apiKey}x` });
      expect(wrong.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    });

    it('dailyPuzzle: null for a day not yet open; errors stay for bad input', async () => {
      const future = await gql(t, '{ dailyPuzzle(kind: TROYES_DICE, date: "2999-01-01") { date } }');
      expect(future).toEqual({ data: { dailyPuzzle: null } });
      const today = await gql(t, '{ dailyPuzzle(kind: TROYES_DICE) { date } }');
      expect(today.data.dailyPuzzle.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const badDate = await gql(t, '{ dailyPuzzle(kind: TROYES_DICE, date: "yesterday") { date } }');
      expect(badDate.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    });

    it('a forbidden look is still an error, not a miss', async () => {
      const game = await gql(t, 'mutation { createGame(input: {game: TROYES_DICE, seats: 1}) { id } }', {}, ada);
      const res = await gql(t, 'query($g: ID!) { gameState(gameId: $g) { version } }', {
        g: game.data.createGame.id,
      });
      expect(res.errors?.[0]?.extensions.code).toBe('CONFLICT'); // time travel is for finished games
      expect(res.data).toEqual({ gameState: null });
    });
  });

  describe('submitMove returns MoveRejected, with the REST code, for every expected refusal', () => {
    const SUBMIT = `mutation($i: SubmitMoveInput!) { submitMove(input: $i) {
      __typename
      ... on MoveAccepted { version status }
      ... on MoveRejected { code message reason currentVersion actors deadline violation { code message details } }
    } }`;
    let bob: TestPlayer;
    let eve: TestPlayer;
    let gameId: string;
    const events = async (): Promise<number> =>
      (await t.database.pool.query('SELECT count(*)::int AS n FROM game_event WHERE game_id = $1', [gameId])).rows[0].n;
    const submit = async (who: TestPlayer | undefined, input: Record<string, unknown>) =>
      gql(t, SUBMIT, { i: { gameId, ...input } }, who);
    const legal = async (who: TestPlayer) =>
      (await gql(t, 'query($g: ID!) { legalMoves(gameId: $g) { version moves } }', { g: gameId }, who)).data
        .legalMoves as { version: number; moves: unknown[] };

    beforeAll(async () => {
      bob = await registerPlayer(t, 'Bob');
      eve = await registerPlayer(t, 'Eve');
      const created = await gql(
        t,
        'mutation { createGame(input: {game: TROYES, seats: 2, seed: "rejections"}) { id } }',
        {},
        ada,
      );
      gameId = created.data.createGame.id;
    });

    it('CONFLICT GAME_NOT_STARTED, then the refusals of a running game; nothing is stored', async () => {
      const notStarted = await submit(ada, { move: { type: 'pass' } });
      expect(notStarted.data.submitMove).toMatchObject({
        __typename: 'MoveRejected',
        code: 'CONFLICT',
        reason: 'GAME_NOT_STARTED',
      });
      await gql(t, 'mutation($g: ID!) { joinGame(id: $g) { id } }', { g: gameId }, bob);
      const game = (await gql(t, 'query($g: ID!) { game(id: $g) { version actors } }', { g: gameId }, ada)).data.game;
      const seats = [ada, bob];
      expect(game.actors).toHaveLength(1);
      const actor = seats[game.actors[0]]!;
      const waiting = seats[1 - game.actors[0]]!;
      const { moves, version } = await legal(actor);
      const before = await events();

      const rejections = [
        [await submit(eve, { move: moves[0] }), { code: 'FORBIDDEN' }],
        [
          await submit(waiting, { move: moves[0] }),
          { code: 'NOT_YOUR_TURN', actors: game.actors, currentVersion: version },
        ],
        [
          await submit(actor, { move: moves[0], expectedVersion: version + 5 }),
          { code: 'VERSION_CONFLICT', currentVersion: version },
        ],
        [
          await submit(actor, { move: { type: 'noSuchMove' } }),
          { code: 'ILLEGAL_MOVE', violation: { code: expect.stringMatching(/^[A-Z_]+$/) } },
        ],
        [await gql(t, SUBMIT, { i: { gameId: NO_SUCH_ID, move: moves[0] } }, actor), { code: 'NOT_FOUND' }],
      ] as const;
      for (const [res, expected] of rejections) {
        expect(res.errors).toBeUndefined();
        expect(res.data.submitMove).toMatchObject({
          __typename: 'MoveRejected',
          message: expect.any(String),
          ...expected,
        });
      }
      expect(await events()).toBe(before);

      const accepted = await submit(actor, { move: moves[0], expectedVersion: version, idempotencyKey: 'k-1' });
      expect(accepted.data.submitMove).toMatchObject({ __typename: 'MoveAccepted', version: version + 1 });
      const again = await submit(actor, { move: moves[0], expectedVersion: version, idempotencyKey: 'k-1' });
      expect(again.data.submitMove).toEqual(accepted.data.submitMove);
      const reused = await submit(actor, { move: { type: 'other' }, idempotencyKey: 'k-1' });
      expect(reused.data.submitMove).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
      expect(await events()).toBe(before + 1);
    });

    it('leaves the unexpected as errors: no key, malformed input', async () => {
      const anonymous = await submit(undefined, { move: { type: 'pass' } });
      expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
      const badKey = await submit(ada, { move: { type: 'pass' }, idempotencyKey: '' });
      expect(badKey.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('closed sets of strings are enums', () => {
    const enumValues = async (name: string): Promise<string[]> =>
      (
        await gql(t, 'query($n: String!) { __type(name: $n) { enumValues { name } } }', { n: name })
      ).data.__type.enumValues.map((v: { name: string }) => v.name);

    it('event types (GameAbandoned too), statuses, games, daily kinds, health', async () => {
      expect(await enumValues('GameEventType')).toEqual([
        'GAME_ABANDONED',
        'GAME_CREATED',
        'GAME_FINISHED',
        'GAME_STARTED',
        'MOVE_MADE',
        'RESIGNED',
        'TIMED_OUT',
      ]);
      expect(await enumValues('GameStatus')).toEqual(['ABANDONED', 'ACTIVE', 'FINISHED', 'OPEN']);
      expect(await enumValues('GameTypeId')).toEqual(['ORLEANS', 'TROYES', 'TROYES_DICE']);
      expect(await enumValues('DailyKindId')).toEqual(['ORLEANS', 'TROYES', 'TROYES_DICE', 'TROYES_DICE_BANQUETS']);
      expect(await enumValues('HealthStatus')).toEqual(['DEGRADED', 'OK']);
    });

    it('a game and its stream read as enum values; an unknown value is refused before any resolver', async () => {
      const created = await gql(
        t,
        'mutation { createGame(input: {game: TROYES_DICE, seats: 1}) { id game status daily { kind } } }',
        {},
        ada,
      );
      expect(created.data.createGame).toMatchObject({ game: 'TROYES_DICE', status: 'ACTIVE', daily: null });
      const stream = await gql(t, 'query($g: ID!) { gameEvents(gameId: $g) { events { edges { node { type } } } } }', {
        g: created.data.createGame.id,
      });
      expect(stream.data.gameEvents.events.edges.map((e: { node: { type: string } }) => e.node.type)).toEqual([
        'GAME_CREATED',
        'GAME_STARTED',
      ]);
      const unknown = await gql(t, 'mutation { createGame(input: {game: CHESS, seats: 1}) { id } }', {}, ada);
      expect(unknown.errors?.[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });
  });

  describe('lists are Relay connections', () => {
    it('myGames and games page with first/after, without gaps or repeats', async () => {
      const cat = await registerPlayer(t, 'Cat');
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        const g = await gql(t, 'mutation { createGame(input: {game: ORLEANS, seats: 2}) { id } }', {}, cat);
        ids.push(g.data.createGame.id);
      }
      const q = `query($after: String) { myGames(first: 2, after: $after) {
        totalCount edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }`;
      const seen: string[] = [];
      let after: string | null = null;
      for (let guard = 0; guard < 5; guard++) {
        const page: any = (await gql(t, q, { after }, cat)).data.myGames;
        expect(page.totalCount).toBe(5);
        seen.push(...page.edges.map((e: { node: { id: string } }) => e.node.id));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(seen).toEqual([...ids].reverse()); // newest first
      const open = await gql(
        t,
        '{ games(status: OPEN, game: ORLEANS, first: 100) { totalCount edges { node { id } } } }',
      );
      expect(open.data.games.totalCount).toBeGreaterThanOrEqual(5);
      expect(open.data.games.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(
        expect.arrayContaining(ids),
      );
    });

    it("a game's events page by seq", async () => {
      const g = await gql(t, 'mutation { createGame(input: {game: TROYES_DICE, seats: 1}) { id } }', {}, ada);
      const gameId = g.data.createGame.id;
      const legal = await gql(t, 'query($g: ID!) { legalMoves(gameId: $g) { moves } }', { g: gameId }, ada);
      await gql(
        t,
        'mutation($i: SubmitMoveInput!) { submitMove(input: $i) { __typename } }',
        {
          i: { gameId, move: legal.data.legalMoves.moves[0] },
        },
        ada,
      );
      const q = `query($g: ID!, $after: String) { gameEvents(gameId: $g) { version events(first: 2, after: $after) {
        totalCount edges { cursor node { seq type } } pageInfo { hasNextPage endCursor } } } }`;
      const p1 = (await gql(t, q, { g: gameId }, ada)).data.gameEvents;
      expect(p1.version).toBe(2);
      expect(p1.events.totalCount).toBe(3);
      expect(p1.events.edges.map((e: { node: unknown }) => e.node)).toEqual([
        { seq: 0, type: 'GAME_CREATED' },
        { seq: 1, type: 'GAME_STARTED' },
      ]);
      expect(p1.events.pageInfo.hasNextPage).toBe(true);
      const p2 = (await gql(t, q, { g: gameId, after: p1.events.pageInfo.endCursor }, ada)).data.gameEvents;
      expect(p2.events.edges.map((e: { node: unknown }) => e.node)).toEqual([{ seq: 2, type: 'MOVE_MADE' }]);
      expect(p2.events.pageInfo.hasNextPage).toBe(false);
      const bad = await gql(t, q, { g: gameId, after: 'x' }, ada);
      expect(bad.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('parity with REST', () => {
    it('createApiKey issues a further key that works beside the first', async () => {
      const res = await gql(t, 'mutation { createApiKey { apiKey keyId revokedAt } }', {}, ada);
      expect(res.data.createApiKey).toMatchObject({
        apiKey: expect.stringMatching(/^crier_[0-9a-f]{16}_/),
        revokedAt: null,
      });
      const second = { ...ada, apiKey: res.data.createApiKey.apiKey };
      expect((await gql(t, '{ me { id } }', {}, second)).data.me).toEqual({ id: ada.id });
      expect((await gql(t, '{ me { id } }', {}, ada)).data.me).toEqual({ id: ada.id });
      const keys = await gql(t, '{ myApiKeys { keyId } }', {}, ada);
      expect(keys.data.myApiKeys.map((k: { keyId: string }) => k.keyId)).toContain(res.data.createApiKey.keyId);
      expect((await gql(t, 'mutation { createApiKey { keyId } }')).errors?.[0]?.extensions.code).toBe(
        'UNAUTHENTICATED',
      );
    });

    it('verifyStoredGame: null for no game, CONFLICT while it runs', async () => {
      const q = 'query($g: ID!) { verifyStoredGame(gameId: $g) { valid matchesStored } }';
      expect(await gql(t, q, { g: NO_SUCH_ID })).toEqual({ data: { verifyStoredGame: null } });
      const g = await gql(t, 'mutation { createGame(input: {game: TROYES_DICE, seats: 1}) { id } }', {}, ada);
      const running = await gql(t, q, { g: g.data.createGame.id });
      expect(running.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'GAME_NOT_FINISHED' });
    });
  });
});
