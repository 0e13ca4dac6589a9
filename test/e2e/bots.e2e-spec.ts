import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CreateGameInput, GameMove } from '../../src/client';
import { bearer, picker, record } from '../support/api';
import { gql } from '../support/gql';
import { findLeaks } from '../support/leak-scan';
import { startTestApp, type TestApp } from '../support/test-app';
import { expectData, expectError, typedClient, type TypedCrier, type TypedPlayer } from '../support/typed-client';

/** What a seat's view hides of the other seats while the game runs (issue 14: a bot's too). */
function hiddenOfOthers(game: string, view: any, me: number): unknown[] {
  const players: any[] = view?.players ?? [];
  return players
    .filter((_, seat) => seat !== me)
    .map((p) => (game === 'troyes' ? p.characters : game === 'orleans' ? p.bag : null));
}

/** Bot seats over REST (crier/client) and GraphQL: one person against bots, to the end (issue 14.2, 14.5). */
describe('bots as seats', () => {
  let t: TestApp;
  let crier: TypedCrier;

  beforeAll(async () => {
    t = await startTestApp();
    crier = await typedClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function register(name: string): Promise<{ player: TypedPlayer; client: TypedPlayer['client'] }> {
    const player = await crier.register(name);
    return { player, client: player.client };
  }

  it('lists each game’s bot policies in game types (REST and GraphQL)', async () => {
    const { data } = await crier.anonymous.GET('/v1/game-types');
    const byId = Object.fromEntries(data!.map((g) => [g.id, g.botPolicies.map((p) => p.ref)]));
    expect(byId).toEqual({
      'troyes-dice': ['random@1', 'greedy@1', 'rollout@1'],
      troyes: ['random@1', 'greedy@1'],
      orleans: ['random@1', 'greedy@1', 'rollout@1'],
    });
    for (const p of data![0]!.botPolicies) expect(p.description.length).toBeGreaterThan(10);
    const g = await gql(t, '{ gameTypes { id botPolicies { id version ref description } } }');
    expect(g.data.gameTypes.find((x: any) => x.id === 'TROYES').botPolicies.map((p: any) => p.ref)).toEqual([
      'random@1',
      'greedy@1',
    ]);
  });

  it.each([
    ['troyes', 2],
    ['orleans', 3],
  ] as const)(
    'one person plays a whole %s game against %i greedy bots over REST (crier/client)',
    async (game, botCount) => {
      const { player, client } = await register(`rest ${game}`);
      const seed = `bots-rest-${game}`;
      const seats = [{ player: 'me' as const }, ...Array.from({ length: botCount }, () => ({ bot: 'greedy' }))];
      const created = await client.POST('/v1/games', { body: { game, seats, seed } });
      expect(created.error).toBeUndefined();
      const id = created.data!.id;
      expect(created.data!.status).toBe('ACTIVE');
      expect(created.data!.seats.map((s) => s.bot)).toEqual([null, ...Array(botCount).fill('greedy@1')]);
      expect(created.data!.seats[0]!.player?.id).toBe(player.id);
      // The person is always an actor when an answer comes back: bots never leave the game waiting.
      expect(created.data!.actors).toContain(0);
      const answers: unknown[] = [created.data];
      const pick = picker(11);
      let botMoves = 0;
      let version = created.data!.version;
      for (let guard = 0; guard < 3000; guard++) {
        const { data: legal } = await client.GET('/v1/games/{id}/legal-moves', { params: { path: { id } } });
        answers.push(legal);
        if (legal!.moves.length === 0) break;
        const move: GameMove = pick(legal!.moves);
        const { data, error } = await client.POST('/v1/games/{id}/moves', { params: { path: { id } }, body: { move } });
        expect(error).toBeUndefined();
        answers.push(data);
        expect(data!.version).toBe(version + 1 + data!.botMoves.length + (data!.status === 'FINISHED' ? 1 : 0));
        version = data!.version;
        for (const m of data!.botMoves) expect(m).toMatchObject({ bot: 'greedy@1' });
        botMoves += data!.botMoves.length;
        if (data!.status === 'ACTIVE') expect(hiddenOfOthers(game, data!.view, 0).every((h) => h === null)).toBe(true);
        if (data!.status === 'FINISHED') break;
        expect(data!.actors).toContain(0);
      }
      const { data: finished } = await client.GET('/v1/games/{id}', { params: { path: { id } } });
      expect(finished!.status).toBe('FINISHED');
      expect(finished!.result?.scores).toHaveLength(botCount + 1);
      expect(botMoves).toBeGreaterThan(10);
      // The stream: bot moves are ordinary MoveMade events marked with their policy.
      const { data: history } = await client.GET('/v1/games/{id}/events', { params: { path: { id } } });
      const made = history!.events.flatMap((e) => (e.type === 'MoveMade' ? [e] : []));
      const byBots = made.filter((e) => e.payload.bot === 'greedy@1');
      expect(byBots.length).toBeGreaterThanOrEqual(botMoves);
      expect(byBots.every((e) => e.seat !== 0)).toBe(true);
      expect(made.filter((e) => e.seat === 0).every((e) => !('bot' in e.payload))).toBe(true);
      expect(history!.events[0]!.payload).toMatchObject({ bots: [null, ...Array(botCount).fill('greedy@1')] });
      // Nothing secret left the server while the game ran: not the seed, no PRNG, no bot's hand or bag.
      expect(findLeaks(answers.slice(0, -1), [seed])).toEqual([]);
      // The stored game verifies.
      const verified = await crier.anonymous.GET('/v1/games/{id}/verify', { params: { path: { id } } });
      expect(verified.data).toMatchObject({ valid: true, matchesStored: true });
    },
    240_000,
  );

  it('shows a bot’s moves to the person only as public events while the game runs', async () => {
    const { client } = await register('peek');
    const created = await client.POST('/v1/games', {
      body: { game: 'troyes', seats: [{ bot: 'greedy' }, { player: 'me' }, { bot: 'random@1' }], seed: 'bots-peek' },
    });
    expect(created.error).toBeUndefined();
    const id = created.data!.id;
    expect(created.data!.mySeat).toBe(1);
    expect(created.data!.seats.map((s) => s.bot)).toEqual(['greedy@1', null, 'random@1']);
    // Seat 0 is a bot that acts first: it moved within the creation request.
    const { events } = expectData(await client.GET('/v1/games/{id}/events', { params: { path: { id } } }), 200);
    const botMade = events.flatMap((e) => (e.type === 'MoveMade' ? [e] : []));
    expect(botMade.length).toBeGreaterThan(0);
    expect(created.data!.version).toBe(events.at(-1)!.seq);
    for (const e of botMade) {
      expect(e.payload.bot).toMatch(/^(greedy|random)@1$/);
      expect(e.payload.move).toBeUndefined();
    }
    expect(hiddenOfOthers('troyes', created.data!.view, 1)).toEqual([null, null]);
  });

  it.each([
    ['TROYES', 2],
    ['ORLEANS', 3],
  ] as const)(
    'plays a whole %s game against %i bots over GraphQL',
    async (game, botCount) => {
      const me = await crier.register(`gql ${game}`);
      const bots = Array.from({ length: botCount }, (_, i) => ({ bot: i === 0 ? 'greedy' : 'greedy@1' }));
      const created = await gql(
        t,
        `mutation($i: CreateGameInput!) { createGame(input: $i) { id status version actors seats { seat bot } } }`,
        { i: { game, seed: `bots-gql-${game}`, seatList: [{ player: 'me' }, ...bots] } },
        me,
      );
      expect(created.errors).toBeUndefined();
      const id = created.data.createGame.id;
      expect(created.data.createGame.seats.map((s: any) => s.bot)).toEqual([null, ...Array(botCount).fill('greedy@1')]);
      const pick = picker(5);
      let botMoves = 0;
      const running: unknown[] = [created];
      for (let guard = 0; guard < 3000; guard++) {
        const legal = await gql(t, 'query($g: ID!) { legalMoves(gameId: $g) { version moves } }', { g: id }, me);
        running.push(legal);
        const { version, moves } = legal.data.legalMoves;
        if (moves.length === 0) break;
        const res = await gql(
          t,
          `mutation($i: SubmitMoveInput!) { submitMove(input: $i) {
           __typename ... on MoveAccepted { version status actors view botMoves { seq seat bot events } }
           ... on MoveRejected { code message } } }`,
          { i: { gameId: id, move: pick(moves), expectedVersion: version } },
          me,
        );
        expect(res.data.submitMove.__typename).toBe('MoveAccepted');
        botMoves += res.data.submitMove.botMoves.length;
        if (res.data.submitMove.status === 'FINISHED') break;
        running.push(res);
        expect(hiddenOfOthers(game.toLowerCase(), res.data.submitMove.view, 0).every((h) => h === null)).toBe(true);
        expect(res.data.submitMove.actors).toContain(0);
      }
      const done = await gql(t, 'query($g: ID!) { game(id: $g) { status result } }', { g: id }, me);
      expect(done.data.game.status).toBe('FINISHED');
      expect(done.data.game.result.scores).toHaveLength(botCount + 1);
      expect(botMoves).toBeGreaterThan(10);
      // No answer while the game ran held the seed, PRNG state, or a bot's hand or bag.
      expect(findLeaks(running, [`bots-gql-${game}`])).toEqual([]);
    },
    240_000,
  );

  describe('bad input changes nothing', () => {
    let me: TypedPlayer;
    beforeAll(async () => {
      me = await crier.register('bad input');
    });
    const create = (body: CreateGameInput) => me.client.POST('/v1/games', { body });
    // Untyped on purpose: bodies of shapes the contract forbids (a seat of no known kind, a bot
    // that is not a string, seats as a word, seatList over REST), refused with VALIDATION_FAILED.
    const createRaw = (body: unknown) =>
      request(t.server)
        .post('/v1/games')
        .set(bearer(me))
        .send(body as object)
        .then(record);
    const myGames = async () =>
      expectData(await me.client.GET('/v1/games', { params: { query: { mine: true } } }), 200).totalCount;

    it('refuses an unknown policy, listing the game’s', async () => {
      const before = await myGames();
      const res = expectError(await create({ game: 'troyes', seats: [{ player: 'me' }, { bot: 'rollout' }] }), 400);
      expect(res).toMatchObject({
        code: 'UNKNOWN_BOT_POLICY',
        game: 'troyes',
        policy: 'rollout',
        seat: 1,
        available: ['random@1', 'greedy@1'],
      });
      const g = await gql(
        t,
        'mutation($i: CreateGameInput!) { createGame(input: $i) { id } }',
        { i: { game: 'ORLEANS', seatList: [{ player: 'me' }, { bot: 'greedy@9' }] } },
        me,
      );
      expect(g.errors?.[0]?.extensions).toMatchObject({
        code: 'UNKNOWN_BOT_POLICY',
        available: ['random@1', 'greedy@1', 'rollout@1'],
      });
      expect(await myGames()).toBe(before);
    });

    it('refuses a game of bots only, more seats than the game has, and no or two creator seats', async () => {
      const before = await myGames();
      const botsOnly = expectError(
        await create({ game: 'troyes', seats: [{ bot: 'greedy' }, { bot: 'greedy' }] }),
        400,
      );
      expect(botsOnly).toMatchObject({ code: 'INVALID_SEATS', reason: 'NO_PERSON' });
      const tooMany = expectError(
        await create({
          game: 'troyes',
          seats: [{ player: 'me' }, { bot: 'greedy' }, { bot: 'greedy' }, { bot: 'greedy' }, { bot: 'greedy' }],
        }),
        400,
      );
      expect(tooMany).toMatchObject({ code: 'INVALID_SEATS', reason: 'TOO_MANY_SEATS', bots: 4, maxPlayers: 4 });
      const noCreator = await create({ game: 'troyes', seats: [{ player: 'open' }, { bot: 'greedy' }] });
      expect(noCreator.error).toMatchObject({ code: 'INVALID_SEATS', reason: 'CREATOR_SEAT' });
      const twoCreators = await create({ game: 'troyes', seats: [{ player: 'me' }, { player: 'me' }] });
      expect(twoCreators.error).toMatchObject({ code: 'INVALID_SEATS', reason: 'CREATOR_SEAT' });
      // Shapes the types allow but the document's constraints (minItems, minimum) or the seat rules refuse.
      const wellTyped: CreateGameInput['seats'][] = [[], [{ player: 'me', bot: 'greedy' }], 0];
      for (const seats of wellTyped) {
        const res = await create({ game: 'troyes', seats });
        expect([res.response.status, res.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
      }
      // And shapes the types refuse (test/types/typed-client.ts), sent raw.
      for (const seats of [[{}], [{ player: 'them' }], [{ bot: 7 }], 'two']) {
        const res = await createRaw({ game: 'troyes', seats });
        expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      }
      const both = await gql(
        t,
        'mutation($i: CreateGameInput!) { createGame(input: $i) { id } }',
        { i: { game: 'TROYES', seats: 2, seatList: [{ player: 'me' }, { bot: 'greedy' }] } },
        me,
      );
      expect(both.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
      const neither = await gql(t, 'mutation { createGame(input: {game: TROYES}) { id } }', {}, me);
      expect(neither.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
      const restSeatList = await createRaw({ game: 'troyes', seatList: [{ player: 'me' }, { bot: 'greedy' }] });
      expect(restSeatList.body.code).toBe('VALIDATION_FAILED');
      // SeatInput is @oneOf: a seat with both or neither is refused by GraphQL itself, from variables
      // (VALIDATION_FAILED) or written in the operation (GRAPHQL_VALIDATION_FAILED).
      for (const seat of [{ player: 'me', bot: 'greedy' }, {}]) {
        const res = await gql(
          t,
          'mutation($i: CreateGameInput!) { createGame(input: $i) { id } }',
          { i: { game: 'TROYES', seatList: [seat, { bot: 'greedy' }] } },
          me,
        );
        expect(res.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
      }
      const inline = await gql(
        t,
        'mutation { createGame(input: {game: TROYES, seatList: [{player: "me", bot: "greedy"}]}) { id } }',
        {},
        me,
      );
      expect(inline.errors?.[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(await myGames()).toBe(before);
    });

    it('does not let anyone join a bot’s seat', async () => {
      const other = await crier.register('joiner');
      const join = (id: string) => other.client.POST('/v1/games/{id}/join', { params: { path: { id } } });
      const solo = await create({ game: 'orleans', seats: [{ player: 'me' }, { bot: 'greedy' }] });
      const refused = expectError(await join(solo.data!.id), 409);
      expect(refused).toMatchObject({ code: 'CONFLICT', reason: 'BOT_SEATS_ONLY' });
      // An open seat beside bots is joined, skipping the bot's seat; the game then starts and bots act.
      const mixed = await create({ game: 'troyes', seats: [{ player: 'me' }, { bot: 'greedy' }, { player: 'open' }] });
      expect(mixed.data!.status).toBe('OPEN');
      const joined = expectData(await join(mixed.data!.id), 200);
      expect(joined).toMatchObject({ status: 'ACTIVE', mySeat: 2 });
      expect(joined.seats.map((s) => [s.player?.name ?? null, s.bot])).toEqual([
        ['bad input', null],
        [null, 'greedy@1'],
        ['joiner', null],
      ]);
    });
  });
});
