import { expect } from '@jest/globals';
import type { Middleware } from 'openapi-fetch';
import { createCrierClient, type components, type CrierClient, type GameMove } from '../../src/client';
import { picker, seenBodies } from './api';
import { checkChildAnswer, openApiContract } from './contract';
import { listenOnLoopback, type TestApp } from './test-app';
import { withContext } from './with-context';

/**
 * The e2e suites' REST client: `crier/client` (src/client, generated from the committed
 * openapi.json) bound to a test app, so paths, parameters, bodies, move literals and answers are
 * typed from the contract (issue 12.8, dogfooding). Every answer is still checked against the
 * document: a test app's own hook checks all it sends (test/support/test-app.ts); a client of a
 * Crier process started by the suite (`typedClientAt`) checks each answer as http-client.ts does.
 * Every JSON body received is also added to `seenBodies` (test/support/api.ts) for leak scans.
 *
 *   const crier = await typedClient(t);
 *   const ada = await crier.register('Ada');
 *   const game = expectData(await ada.client.POST('/v1/games', { body: { game: 'troyes', seats: 2 } }), 201);
 */
export interface TypedPlayer {
  id: string;
  name: string;
  apiKey: string;
  /** A client sending this player's key on every request. */
  client: CrierClient;
}

export interface TypedCrier {
  baseUrl: string;
  /** A client without a key (a spectator, a verifier). */
  anonymous: CrierClient;
  /** A client sending `apiKey` as `Authorization: Bearer …` (a TestPlayer from api.ts will do). */
  as(player: { apiKey: string }): CrierClient;
  /** Registers a player (POST /v1/players, 201 expected) and gives it its client. */
  register(name: string): Promise<TypedPlayer>;
}

const listening = new WeakMap<TestApp, Promise<string>>();

/** A typed client bound to a test app (listening on loopback once, however many times this is called). */
export async function typedClient(t: TestApp): Promise<TypedCrier> {
  let url = listening.get(t);
  if (!url) {
    url = listenOnLoopback(t);
    listening.set(t, url);
  }
  return typedCrier(await url, false);
}

/** A typed client of a Crier process the suite started itself: each answer is checked against openapi.json here. */
export function typedClientAt(baseUrl: string): TypedCrier {
  return typedCrier(baseUrl, true);
}

function typedCrier(baseUrl: string, checkHere: boolean): TypedCrier {
  const middleware: Middleware = {
    async onResponse({ request, response }) {
      const text = await response.clone().text();
      const contentType = response.headers.get('content-type') ?? '';
      if (checkHere) {
        const url = new URL(request.url);
        checkChildAnswer(request.method, url.pathname + url.search, response.status, contentType, text);
      }
      if (/json/.test(contentType) && text.length > 0) {
        try {
          seenBodies.push(JSON.parse(text));
        } catch {
          // not JSON after all: the contract check reports it
        }
      }
      return response;
    },
  };
  const make = (apiKey?: string): CrierClient => {
    const client = createCrierClient({ baseUrl, apiKey });
    client.use(middleware);
    return client;
  };
  const anonymous = make();
  return {
    baseUrl,
    anonymous,
    as: (player) => make(player.apiKey),
    async register(name) {
      const player = expectData(await anonymous.POST('/v1/players', { body: { name } }), 201);
      return { id: player.id, name: player.name, apiKey: player.apiKey, client: make(player.apiKey) };
    },
  };
}

/** What openapi-fetch answers: `data` on a documented success, `error` (a problem) otherwise. */
interface Answer<D, E> {
  data?: D;
  error?: E;
  response: Response;
}

const shown = (res: Answer<unknown, unknown>) =>
  `${res.response.url} -> ${res.response.status} ${JSON.stringify(res.error ?? res.data ?? null).slice(0, 2_000)}`;

/** The answer has this (success) status; returns its typed body. A failure shows what came instead. */
export function expectData<D, E>(res: Answer<D, E>, status: number): D {
  withContext(shown(res), () => expect(res.response.status).toBe(status));
  if (res.data === undefined) throw new Error(`${shown(res)}: no body`);
  return res.data;
}

/** The answer is a refusal with this status; returns the typed problem. A failure shows what came instead. */
export function expectError<D, E>(res: Answer<D, E>, status: number): E {
  withContext(shown(res), () => expect(res.response.status).toBe(status));
  if (res.error === undefined) throw new Error(`${shown(res)}: no problem body`);
  return res.error;
}

/**
 * Plays up to `limit` moves (or to the end) with the players' typed clients: whoever is among
 * the actors fetches their legal moves and submits one (as api.ts's playSome does over
 * supertest). Returns the number of moves made.
 */
export async function playSomeTyped(
  gameId: string,
  players: { client: CrierClient }[],
  limit: number,
  seed = 1,
): Promise<number> {
  const pick = picker(seed);
  const path = { params: { path: { id: gameId } } };
  let moves = 0;
  for (let guard = 0; guard < 5000 && moves < limit; guard++) {
    const game = expectData(await players[0]!.client.GET('/v1/games/{id}', path), 200);
    if (game.status === 'FINISHED') return moves;
    expect(game.actors.length).toBeGreaterThan(0);
    for (const seat of game.actors) {
      const client = players[seat]!.client;
      const legal = expectData(await client.GET('/v1/games/{id}/legal-moves', path), 200);
      if (legal.moves.length === 0) continue;
      const move: GameMove = pick(legal.moves);
      const res = await client.POST('/v1/games/{id}/moves', { ...path, body: { move } });
      if (res.response.status === 409 && res.error?.code === 'NOT_YOUR_TURN') continue; // a simultaneous step ended
      expectData(res, 201);
      moves++;
      if (moves >= limit) return moves;
    }
  }
  if (limit !== Infinity) return moves;
  throw new Error('game did not finish');
}

/** Plays a started game to its end with the players' typed clients; returns the number of moves made. */
export async function playToEndTyped(gameId: string, players: { client: CrierClient }[], seed = 1): Promise<number> {
  return playSomeTyped(gameId, players, Infinity, seed);
}

/**
 * `value` (say, the engine's untyped `Json` moves of a playout) as the document's schema `name`,
 * after checking it against that schema: a parse, not a cast; throws when it does not match.
 */
export function asContract<K extends keyof components['schemas']>(name: K, value: unknown): components['schemas'][K] {
  const errors = openApiContract().schemaErrors(`#/components/schemas/${name}`, value);
  if (errors !== null) throw new Error(`not a ${name}: ${errors}`);
  return value as components['schemas'][K];
}
