import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CreateGameInput, CrierClient, GameMove } from '../../src/client';
import { picker } from '../support/api';
import { gql, gqlEnum } from '../support/gql';
import { startTestApp, type TestApp } from '../support/test-app';
import { expectData, typedClient, type TypedCrier } from '../support/typed-client';

/**
 * One request per decision (issue 12.5): the 201 of a move carries the mover's next legal moves
 * when it still acts, and GET /v1/games/{id} carries them for an actor, so a client never needs
 * the legal-moves route. Each list is compared with what legal-moves says at the same version.
 */
describe('one request per decision: legalMoves in the move answer and the game', () => {
  let t: TestApp;
  let crier: TypedCrier;

  beforeAll(async () => {
    t = await startTestApp();
    crier = await typedClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function register(name: string): Promise<CrierClient> {
    return (await crier.register(name)).client;
  }

  async function legalAt(client: CrierClient, id: string): Promise<{ version: number; moves: GameMove[] }> {
    const { data } = await client.GET('/v1/games/{id}/legal-moves', { params: { path: { id } } });
    return data!;
  }

  it.each(['troyes-dice', 'troyes', 'orleans'] as const)(
    'plays a 2-seat %s game to the end from the answers alone, each list equal to legal-moves',
    async (game) => {
      const seats = [await register(`${game} a`), await register(`${game} b`)];
      const spectator = await register(`${game} watcher`);
      const created = await seats[0]!.POST('/v1/games', { body: { game, seats: 2, seed: `one-request-${game}` } });
      const id = created.data!.id;
      expect(created.data!.legalMoves).toBeNull(); // not started: nobody acts
      await seats[1]!.POST('/v1/games/{id}/join', { params: { path: { id } } });

      // What each seat holds: its legal moves, from GET once, then from its own move answers.
      const known: (GameMove[] | null)[] = [];
      for (const [seat, client] of seats.entries()) {
        const { data } = await client.GET('/v1/games/{id}', { params: { path: { id } } });
        const legal = await legalAt(client, id);
        expect(data!.legalMoves).toEqual(data!.actors.includes(seat) ? legal.moves : null);
        known[seat] = data!.legalMoves;
      }
      const watched = await spectator.GET('/v1/games/{id}', { params: { path: { id } } });
      expect(watched.data!.legalMoves).toBeNull();

      const pick = picker(11);
      let moves = 0;
      for (let guard = 0; guard < 5000; guard++) {
        const seat = known.findIndex((m) => m !== null && m.length > 0);
        if (seat < 0) {
          // Nobody holds a list: another seat's move made someone an actor; GET tells them.
          const refreshed = await Promise.all(seats.map((c) => c.GET('/v1/games/{id}', { params: { path: { id } } })));
          if (refreshed[0]!.data!.status === 'FINISHED') break;
          refreshed.forEach((r, s) => (known[s] = r.data!.legalMoves));
          continue;
        }
        const { data, error } = await seats[seat]!.POST('/v1/games/{id}/moves', {
          params: { path: { id } },
          body: { move: pick(known[seat]!) },
        });
        if (error?.code === 'NOT_YOUR_TURN') {
          known[seat] = null;
          continue;
        }
        expect(error).toBeUndefined();
        moves++;
        known[seat] = data!.legalMoves;
        if (data!.legalMoves !== null) {
          expect(data!.actors).toContain(seat);
          expect(data!.legalMoves).toEqual((await legalAt(seats[seat]!, id)).moves);
        } else {
          expect(data!.actors).not.toContain(seat);
        }
        // The others learn of their turn from GET (or the live stream): clear what they held.
        known.forEach((_, s) => s !== seat && (known[s] = null));
        if (data!.status === 'FINISHED') {
          expect(data!.legalMoves).toBeNull();
          break;
        }
      }
      const { data: finished } = await seats[0]!.GET('/v1/games/{id}', { params: { path: { id } } });
      expect(finished!.status).toBe('FINISHED');
      expect(finished!.legalMoves).toBeNull();
      expect(moves).toBeGreaterThan(10);
    },
    180_000,
  );

  const startingAtOnce: [string, CreateGameInput | null][] = [
    ['troyes-dice solo', { game: 'troyes-dice', seats: 1 }],
    ['troyes against a bot', { game: 'troyes', seats: [{ player: 'me' }, { bot: 'greedy' }] }],
    ['orleans against bots', { game: 'orleans', seats: [{ bot: 'greedy' }, { player: 'me' }, { bot: 'random' }] }],
    ['the troyes-dice daily attempt', null],
  ];
  it.each(startingAtOnce)(
    'a game that starts as it is created (%s) answers with the state a fresh instance replays from the stream',
    async (_, body) => {
      const player = await crier.register('starts at once');
      const created = body
        ? expectData(await player.client.POST('/v1/games', { body }), 201)
        : expectData(
            await player.client.POST('/v1/daily/{kind}/attempt', { params: { path: { kind: 'troyes-dice' } } }),
            201,
          );
      expect(created.status).toBe('ACTIVE');
      // A second instance on the same database has nothing in memory: it sets the game up and replays.
      const fresh = await startTestApp(
        {},
        { url: t.config.databaseUrl ?? t.database.embedded!.url, drop: async () => undefined },
      );
      try {
        const read = expectData(
          await (await typedClient(fresh)).as(player).GET('/v1/games/{id}', { params: { path: { id: created.id } } }),
          200,
        );
        expect(read.version).toBe(created.version);
        expect(read.actors).toEqual(created.actors);
        expect(read.view).toEqual(created.view);
        expect(read.legalMoves).toEqual(created.legalMoves);
        expect(created.legalMoves?.length).toBeGreaterThan(0);
      } finally {
        await fresh.close();
      }
    },
  );

  it('Prefer: return=minimal answers a move without the view (Preference-Applied), and only then', async () => {
    const player = await crier.register('lean answers');
    const game = expectData(
      await player.client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 1, seed: 'lean' } }),
      201,
    );
    const path = { params: { path: { id: game.id } } };
    const lean = await player.client.POST('/v1/games/{id}/moves', {
      ...path,
      body: { move: game.legalMoves![0]! },
      headers: { Prefer: 'respond-async, return=minimal' },
    });
    const leanBody = expectData(lean, 201);
    expect(lean.response.headers.get('preference-applied')).toBe('return=minimal');
    expect(leanBody).not.toHaveProperty('view');
    // Everything else is there: the next decision needs no other request.
    expect(leanBody.legalMoves).toEqual((await legalAt(player.client, game.id)).moves);
    expect(leanBody.version).toBe(game.version + 1);

    const whole = await player.client.POST('/v1/games/{id}/moves', {
      ...path,
      body: { move: leanBody.legalMoves![0]! },
      headers: { Prefer: 'return=representation' },
    });
    expect(whole.response.headers.get('preference-applied')).toBeNull();
    const read = expectData(await player.client.GET('/v1/games/{id}', path), 200);
    expect(expectData(whole, 201).view).toEqual(read.view);

    // Under an Idempotency-Key the stored answer is whole: a retry without the preference has the view.
    const key = { 'Idempotency-Key': 'lean-then-whole' };
    const move = { ...path, body: { move: read.legalMoves![0]! } };
    const first = await player.client.POST('/v1/games/{id}/moves', {
      ...move,
      headers: { ...key, Prefer: 'return=minimal' },
    });
    expect(expectData(first, 201)).not.toHaveProperty('view');
    const retry = expectData(await player.client.POST('/v1/games/{id}/moves', { ...move, headers: key }), 201);
    expect(retry.version).toBe(expectData(first, 201).version);
    expect(retry.view).toEqual(expectData(await player.client.GET('/v1/games/{id}', path), 200).view);
  });

  it('GraphQL: MoveAccepted.legalMoves and Game.legalMoves agree with legalMoves', async () => {
    const player = await crier.register('graphql one request');
    const created = await gql(
      t,
      `mutation($input: CreateGameInput!) { createGame(input: $input) { id actors legalMoves } }`,
      { input: { game: gqlEnum('troyes-dice'), seats: 1, seed: 'one-request-gql' } },
      player,
    );
    const game = created.data.createGame;
    expect(game.actors).toEqual([0]);
    expect(game.legalMoves.length).toBeGreaterThan(0);
    const submitted = await gql(
      t,
      `mutation($input: SubmitMoveInput!) {
         submitMove(input: $input) { ... on MoveAccepted { version actors legalMoves } ... on MoveRejected { code } }
       }`,
      { input: { gameId: game.id, move: game.legalMoves[0] } },
      player,
    );
    const accepted = submitted.data.submitMove;
    expect(accepted.version).toBe(2);
    const legal = await gql(
      t,
      `query($gameId: ID!) { legalMoves(gameId: $gameId) { version moves } game(id: $gameId) { legalMoves } }`,
      { gameId: game.id },
      player,
    );
    expect(legal.data.legalMoves.version).toBe(accepted.version);
    expect(accepted.legalMoves).toEqual(legal.data.legalMoves.moves);
    expect(legal.data.game.legalMoves).toEqual(legal.data.legalMoves.moves);
  });
});
