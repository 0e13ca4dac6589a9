import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectGraphQLAnswer, expectProblem, http, type RawResponse } from '../support/http-client';
import { rowCounts, tableNames } from '../support/row-counts';
import { startTestApp, type TestApp } from '../support/test-app';
import { withContext } from '../support/with-context';

/**
 * Bad input: thousands of malformed bodies, headers and path parameters, and structurally
 * valid but illegal moves, sent to every write endpoint and GraphQL mutation. Every answer is
 * a documented refusal (never a 5xx), and a refused request leaves every table as it was.
 *
 * CRIER_FUZZ_RUNS sets the runs per property (default 60); CRIER_FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.CRIER_FUZZ_RUNS ?? 60);
const SEED = Number(process.env.CRIER_FUZZ_SEED ?? 20261122);
const params = (numRuns = RUNS): fc.Parameters<unknown> => ({ numRuns, seed: SEED, endOnFailure: true });

interface Player {
  id: string;
  apiKey: string;
}
const auth = (p: Player): Record<string, string> => ({ authorization: `Bearer ${p.apiKey}` });

// ---------------------------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------------------------

/** Strings that hurt: empty, huge, control characters, lone surrogates, SQL, HTML, path tricks. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\r\n',
    "'; DROP TABLE player; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\ud800',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    'troyes-dice',
    '2026-11-21',
    '9999-99-99',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.integer({ min: 201, max: 5_000 }).map((n) => 'x'.repeat(n)),
);

/** Any JSON-ish value, including wrong types for every field. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 0, 1, 2, 10, 11, 2 ** 31, -(2 ** 53), 1e308, 0.5),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 8 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A huge array or string (some beyond the body limit). */
const huge = fc.oneof(
  fc.integer({ min: 10_000, max: 1_200_000 }).map((n) => 'é'.repeat(n)),
  fc.integer({ min: 10_000, max: 200_000 }).map((n) => new Array<number>(n).fill(7)),
);

/** Deeply nested arrays/objects, as text so the depth is not limited by JSON.stringify. */
const deepText = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean())
  .map(([d, obj]) => (obj ? '{"a":'.repeat(d) + '1' + '}'.repeat(d) : '['.repeat(d) + ']'.repeat(d)));

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=xyz',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/jsonx',
  'application/json; charset=latin1',
  'text/json',
  'image/png',
];

interface Body {
  label: string;
  contentType?: string;
  body?: string | Uint8Array;
}

const json = (label: string, value: unknown): Body => ({
  label,
  contentType: 'application/json',
  body: JSON.stringify(value),
});

/**
 * Malformed bodies around `valid`: one field dropped, retyped or made huge, extra fields, whole
 * bodies of the wrong type, deep nesting, invalid UTF-8, non-JSON, wrong content types.
 */
function badBodies(valid: Record<string, unknown>): fc.Arbitrary<Body> {
  const fields = Object.keys(valid);
  const fieldArb = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('name');
  return fc.oneof(
    fc.tuple(fieldArb, junk).map(([f, v]) => json(`field ${f} retyped`, { ...valid, [f]: v })),
    fieldArb.map((f) => {
      const copy: Record<string, unknown> = { ...valid };
      delete copy[f];
      return json(`field ${f} missing`, copy);
    }),
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 12 }), junk)
      .filter(([k]) => !fields.includes(k))
      .map(([k, v]) => json(`extra field ${k}`, { ...valid, [k]: v })),
    fc.tuple(fieldArb, huge).map(([f, v]) => json(`huge ${f}`, { ...valid, [f]: v })),
    fc.record(Object.fromEntries(fields.map((f) => [f, junk])), { requiredKeys: [] }).map((b) => json('all junk', b)),
    junk.map((v) => json('top-level junk', v)),
    deepText.map((text) => ({ label: 'deep nesting', contentType: 'application/json', body: text })),
    fc.integer({ min: 1_001, max: 40_000 }).map((n) => ({
      label: `object with ${n} keys`,
      contentType: 'application/json',
      body: `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`,
    })),
    fc.tuple(fieldArb, fc.uint8Array({ minLength: 1, maxLength: 40 })).map(([f, bytes]) => {
      // Guarantee at least one byte sequence that is not UTF-8.
      const bad = Buffer.concat([Buffer.from([0xc3, 0x28, 0xff]), Buffer.from(bytes), Buffer.from([0xed, 0xa0, 0x80])]);
      return {
        label: `invalid UTF-8 in ${f}`,
        contentType: 'application/json',
        body: Buffer.concat([Buffer.from(`{"${f}":"`), bad, Buffer.from('"}')]),
      };
    }),
    fc.string({ maxLength: 200 }).map((s) => ({ label: 'non-JSON', contentType: 'application/json', body: s })),
    fc.constant<Body>({ label: 'empty JSON body', contentType: 'application/json', body: '' }),
    fc
      .tuple(
        fc.constantFrom(...CONTENT_TYPES),
        fc.oneof(fc.string({ maxLength: 100 }), fc.constant(JSON.stringify(valid))),
      )
      .map(([ct, s]) => ({ label: `content-type ${ct}`, contentType: ct, body: s })),
  );
}

/** Header values fetch can send (visible ASCII), some plausible, many not. */
const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 260 }),
  fc.constantFrom('', 'Bearer', 'Bearer ', 'Basic Zm9vOmJhcg==', 'Bearer crier_0000000000000000_x', "Bearer '; DROP"),
);

/** Path segments: encoded nasty strings. */
const segment = fc.oneof(
  nastyString.map((s) => {
    try {
      return encodeURIComponent(s.length > 0 ? s : 'x');
    } catch {
      return '%ED%A0%80'; // a lone surrogate cannot be encoded: send its invalid UTF-8 bytes
    }
  }),
  fc.uuid(),
  fc.constantFrom('..', '%2e%2e', '%00', '%ff', '%', 'a%2Fb', 'me', 'null', '%ED%A0%80'),
);

// ---------------------------------------------------------------------------------------------

describe('fuzz: malformed input to every write endpoint', () => {
  let t: TestApp;
  let base: string;
  let owner: Player;
  let rotator: Player;
  let soloGame: string;
  let openGame: string;
  let legalMoves: unknown[] = [];
  let tables: string[];
  let requests = 0;
  const started = Date.now();

  /** Sends one request and checks it: no 5xx; a refusal is problem+json and changes no row. */
  async function probe(
    path: string,
    method: string,
    body: Body | undefined,
    headers: Record<string, string>,
    label: string,
  ): Promise<RawResponse> {
    const before = await rowCounts(t.database.pool);
    const res = await http(base, path, {
      method,
      headers: { ...(body?.contentType !== undefined ? { 'content-type': body.contentType } : {}), ...headers },
      body: body?.body,
    });
    requests++;
    const context = `${method} ${path} [${label}${body ? `; ${body.label}` : ''}]`;
    if (process.env.CRIER_FUZZ_DEBUG) console.info(`${Date.now() - started}ms ${res.status} ${context}`);
    withContext(`${context} ${res.text.slice(0, 300)}`, () => expect(res.status).toBeLessThan(500));
    if (res.status >= 400) {
      expectProblem(res, context);
      const after = await rowCounts(t.database.pool);
      withContext(context, () => expect(after).toEqual(before));
    }
    return res;
  }

  async function graphql(
    query: string,
    variables: unknown,
    headers: Record<string, string>,
    label: string,
  ): Promise<RawResponse> {
    if (process.env.CRIER_FUZZ_DEBUG)
      console.info(`${Date.now() - started}ms start graphql ${label} ${JSON.stringify(variables).slice(0, 80)}`);
    const before = await rowCounts(t.database.pool);
    const res = await http(base, '/graphql', { method: 'POST', headers, body: { query, variables } });
    requests++;
    if (process.env.CRIER_FUZZ_DEBUG)
      console.info(
        `${Date.now() - started}ms ${res.status} graphql ${label} ${JSON.stringify(variables).slice(0, 80)}`,
      );
    expectGraphQLAnswer(res, label);
    const refused =
      (res.body?.errors?.length ?? 0) > 0 || JSON.stringify(res.body?.data ?? null).includes('MoveRejected');
    if (refused) {
      const after = await rowCounts(t.database.pool);
      withContext(label, () => expect(after).toEqual(before));
    }
    return res;
  }

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    const reg = async (name: string): Promise<Player> =>
      (await http(base, '/v1/players', { body: { name } })).body as Player;
    owner = await reg('Fuzz Owner');
    rotator = await reg('Fuzz Rotator');
    const solo = await http(base, '/v1/games', {
      headers: auth(owner),
      body: { game: 'troyes-dice', seats: 1, seed: 'fuzz-solo' },
    });
    soloGame = solo.body.id;
    const open = await http(base, '/v1/games', { headers: auth(owner), body: { game: 'troyes-dice', seats: 2 } });
    openGame = open.body.id;
    legalMoves = (await http(base, `/v1/games/${soloGame}/legal-moves`, { headers: auth(owner) })).body.moves;
    expect(legalMoves.length).toBeGreaterThan(0);
    tables = await tableNames(t.database.pool);
  });

  afterAll(async () => {
    // Whatever was sent, Crier's tables are all still there.
    if (t) {
      expect(await tableNames(t.database.pool)).toEqual(tables);
      console.info(`fuzz: ${requests} requests`);
      await t.close();
    }
  });

  const restEndpoints: {
    name: string;
    path: () => string;
    method?: string;
    valid: Record<string, unknown>;
    headers: () => Record<string, string>;
  }[] = [
    { name: 'POST /v1/players', path: () => '/v1/players', valid: { name: 'Ada' }, headers: () => ({}) },
    {
      name: 'POST /v1/players/me/api-keys',
      path: () => '/v1/players/me/api-keys',
      valid: {},
      headers: () => auth(owner),
    },
    {
      name: 'POST /v1/games',
      path: () => '/v1/games',
      valid: { game: 'troyes-dice', seats: 1, seed: 's', options: {} },
      headers: () => auth(owner),
    },
    {
      name: 'POST /v1/games/:id/join',
      path: () => `/v1/games/${openGame}/join`,
      valid: {},
      headers: () => auth(owner),
    },
    {
      name: 'POST /v1/games/:id/moves',
      path: () => `/v1/games/${soloGame}/moves`,
      valid: { move: { type: 'x' }, expectedVersion: 1 },
      headers: () => auth(owner),
    },
    {
      name: 'POST /v1/daily/:kind/attempt',
      path: () => '/v1/daily/troyes-dice/attempt',
      valid: {},
      headers: () => auth(owner),
    },
    {
      name: 'POST /v1/daily/:kind/:date/practice',
      path: () => '/v1/daily/troyes-dice/2020-01-01/practice',
      valid: {},
      headers: () => auth(owner),
    },
    {
      name: 'POST /v1/verify',
      path: () => '/v1/verify',
      valid: {
        game: 'troyes-dice',
        seed: 's',
        players: 1,
        moves: [{ seat: 0, move: { type: 'x' } }],
        claimedScores: [1],
      },
      headers: () => ({}),
    },
    {
      name: 'DELETE /v1/players/me/api-keys/:keyId',
      path: () => '/v1/players/me/api-keys/0000000000000000',
      method: 'DELETE',
      valid: {},
      headers: () => auth(owner),
    },
  ];

  for (const ep of restEndpoints) {
    it(`${ep.name}: malformed bodies are refused with a documented code and change nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(badBodies(ep.valid), async (body) => {
          await probe(ep.path(), ep.method ?? 'POST', body, ep.headers(), 'body');
        }),
        params(),
      );
    });
  }

  it('POST /v1/players/me/api-keys/rotate: malformed bodies and bad keys never break the rotation', async () => {
    await fc.assert(
      fc.asyncProperty(badBodies({}), fc.boolean(), async (body, goodKey) => {
        const headers = goodKey ? auth(rotator) : { authorization: `Bearer crier_${'0'.repeat(16)}_nope` };
        const res = await probe('/v1/players/me/api-keys/rotate', 'POST', body, headers, 'rotate');
        if (res.status === 201) rotator = { ...rotator, apiKey: res.body.apiKey };
      }),
      params(Math.ceil(RUNS / 2)),
    );
    // The last issued key still works.
    expect((await http(base, '/v1/players/me', { headers: auth(rotator) })).status).toBe(200);
  });

  it('every write route: junk path parameters are refused with 4xx problem+json', async () => {
    const routes = [
      (a: string) => ['POST', `/v1/games/${a}/join`],
      (a: string) => ['POST', `/v1/games/${a}/moves`],
      (a: string) => ['POST', `/v1/daily/${a}/attempt`],
      (a: string, b: string) => ['POST', `/v1/daily/${a}/${b}/practice`],
      (a: string, b: string) => ['POST', `/v1/daily/troyes-dice/${b}/practice`, a],
      (a: string) => ['DELETE', `/v1/players/me/api-keys/${a}`],
    ];
    await fc.assert(
      fc.asyncProperty(fc.nat(routes.length - 1), segment, segment, async (i, a, b) => {
        const [method, path] = routes[i]!(a, b) as [string, string];
        await probe(path, method, json('valid move shape', { move: legalMoves[0] }), auth(owner), 'path');
      }),
      params(RUNS * 2),
    );
  });

  it('every write route: junk Authorization and Idempotency-Key headers are refused or harmless', async () => {
    const paths = [
      '/v1/players',
      '/v1/players/me/api-keys',
      '/v1/players/me/api-keys/rotate',
      '/v1/games',
      `/v1/games/${soloGame}/moves`,
      `/v1/games/${openGame}/join`,
      '/v1/daily/troyes-dice/attempt',
      '/v1/verify',
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), headerValue, headerValue, async (path, authz, idem) => {
        const res = await probe(
          path,
          'POST',
          json('plausible body', { move: { type: 'nope' }, name: 'Header Fuzz', game: 'nope', seats: 1 }),
          { authorization: authz, 'idempotency-key': idem },
          'headers',
        );
        // Any Authorization that is not a live key is refused before anything runs.
        expect(res.status).not.toBe(201);
      }),
      params(RUNS * 2),
    );
  });

  it('POST /v1/games/:id/moves: structurally valid but illegal moves are refused and store nothing', async () => {
    const moveArb = fc.oneof(
      // A legal move with one field changed, dropped or added.
      fc.tuple(fc.constantFrom(...legalMoves), fc.nat(), junk).map(([m, k, v]) => {
        const obj = { ...(m as Record<string, unknown>) };
        const keys = Object.keys(obj);
        const key = keys[k % keys.length] as string;
        if (k % 3 === 0) delete obj[key];
        else if (k % 3 === 1) obj[key] = v;
        else obj[`extra${k % 7}`] = v;
        return obj;
      }),
      // A legal move with its numbers nudged out of range.
      fc
        .tuple(fc.constantFrom(...legalMoves), fc.integer({ min: -3, max: 40 }))
        .map(([m, n]) => JSON.parse(JSON.stringify(m), (_k, v) => (typeof v === 'number' ? v + n : v))),
      junk,
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        moveArb,
        fc.option(fc.integer({ min: -2, max: 50 })),
        fc.option(fc.string({ minLength: 1, maxLength: 20, unit: fc.constantFrom('a', 'b', 'c', '1', '-') })),
        async (move, expectedVersion, idem) => {
          const body: Record<string, unknown> = { move };
          if (expectedVersion !== null) body.expectedVersion = expectedVersion;
          const res = await probe(
            `/v1/games/${soloGame}/moves`,
            'POST',
            json('illegal move', body),
            { ...auth(owner), ...(idem ? { 'idempotency-key': `fuzz-${idem}` } : {}) },
            'move',
          );
          if (res.status === 201) accepted++;
          if (process.env.CRIER_FUZZ_DEBUG && res.status === 201)
            console.info('accepted', JSON.stringify(body), JSON.stringify(res.body).slice(0, 2000));
          else if (res.status === 422 && res.body.code === 'ILLEGAL_MOVE') {
            expect(res.body.violation.code).toEqual(expect.any(String));
          }
        },
      ),
      params(RUNS * 3),
    );
    // Mutations rarely hit a legal move; whatever was accepted is in the stream with no gap.
    const { rows } = await t.database.pool.query<{ seq: number }>(
      'SELECT seq FROM game_event WHERE game_id = $1 ORDER BY seq',
      [soloGame],
    );
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i));
    expect(accepted).toBeLessThan(RUNS * 3);
  });

  // ------------------------------------------------------------------------------- GraphQL

  const mutations: {
    name: string;
    query: string;
    variables: (v: unknown) => unknown;
    headers: () => Record<string, string>;
  }[] = [
    {
      name: 'registerPlayer',
      query: 'mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { id } }',
      variables: (v) => ({ input: v }),
      headers: () => ({}),
    },
    {
      name: 'createGame',
      query: 'mutation($input: CreateGameInput!) { createGame(input: $input) { id } }',
      variables: (v) => ({ input: v }),
      headers: () => auth(owner),
    },
    {
      name: 'joinGame',
      query: 'mutation($id: ID!) { joinGame(id: $id) { id } }',
      variables: (v) => ({ id: v }),
      headers: () => auth(owner),
    },
    {
      name: 'submitMove',
      query:
        'mutation($input: SubmitMoveInput!) { submitMove(input: $input) { __typename ... on MoveRejected { code violation { code } } } }',
      variables: (v) => ({ input: { gameId: soloGame, ...(typeof v === 'object' && v !== null ? v : { move: v }) } }),
      headers: () => auth(owner),
    },
    {
      name: 'revokeApiKey',
      query: 'mutation($k: String!) { revokeApiKey(keyId: $k) }',
      variables: (v) => ({ k: v }),
      headers: () => auth(owner),
    },
    {
      name: 'startDailyAttempt',
      query: 'mutation($kind: DailyKindId!) { startDailyAttempt(kind: $kind) { id } }',
      variables: (v) => ({ kind: v }),
      headers: () => auth(owner),
    },
    {
      name: 'startDailyPractice',
      query: 'mutation($kind: DailyKindId!, $date: String!) { startDailyPractice(kind: $kind, date: $date) { id } }',
      variables: (v) => (typeof v === 'object' && v !== null ? v : { kind: 'TROYES_DICE', date: v }),
      headers: () => auth(owner),
    },
  ];

  const gqlJunk = fc.oneof(
    junk,
    huge.filter((h) => typeof h !== 'string' || h.length < 400_000),
    fc.record(
      {
        name: junk,
        game: junk,
        seats: junk,
        seed: junk,
        options: junk,
        move: junk,
        expectedVersion: junk,
        idempotencyKey: junk,
        kind: junk,
        date: junk,
        gameId: junk,
      },
      { requiredKeys: [] },
    ),
  );

  for (const m of mutations) {
    it(`GraphQL ${m.name}: junk variables get a coded error and change nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(gqlJunk, async (v) => {
          await graphql(m.query, m.variables(v), m.headers(), m.name);
        }),
        params(),
      );
    });
  }

  it('GraphQL rotateApiKey: junk variables, headers and bodies never break it', async () => {
    await fc.assert(
      fc.asyncProperty(junk, fc.boolean(), async (v, goodKey) => {
        const headers = goodKey ? auth(rotator) : { authorization: `Bearer crier_${'1'.repeat(16)}_x` };
        const res = await graphql('mutation { rotateApiKey { apiKey } }', { junk: v }, headers, 'rotateApiKey');
        if (res.body?.data?.rotateApiKey) rotator = { ...rotator, apiKey: res.body.data.rotateApiKey.apiKey };
      }),
      params(Math.ceil(RUNS / 2)),
    );
    expect((await http(base, '/v1/players/me', { headers: auth(rotator) })).status).toBe(200);
  });

  it('GraphQL: junk documents, deep queries and malformed envelopes get a coded error', async () => {
    const names = mutations.map((m) => m.name);
    const documents = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom(...names).map((n) => `mutation { ${n} }`),
      fc
        .tuple(fc.constantFrom(...names), nastyString)
        .map(([n, s]) => `mutation { ${n}(id: ${JSON.stringify(s)}) { id } }`),
      fc.integer({ min: 5, max: 3_000 }).map((d) => `{ ${'me { '.repeat(d)}id${' }'.repeat(d)} }`),
      fc
        .integer({ min: 2, max: 500 })
        .map((n) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: gameTypes { id }`).join(' ')} }`),
    );
    await fc.assert(
      fc.asyncProperty(documents, async (query) => {
        await graphql(query, {}, auth(owner), 'document');
      }),
      params(),
    );
    await fc.assert(
      fc.asyncProperty(badBodies({ query: '{ me { id } }', variables: {} }), async (body) => {
        const before = await rowCounts(t.database.pool);
        const res = await http(base, '/graphql', {
          method: 'POST',
          headers: { ...(body.contentType ? { 'content-type': body.contentType } : {}), ...auth(owner) },
          body: body.body,
        });
        requests++;
        expectGraphQLAnswer(res, `graphql envelope ${body.label}`);
        expect(await rowCounts(t.database.pool)).toEqual(before);
      }),
      params(),
    );
  });
});
