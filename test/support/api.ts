import request from 'supertest';
import { expect } from '@jest/globals';
import type { TestApp } from './test-app';
import { expectStatus } from './with-context';

export interface TestPlayer {
  id: string;
  name: string;
  apiKey: string;
}

export const bearer = (p: TestPlayer): Record<string, string> => ({ authorization: `Bearer ${p.apiKey}` });

/** Every JSON body the suite receives, so leak scans can look at all of them. */
export const seenBodies: unknown[] = [];

export function record<T extends request.Response>(res: T): T {
  if (res.body !== undefined) seenBodies.push(res.body);
  return res;
}

export async function registerPlayer(t: TestApp, name: string): Promise<TestPlayer> {
  const res = record(await request(t.server).post('/v1/players').send({ name }));
  expect(res.status).toBe(201);
  return res.body as TestPlayer;
}

/** A deterministic pseudo-random pick, so failures reproduce. */
export function picker(seed: number): <T>(items: T[]) => T {
  let s = seed >>> 0;
  return <T>(items: T[]): T => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return items[s % items.length] as T;
  };
}

/**
 * Plays a started game to its end over REST: whoever is among the actors fetches their legal
 * moves and submits one. Returns the number of moves made.
 */
export async function playToEndRest(t: TestApp, gameId: string, players: TestPlayer[], seed = 1): Promise<number> {
  return playSome(t, gameId, players, Infinity, seed);
}

/** Plays up to `limit` moves (or to the end) over REST; returns the number of moves made. */
export async function playSome(
  t: TestApp,
  gameId: string,
  players: TestPlayer[],
  limit: number,
  seed = 1,
): Promise<number> {
  const pick = picker(seed);
  let moves = 0;
  for (let guard = 0; guard < 5000 && moves < limit; guard++) {
    const game = record(await request(t.server).get(`/v1/games/${gameId}`).set(bearer(players[0]!)));
    expect(game.status).toBe(200);
    if (game.body.status === 'FINISHED') return moves;
    const actors: number[] = game.body.actors;
    expect(actors.length).toBeGreaterThan(0);
    for (const seat of actors) {
      const player = players[seat]!;
      const legal = record(await request(t.server).get(`/v1/games/${gameId}/legal-moves`).set(bearer(player)));
      expect(legal.status).toBe(200);
      if (legal.body.moves.length === 0) continue;
      const res = record(
        await request(t.server)
          .post(`/v1/games/${gameId}/moves`)
          .set(bearer(player))
          .send({ move: pick(legal.body.moves) }),
      );
      if (res.status === 409 && res.body.code === 'NOT_YOUR_TURN') continue; // a simultaneous step ended
      expectStatus(res, 201);
      moves++;
      if (moves >= limit) return moves;
    }
  }
  if (limit !== Infinity) return moves;
  throw new Error('game did not finish');
}
