import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getGame, replay, type SeatedMove } from '../../src/engine';
import { seenBodies } from '../support/api';
import { findLeaks } from '../support/leak-scan';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  expectError,
  playSomeTyped,
  playToEndTyped,
  typedClient,
  type TypedCrier,
  type TypedPlayer,
} from '../support/typed-client';

describe('a 3-player Troyes Dice game through REST, from registration to final scores', () => {
  let t: TestApp;
  let crier: TypedCrier;
  let players: TypedPlayer[];
  let gameId: string;
  const seed = 'e2e-rest-three-players';
  const game = () => ({ params: { path: { id: gameId } } });

  beforeAll(async () => {
    t = await startTestApp();
    crier = await typedClient(t);
    players = [];
    for (const name of ['Valentin', 'Hugues', 'Blanche']) players.push(await crier.register(name));
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers players whose keys authenticate', async () => {
    const me = await players[0]!.client.GET('/v1/players/me');
    expect(me.response.status).toBe(200);
    expect(me.data).toMatchObject({ id: players[0]!.id, name: 'Valentin' });
    expect(me.data).not.toHaveProperty('apiKey');
  });

  it('creates a game with open seats, fills them, and starts it', async () => {
    const created = await players[0]!.client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 3, seed } });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({
      game: 'troyes-dice',
      status: 'OPEN',
      version: 0,
      mySeat: 0,
      actors: [],
      seed: null,
    });
    gameId = created.data!.id;
    const second = await players[1]!.client.POST('/v1/games/{id}/join', game());
    expect(second.response.status).toBe(200);
    expect(second.data).toMatchObject({ status: 'OPEN', mySeat: 1 });
    const third = await players[2]!.client.POST('/v1/games/{id}/join', game());
    expect(third.data).toMatchObject({ status: 'ACTIVE', mySeat: 2, version: 1 });
    expect(third.data!.seats.map((s) => s.player?.name)).toEqual(['Valentin', 'Hugues', 'Blanche']);
    const mine = await players[1]!.client.GET('/v1/games', { params: { query: { mine: true } } });
    expect(mine.data!.items.map((g) => g.id)).toEqual([gameId]);
  });

  it("shows a running game's events without the seed or other seats' moves", async () => {
    await playSomeTyped(gameId, players, 6);
    const asSeat1 = (await players[1]!.client.GET('/v1/games/{id}/events', game())).data!;
    expect(asSeat1.seed).toBeNull();
    const moves = asSeat1.events.filter((e) => e.type === 'MoveMade');
    expect(moves.length).toBeGreaterThan(0);
    for (const e of moves) {
      if (e.seat === 1) expect(e.payload.move).toBeDefined();
      else expect(e.payload.move).toBeUndefined();
    }
    const spectator = (await crier.anonymous.GET('/v1/games/{id}/events', game())).data!;
    expect(spectator.events.every((e) => e.type !== 'MoveMade' || e.payload.move === undefined)).toBe(true);
    const early = await crier.anonymous.GET('/v1/games/{id}/state', game());
    expect(early.response.status).toBe(409);
  });

  it('plays to the end and reports the scores', async () => {
    const moves = await playToEndTyped(gameId, players, 7);
    expect(seenBodies.slice(0, -1).flatMap((b) => findLeaks(b, [seed]))).toEqual([]);
    expect(moves).toBeGreaterThan(10);
    const finished = (await crier.anonymous.GET('/v1/games/{id}', game())).data!;
    expect(finished.status).toBe('FINISHED');
    expect(finished.mySeat).toBeNull();
    expect(finished.seed).toBe(seed);
    expect(finished.result!.scores).toHaveLength(3);
    for (const s of finished.result!.scores) {
      expect(s.total).toBe(Object.values(s.breakdown).reduce((a, b) => a + b, 0));
    }
  });

  it('publishes the whole stream once finished, and it replays to the same scores', async () => {
    const history = await crier.anonymous.GET('/v1/games/{id}/events', game());
    expect(history.response.status).toBe(200);
    const events = history.data!.events;
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i));
    const created = events[0]!;
    const last = events.at(-1)!;
    if (created.type !== 'GameCreated') throw new Error(`first event ${created.type}`);
    if (last.type !== 'GameFinished') throw new Error(`last event ${last.type}`);
    expect(created.payload.seedCommitment).toBe(createHash('sha256').update(history.data!.seed!).digest('hex'));
    const moves: SeatedMove[] = events.flatMap((e) =>
      e.type === 'MoveMade' ? [{ seat: e.seat!, move: e.payload.move! }] : [],
    );
    const replayed = replay(getGame('troyes-dice')!, created.payload.options, history.data!.seed!, 3, moves);
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(getGame('troyes-dice')!.scores(replayed.value.state)).toEqual(last.payload.scores);
    const state = await crier.anonymous.GET('/v1/games/{id}/state', { params: { ...game().params, query: { at: 1 } } });
    expect(state.response.status).toBe(200);
    expect(state.data!.version).toBe(1);
  });

  it('pages the games list with cursors, and refuses bad cursors with VALIDATION_FAILED', async () => {
    const me = players[2]!.client;
    for (let i = 0; i < 4; i++) {
      const res = await me.POST('/v1/games', { body: { game: 'troyes-dice', seats: 2 } });
      expect(res.response.status).toBe(201);
    }
    const all = (await me.GET('/v1/games', { params: { query: { mine: true, first: 100 } } })).data!;
    const ids = all.items.map((g) => g.id);
    expect(ids.length).toBeGreaterThanOrEqual(4); // and the game of the tests above
    const paged: string[] = [];
    let after: string | undefined;
    for (let i = 0; i < 5; i++) {
      const page = await me.GET('/v1/games', { params: { query: { mine: true, first: 2, after } } });
      expect(page.response.status).toBe(200);
      paged.push(...page.data!.items.map((g) => g.id));
      if (!page.data!.hasNextPage) break;
      after = page.data!.endCursor!;
    }
    expect(paged).toEqual(ids);

    const notAnId = Buffer.from(JSON.stringify([new Date().toISOString(), 'not-a-uuid'])).toString('base64url');
    for (const cursor of ['garbage', notAnId]) {
      const bad = expectError(await me.GET('/v1/games', { params: { query: { mine: true, after: cursor } } }), 400);
      expect(bad.code).toBe('VALIDATION_FAILED');
      expect(bad.fields).toEqual([expect.objectContaining({ path: 'after' })]);
    }
  });
});
