import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getGame, replay, type SeatedMove } from '../../src/engine';
import { bearer, playSome, playToEndRest, record, registerPlayer, seenBodies, type TestPlayer } from '../support/api';
import { findLeaks } from '../support/leak-scan';
import { startTestApp, type TestApp } from '../support/test-app';

describe('a 3-player Troyes Dice game through REST, from registration to final scores', () => {
  let t: TestApp;
  let players: TestPlayer[];
  let gameId: string;
  const seed = 'e2e-rest-three-players';

  beforeAll(async () => {
    t = await startTestApp();
    players = [];
    for (const name of ['Valentin', 'Hugues', 'Blanche']) players.push(await registerPlayer(t, name));
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers players whose keys authenticate', async () => {
    const me = record(await request(t.server).get('/v1/players/me').set(bearer(players[0]!)));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: players[0]!.id, name: 'Valentin' });
    expect(me.body.apiKey).toBeUndefined();
  });

  it('creates a game with open seats, fills them, and starts it', async () => {
    const created = record(
      await request(t.server).post('/v1/games').set(bearer(players[0]!)).send({ game: 'troyes-dice', seats: 3, seed }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      game: 'troyes-dice',
      status: 'OPEN',
      version: 0,
      mySeat: 0,
      actors: [],
      seed: null,
    });
    gameId = created.body.id;
    const second = record(await request(t.server).post(`/v1/games/${gameId}/join`).set(bearer(players[1]!)));
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ status: 'OPEN', mySeat: 1 });
    const third = record(await request(t.server).post(`/v1/games/${gameId}/join`).set(bearer(players[2]!)));
    expect(third.body).toMatchObject({ status: 'ACTIVE', mySeat: 2, version: 1 });
    expect(third.body.seats.map((s: { player: { name: string } }) => s.player.name)).toEqual([
      'Valentin',
      'Hugues',
      'Blanche',
    ]);
    const mine = record(await request(t.server).get('/v1/games?mine=true').set(bearer(players[1]!)));
    expect(mine.body.items.map((g: { id: string }) => g.id)).toEqual([gameId]);
  });

  it("shows a running game's events without the seed or other seats' moves", async () => {
    await playSome(t, gameId, players, 6);
    const asSeat1 = record(await request(t.server).get(`/v1/games/${gameId}/events`).set(bearer(players[1]!)));
    expect(asSeat1.body.seed).toBeNull();
    const moves = asSeat1.body.events.filter((e: { type: string }) => e.type === 'MoveMade');
    expect(moves.length).toBeGreaterThan(0);
    for (const e of moves) {
      if (e.seat === 1) expect(e.payload.move).toBeDefined();
      else expect(e.payload.move).toBeUndefined();
    }
    const spectator = record(await request(t.server).get(`/v1/games/${gameId}/events`));
    expect(spectator.body.events.every((e: { payload: { move?: unknown } }) => e.payload.move === undefined)).toBe(
      true,
    );
    const early = record(await request(t.server).get(`/v1/games/${gameId}/state`));
    expect(early.status).toBe(409);
  });

  it('plays to the end and reports the scores', async () => {
    const moves = await playToEndRest(t, gameId, players, 7);
    expect(seenBodies.slice(0, -1).flatMap((b) => findLeaks(b, [seed]))).toEqual([]);
    expect(moves).toBeGreaterThan(10);
    const game = record(await request(t.server).get(`/v1/games/${gameId}`));
    expect(game.body.status).toBe('FINISHED');
    expect(game.body.mySeat).toBeNull();
    expect(game.body.seed).toBe(seed);
    expect(game.body.result.scores).toHaveLength(3);
    for (const s of game.body.result.scores) {
      expect(s.total).toBe(Object.values(s.breakdown as Record<string, number>).reduce((a, b) => a + b, 0));
    }
  });

  it('publishes the whole stream once finished, and it replays to the same scores', async () => {
    const history = record(await request(t.server).get(`/v1/games/${gameId}/events`));
    expect(history.status).toBe(200);
    const events = history.body.events as { seq: number; type: string; seat: number; payload: any }[];
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i));
    expect(events[0]!.type).toBe('GameCreated');
    expect(events[0]!.payload.seedCommitment).toBe(createHash('sha256').update(history.body.seed).digest('hex'));
    expect(events.at(-1)!.type).toBe('GameFinished');
    const moves: SeatedMove[] = events
      .filter((e) => e.type === 'MoveMade')
      .map((e) => ({ seat: e.seat, move: e.payload.move }));
    const replayed = replay(getGame('troyes-dice')!, events[0]!.payload.options, history.body.seed, 3, moves);
    expect(replayed.ok).toBe(true);
    if (replayed.ok)
      expect(getGame('troyes-dice')!.scores(replayed.value.state)).toEqual(events.at(-1)!.payload.scores);
    const state = record(await request(t.server).get(`/v1/games/${gameId}/state?at=1`));
    expect(state.status).toBe(200);
    expect(state.body.version).toBe(1);
  });

  it('pages the games list with cursors, and refuses bad cursors with VALIDATION_FAILED', async () => {
    const me = players[2]!;
    for (let i = 0; i < 4; i++) {
      const res = await request(t.server).post('/v1/games').set(bearer(me)).send({ game: 'troyes-dice', seats: 2 });
      expect(res.status).toBe(201);
    }
    const all = record(await request(t.server).get('/v1/games?mine=true&first=100').set(bearer(me)));
    const ids: string[] = all.body.items.map((g: { id: string }) => g.id);
    expect(ids.length).toBeGreaterThanOrEqual(4); // and the game of the tests above
    const paged: string[] = [];
    let after = '';
    for (let i = 0; i < 5; i++) {
      const page = record(await request(t.server).get(`/v1/games?mine=true&first=2${after}`).set(bearer(me)));
      expect(page.status).toBe(200);
      paged.push(...page.body.items.map((g: { id: string }) => g.id));
      if (!page.body.hasNextPage) break;
      after = `&after=${page.body.endCursor as string}`;
    }
    expect(paged).toEqual(ids);

    const notAnId = Buffer.from(JSON.stringify([new Date().toISOString(), 'not-a-uuid'])).toString('base64url');
    for (const cursor of ['garbage', notAnId]) {
      const bad = record(await request(t.server).get(`/v1/games?mine=true&after=${cursor}`).set(bearer(me)));
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
      expect(bad.body.fields).toEqual([expect.objectContaining({ path: 'after' })]);
    }
  });
});
