import Ajv2020 from 'ajv/dist/2020';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gameSchemas } from '../../src/engine/schemas';
import { record } from '../support/api';
import { gql } from '../support/gql';
import { startTestApp, type TestApp } from '../support/test-app';
import { expectData, typedClient } from '../support/typed-client';

/**
 * GET /v1/game-types/{id}/schemas (and GraphQL `GameType.schemas`): each game's committed schema
 * document, cacheable by ETag; and what a client does with it: validate the moves, views, events
 * and result the API serves.
 */
describe('game schemas over the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves each game’s document with a strong ETag and Cache-Control, and 304 when it is unchanged', async () => {
    for (const [game, doc] of gameSchemas) {
      // Untyped on purpose (this test): raw headers, ETag, Cache-Control and conditional requests.
      const res = record(await request(t.server).get(`/v1/game-types/${game}/schemas`));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual(doc);
      expect(res.body).toMatchObject({ game, rulesVersion: doc.rulesVersions[0] });
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      expect(res.headers['cache-control']).toBe('public, max-age=300');

      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        // Untyped on purpose: a conditional request, its 304 and its headers.
        const again = await request(t.server).get(`/v1/game-types/${game}/schemas`).set('if-none-match', ifNoneMatch);
        expect(again.status).toBe(304);
        expect(again.text ?? '').toBe('');
        expect(again.headers.etag).toBe(etag);
      }
      // Untyped on purpose: a conditional request naming another ETag.
      const changed = await request(t.server).get(`/v1/game-types/${game}/schemas`).set('if-none-match', '"other"');
      expect(changed.status).toBe(200);
    }
    // Untyped on purpose: the ETag header of each document.
    const etags = await Promise.all(
      [...gameSchemas.keys()].map(
        async (g) => (await request(t.server).get(`/v1/game-types/${g}/schemas`)).headers.etag,
      ),
    );
    expect(new Set(etags).size).toBe(gameSchemas.size);
  });

  it('answers 404 NOT_FOUND (problem+json) for a game Crier does not referee', async () => {
    // Untyped on purpose: a game id outside the document's enum, and the raw content type.
    const res = record(await request(t.server).get('/v1/game-types/chess/schemas'));
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 404, code: 'NOT_FOUND', game: 'chess' });
    expect(res.body.knownGames.sort()).toEqual([...gameSchemas.keys()].sort());
    expect(res.headers.etag).toBeUndefined();
  });

  it('GraphQL GameType.schemas is the same document', async () => {
    const res = await gql(t, '{ gameTypes { id schemas } }');
    expect(res.errors).toBeUndefined();
    for (const type of res.data.gameTypes as { id: string; schemas: unknown }[]) {
      expect(type.schemas).toEqual(gameSchemas.get(type.id.toLowerCase().replace(/_/g, '-')));
    }
  });

  it('validates what the API serves in a game: legal moves, views, events, the result and the state', async () => {
    const crier = await typedClient(t);
    const doc = expectData(
      await crier.anonymous.GET('/v1/game-types/{id}/schemas', { params: { path: { id: 'troyes-dice' } } }),
      200,
    );
    // As docs/api.md tells a client to: one validator per root, the document's $defs beside it.
    const ajv = new Ajv2020({ strict: true, discriminator: true });
    const roots = ['move', 'view', 'event', 'result', 'state'] as const;
    const validators = Object.fromEntries(roots.map((r) => [r, ajv.compile({ ...doc[r], $defs: doc.$defs })]));
    const valid = (root: (typeof roots)[number], value: unknown): boolean => {
      const validate = validators[root]!;
      if (!validate(value)) throw new Error(`${root}: ${JSON.stringify(validate.errors)} in ${JSON.stringify(value)}`);
      return true;
    };
    const { client } = await crier.register('Schema Reader');
    const created = expectData(
      await client.POST('/v1/games', { body: { game: 'troyes-dice', seats: 1, seed: 'schemas-e2e' } }),
      201,
    );
    const id = created.id;
    const path = { params: { path: { id } } };
    expect(valid('view', created.view)).toBe(true);
    for (let n = 0; n < 200; n++) {
      const legal = expectData(await client.GET('/v1/games/{id}/legal-moves', path), 200);
      if (legal.moves.length === 0) break;
      for (const m of legal.moves) valid('move', m);
      const res = expectData(
        await client.POST('/v1/games/{id}/moves', { ...path, body: { move: legal.moves[n % legal.moves.length]! } }),
        201,
      );
      for (const e of res.events) valid('event', e);
      valid('view', res.view);
      if (res.status === 'FINISHED') {
        valid('result', res.result);
        break;
      }
    }
    const game = expectData(await client.GET('/v1/games/{id}', path), 200);
    expect(game.status).toBe('FINISHED');
    valid('result', game.result);
    valid('view', game.view);
    const final = expectData(await client.GET('/v1/games/{id}/state', path), 200);
    valid('state', final.state);
  });
});
