import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, registerPlayer } from '../support/api';
import { gql } from '../support/gql';
import { startTestApp, type TestApp } from '../support/test-app';

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimit: { perMinute: 8, signupPerMinute: 3, verifyPerMinute: 2, devicePerMinute: 2 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('limits sign-ups per IP more tightly, with RateLimit-* and Retry-After headers and a 429 problem', async () => {
    const statuses: number[] = [];
    let last: request.Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await request(t.server)
        .post('/v1/players')
        .send({ name: `p${i}` });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(last!.body).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(last!.headers['content-type']).toMatch(/problem\+json/);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts per API key across routes and says how much is left', async () => {
    const t2 = await startTestApp({
      rateLimit: { perMinute: 5, signupPerMinute: 100, verifyPerMinute: 100, devicePerMinute: 100 },
    });
    try {
      const a = await registerPlayer(t2, 'A');
      const b = await registerPlayer(t2, 'B');
      const first = await request(t2.server).get('/v1/players/me').set(bearer(a));
      expect(first.headers['ratelimit-limit']).toBe('5');
      expect(Number(first.headers['ratelimit-remaining'])).toBeLessThan(5);
      let res = first;
      for (let i = 0; i < 5; i++) res = await request(t2.server).get('/v1/game-types').set(bearer(a));
      expect(res.status).toBe(429);
      // The refusal carries the RateLimit-* headers too (the contract says every answer does).
      expect(res.headers['ratelimit-limit']).toBe('5');
      expect(res.headers['ratelimit-remaining']).toBe('0');
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
      expect(res.headers['ratelimit-reset']).toBe(res.headers['retry-after']);
      // Another key is not affected.
      expect((await request(t2.server).get('/v1/players/me').set(bearer(b))).status).toBe(200);
    } finally {
      await t2.close();
    }
  });

  it('counts a tighter bucket only on its own routes', async () => {
    const t4 = await startTestApp({
      rateLimit: { perMinute: 100, signupPerMinute: 1, verifyPerMinute: 1, devicePerMinute: 1 },
    });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await request(t4.server).get('/v1/game-types');
        expect(res.status).toBe(200);
        expect(res.headers['ratelimit-limit']).toBe('100');
        expect(res.headers['ratelimit-limit-signup']).toBeUndefined();
      }
      const first = await request(t4.server).post('/v1/players').send({ name: 'only' });
      expect(first.status).toBe(201);
      expect(first.headers['ratelimit-limit-signup']).toBe('1');
      expect((await request(t4.server).post('/v1/players').send({ name: 'again' })).status).toBe(429);
    } finally {
      await t4.close();
    }
  });

  it('limits verification per IP, over REST and GraphQL alike', async () => {
    const t3 = await startTestApp({
      rateLimit: { perMinute: 100, signupPerMinute: 100, verifyPerMinute: 2, devicePerMinute: 2 },
    });
    try {
      const body = { game: 'troyes-dice', seed: 's', players: 1, moves: [] };
      expect((await request(t3.server).post('/v1/verify').send(body)).status).toBe(200);
      const gq = await gql(t3, 'query($i: VerifyScoreInput!) { verifyScore(input: $i) { valid } }', {
        i: { ...body, game: 'TROYES_DICE' },
      });
      expect(gq.errors).toBeUndefined(); // Jest prints the errors it got
      expect(gq.data.verifyScore.valid).toBe(false);
      const third = await request(t3.server).post('/v1/verify').send(body);
      expect(third.status).toBe(429);
      const gqLimited = await gql(t3, 'query($i: VerifyScoreInput!) { verifyScore(input: $i) { valid } }', {
        i: { ...body, game: 'TROYES_DICE' },
      });
      expect(gqLimited.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
    } finally {
      await t3.close();
    }
  });
});

describe('GraphQL limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ graphqlMaxDepth: 3, graphqlMaxComplexity: 200 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a query deeper than the limit', async () => {
    const res = await gql(t, '{ myGames { edges { node { seats { id } } } } }');
    expect(res.errors?.[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.errors?.[0]?.message).toMatch(/depth/);
    expect(res.data).toBeUndefined();
  });

  it('refuses a query costlier than the limit', async () => {
    const res = await gql(
      t,
      '{ leaderboard(kind: TROYES_DICE, first: 100) { edges { node { rank playerId playerName score } } } }',
    );
    expect(res.errors?.[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('costs a page of `first` items once per item, its pageInfo and totalCount once: events(first: 100) fits the default limit', async () => {
    const t2 = await startTestApp(); // GRAPHQL_MAX_COMPLEXITY's default, 1000
    try {
      const query = `{ gameEvents(gameId: "00000000-0000-4000-8000-000000000000") {
        events(first: 100) { edges { cursor node { seq type seat payload at } } pageInfo { endCursor hasNextPage } totalCount }
      } }`;
      const res = await gql(t2, query);
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({ gameEvents: null });
      // Twice the item selection does not fit: the cost still follows the work.
      const wider = await gql(
        t2,
        query.replace(
          'seq type seat payload at',
          'seq type seat payload at seq2: seq type2: type seat2: seat payload2: payload at2: at',
        ),
      );
      expect(wider.errors?.[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    } finally {
      await t2.close();
    }
  });

  it('allows introspection and never returns stack traces', async () => {
    const res = await gql(t, '{ __schema { queryType { name } } }');
    expect(res.data.__schema.queryType.name).toBe('Query');
    const bad = await gql(t, '{ gameState(gameId: "00000000-0000-4000-8000-000000000000", at: -1) { version } }');
    expect(bad).toEqual({ data: { gameState: null } });
    const worse = await gql(t, '{ dailyPuzzle(kind: TROYES_DICE, date: "someday") { date } }');
    expect(worse.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(bad)).not.toMatch(/stacktrace|at \w+ \(/);
  });
});

describe('body shape limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  // Past these, validation itself would take seconds and answer a problem of megabytes.
  it('refuses an array longer than any Crier body holds, before validating it', async () => {
    const moves = new Array<number>(10_001).fill(7);
    const res = await request(t.server).post('/v1/verify').send({ game: 'troyes-dice', seed: 's', players: 1, moves });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST', detail: 'An array in the body has more than 10000 items.' });
    // 10,000 items is a body Crier accepts in shape: class-validator then judges each move.
    const atLimit = await request(t.server)
      .post('/v1/verify')
      .send({ game: 'troyes-dice', seed: 's', players: 1, moves: new Array<number>(10_000).fill(7) });
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a body nested deeper than 100 levels and an object with more than 1,000 fields', async () => {
    const deep = await request(t.server)
      .post('/v1/players')
      .set('content-type', 'application/json')
      .send('{"name":' + '['.repeat(150) + ']'.repeat(150) + '}');
    expect(deep.status).toBe(400);
    expect(deep.body).toMatchObject({ code: 'BAD_REQUEST', detail: 'The body nests deeper than 100 levels.' });
    const wide = await request(t.server)
      .post('/v1/players')
      .send(Object.fromEntries(Array.from({ length: 1_001 }, (_, i) => [`f${i}`, i])));
    expect(wide.status).toBe(400);
    expect(wide.body).toMatchObject({
      code: 'BAD_REQUEST',
      detail: 'An object in the body has more than 1000 fields.',
    });
  });
});
