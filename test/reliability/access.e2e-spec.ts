import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectProblem, http } from '../support/http-client';
import { findLeaks } from '../support/leak-scan';
import { tableNames } from '../support/row-counts';
import { startTestApp, type TestApp } from '../support/test-app';
import { withContext } from '../support/with-context';

/**
 * Access control and abuse: seats, hidden information, seeds of running games, and hostile
 * strings in every string parameter.
 */
interface Player {
  id: string;
  name: string;
  apiKey: string;
  keyId: string;
}
const auth = (p: Player): Record<string, string> => ({ authorization: `Bearer ${p.apiKey}` });
const SEED = 'access-secret-seed-7f3a9c';
const HOSTILE = ["'; DROP TABLE player; --", '<script>alert(1)</script>', 'tab\there', 'bell\u0007', '\u202Eevil'];

describe('access control and abuse', () => {
  let t: TestApp;
  let base: string;
  let ada: Player;
  let bob: Player;
  let eve: Player;
  let gameId: string;
  let tables: string[];

  const gql = async (query: string, variables: Record<string, unknown>, who?: Player) =>
    (await http(base, '/graphql', { headers: who ? auth(who) : {}, body: { query, variables } })).body;

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    const reg = async (name: string) => (await http(base, '/v1/players', { body: { name } })).body as Player;
    [ada, bob, eve] = [await reg('Ada'), await reg('Bob'), await reg('Eve')];
    const created = await http(base, '/v1/games', {
      headers: auth(ada),
      body: { game: 'troyes', seats: 2, seed: SEED },
    });
    expect(created.status).toBe(201);
    gameId = created.body.id;
    expect((await http(base, `/v1/games/${gameId}/join`, { method: 'POST', headers: auth(bob) })).status).toBe(200);
    tables = await tableNames(t.database.pool);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a player cannot move in another's seat, and an outsider cannot move at all", async () => {
    const game = (await http(base, `/v1/games/${gameId}`, { headers: auth(ada) })).body;
    expect(game.status).toBe('ACTIVE');
    const actors: number[] = game.actors;
    const players = [ada, bob];
    const actor = players[actors[0]!]!;
    const legal = (await http(base, `/v1/games/${gameId}/legal-moves`, { headers: auth(actor) })).body;
    expect(legal.moves.length).toBeGreaterThan(0);
    const before = (await http(base, `/v1/games/${gameId}`, { headers: auth(ada) })).body.version;
    // Eve is not seated: 403 on every move route, REST and GraphQL.
    const outsider = await http(base, `/v1/games/${gameId}/moves`, {
      headers: auth(eve),
      body: { move: legal.moves[0] },
    });
    expectProblem(outsider);
    expect(outsider.body.code).toBe('FORBIDDEN');
    expect((await http(base, `/v1/games/${gameId}/legal-moves`, { headers: auth(eve) })).body.code).toBe('FORBIDDEN');
    const g = await gql(
      'mutation($i: SubmitMoveInput!) { submitMove(input: $i) { __typename ... on MoveRejected { code } } }',
      { i: { gameId, move: legal.moves[0] } },
      eve,
    );
    expect(g.data.submitMove).toEqual({ __typename: 'MoveRejected', code: 'FORBIDDEN' });
    // A seated player not among the actors cannot play the actor's move for them.
    const others = players.filter((_, seat) => !actors.includes(seat));
    for (const other of others) {
      const res = await http(base, `/v1/games/${gameId}/moves`, {
        headers: auth(other),
        body: { move: legal.moves[0] },
      });
      expect(res.body.code).toBe('NOT_YOUR_TURN');
    }
    // The body cannot choose a seat either: an extra `seat` field is refused.
    const seatField = await http(base, `/v1/games/${gameId}/moves`, {
      headers: auth(others[0] ?? eve),
      body: { move: legal.moves[0], seat: actors[0] },
    });
    expect(seatField.status).toBeGreaterThanOrEqual(400);
    expect((await http(base, `/v1/games/${gameId}`, { headers: auth(ada) })).body.version).toBe(before);
  });

  it("never shows another seat's secret characters, nor the seed, through REST", async () => {
    for (const [seat, p] of [ada, bob].entries()) {
      const res = await http(base, `/v1/games/${gameId}`, { headers: auth(p) });
      const players = res.body.view.players as { characters: string[] | null; characterCount: number }[];
      expect(players[seat]!.characters).not.toBeNull();
      const other = players[1 - seat]!;
      expect(other.characterCount).toBeGreaterThan(0);
      expect(other.characters).toBeNull();
      // What the other seat holds never appears anywhere in my responses.
      const theirs = (await http(base, `/v1/games/${gameId}`, { headers: auth([ada, bob][1 - seat]!) })).body.view
        .players[1 - seat].characters as string[];
      const mine = players[seat]!.characters!;
      const secret = theirs.filter((c) => !mine.includes(c));
      for (const path of ['', '/events', '/legal-moves']) {
        const r = await http(base, `/v1/games/${gameId}${path}`, { headers: auth(p) });
        expect(r.status).toBe(200);
        expect(findLeaks(r.body, [SEED])).toEqual([]);
        const text = JSON.stringify(r.body.view?.players?.[1 - seat] ?? {});
        for (const c of secret) expect(text).not.toContain(c);
      }
    }
    for (const who of [eve, undefined]) {
      const r = await http(base, `/v1/games/${gameId}`, { headers: who ? auth(who) : {} });
      expect(r.status).toBe(200);
      expect(r.body.view.players.every((p: { characters: unknown }) => p.characters === null)).toBe(true);
      expect(findLeaks(r.body, [SEED])).toEqual([]);
      const ev = await http(base, `/v1/games/${gameId}/events`, { headers: who ? auth(who) : {} });
      expect(findLeaks(ev.body, [SEED])).toEqual([]);
      const state = await http(base, `/v1/games/${gameId}/state?at=1`, { headers: who ? auth(who) : {} });
      expect(state.status).toBeGreaterThanOrEqual(400); // time travel is for finished games only
      expect(findLeaks(state.body, [SEED])).toEqual([]);
    }
  });

  it('walks every GraphQL Query field that returns game data: no seed, PRNG or hidden characters', async () => {
    const intro = await gql(
      `{ __schema { queryType { fields { name args { name type { kind name ofType { kind name ofType { kind name } } } }
         type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }`,
      {},
    );
    const types = await gql(
      `{ __schema { types { name kind fields { name args { name type { kind } } type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } possibleTypes { name } } } }`,
      {},
    );
    type TypeRef = { kind: string; name: string | null; ofType?: TypeRef | null };
    const named = (r: TypeRef): TypeRef => (r.ofType ? named(r.ofType) : r);
    const byName = new Map<string, any>(types.data.__schema.types.map((ty: any) => [ty.name, ty]));
    /** A selection of every field without required arguments, two object levels deep. */
    const selection = (typeName: string, depth: number): string => {
      const ty = byName.get(typeName);
      if (ty.kind === 'UNION') {
        return `{ __typename ${ty.possibleTypes.map((p: any) => `... on ${p.name} ${selection(p.name, depth)}`).join(' ')} }`;
      }
      const parts: string[] = [];
      for (const f of ty.fields ?? []) {
        if (f.args.some((a: any) => a.type.kind === 'NON_NULL')) continue;
        const inner = named(f.type);
        const kind = byName.get(inner.name!)?.kind;
        if (kind === 'OBJECT' || kind === 'UNION') {
          if (depth > 0) parts.push(`${f.name} ${selection(inner.name!, depth - 1)}`);
        } else parts.push(f.name);
      }
      return `{ ${parts.length ? parts.join(' ') : '__typename'} }`;
    };
    const today = new Date().toISOString().slice(0, 10);
    const argValue: Record<string, unknown> = {
      id: gameId,
      gameId,
      kind: 'TROYES_DICE',
      date: today,
      playerId: ada.id,
    };
    const gameData =
      /^(Game|GameHistory|GameStateAt|LegalMoves|DailyPuzzle|GameConnection|MyRank|LeaderboardConnection)$/;
    // The running daily puzzle has a seed too: start one so its game exists.
    const daily = await http(base, '/v1/daily/troyes-dice/attempt', { method: 'POST', headers: auth(ada) });
    expect(daily.status).toBe(201);
    const dailySeed = (await t.database.pool.query('SELECT seed FROM game WHERE id = $1', [daily.body.id])).rows[0]
      .seed;
    let walked = 0;
    for (const field of intro.data.__schema.queryType.fields) {
      const ret = named(field.type).name as string;
      if (!gameData.test(ret)) continue;
      const args = field.args.filter((a: any) => a.name in argValue);
      if (field.args.some((a: any) => a.type.kind === 'NON_NULL' && !(a.name in argValue))) continue;
      const decl = args.map(
        (a: any) => `$${a.name}: ${a.type.kind === 'NON_NULL' ? `${a.type.ofType.name}!` : a.type.name}`,
      );
      const query = `query${decl.length ? `(${decl.join(', ')})` : ''} { ${field.name}${
        args.length ? `(${args.map((a: any) => `${a.name}: $${a.name}`).join(', ')})` : ''
      } ${selection(ret, 3)} }`;
      for (const who of [eve, ada, undefined]) {
        const vars = Object.fromEntries(args.map((a: any) => [a.name, argValue[a.name]]));
        const res = await gql(query, vars, who);
        withContext(`${field.name} as ${who?.name ?? 'anonymous'}`, () => {
          expect(res.errors?.filter((e: any) => e.extensions?.code === 'INTERNAL') ?? []).toEqual([]);
          expect(findLeaks(res, [SEED, dailySeed])).toEqual([]);
        });
        if (field.name === 'game' && res.data) {
          const players = res.data.game.view.players as { characters: unknown }[];
          players.forEach((p, seat) => {
            if (!(who === ada && seat === 0)) expect(p.characters).toBeNull();
          });
        }
        walked++;
      }
    }
    expect(walked).toBeGreaterThanOrEqual(15); // game, gameEvents, gameState, legalMoves, dailyPuzzle, myGames...
    // REST routes for the daily as well.
    for (const path of ['/v1/daily/troyes-dice', `/v1/daily/troyes-dice/${today}`, `/v1/games/${daily.body.id}`]) {
      for (const who of [eve, ada]) {
        const r = await http(base, path, { headers: auth(who) });
        withContext(path, () => expect(findLeaks(r.body, [dailySeed])).toEqual([]));
      }
    }
  });

  it('stores hostile strings verbatim or refuses them with a 4xx; never executes them', async () => {
    for (const s of HOSTILE) {
      const reg = await http(base, '/v1/players', { body: { name: s } });
      if (reg.status === 201) {
        expect(reg.body.name).toBe(s);
        expect((await http(base, '/v1/players/me', { headers: auth(reg.body) })).body.name).toBe(s);
        const g = await http(base, '/v1/games', {
          headers: auth(reg.body),
          body: { game: 'troyes-dice', seats: 1, seed: s },
        });
        expect(g.status).toBe(201);
        const moves = (await http(base, `/v1/games/${g.body.id}/legal-moves`, { headers: auth(reg.body) })).body.moves;
        const m = await http(base, `/v1/games/${g.body.id}/moves`, {
          headers: { ...auth(reg.body), 'idempotency-key': s.replace(/[^\x20-\x7e]/g, '?') },
          body: { move: moves[0] },
        });
        expect(m.status).toBe(201);
        const gg = await gql(
          '{ game(id: $id) { seats { player { name } } } }'.replace('{ game', 'query($id: ID!) { game'),
          {
            id: g.body.id,
          },
        );
        expect(gg.data.game.seats[0].player.name).toBe(s);
      } else expectProblem(reg, `name ${JSON.stringify(s)}`);
      for (const path of [
        `/v1/games/${encodeURIComponent(s)}`,
        `/v1/games?mine=true&after=${encodeURIComponent(s)}&game=${encodeURIComponent(s)}`,
        `/v1/daily/${encodeURIComponent(s)}`,
        `/v1/daily/troyes-dice/${encodeURIComponent(s)}`,
        `/v1/leaderboards/${encodeURIComponent(s)}/daily/${encodeURIComponent(s)}`,
        `/v1/players/${encodeURIComponent(s)}/achievements`,
      ]) {
        const r = await http(base, path, { headers: auth(ada) });
        withContext(`${path} -> ${r.status} ${r.text.slice(0, 300)}`, () => expect(r.status).toBeLessThan(500));
        if (r.status >= 400) expectProblem(r, path);
      }
      const del = await http(base, `/v1/players/me/api-keys/${encodeURIComponent(s)}`, {
        method: 'DELETE',
        headers: auth(ada),
      });
      expectProblem(del);
    }
    expect(await tableNames(t.database.pool)).toEqual(tables);
    expect((await t.database.pool.query('SELECT count(*)::int AS n FROM player')).rows[0].n).toBeGreaterThanOrEqual(3);
  });

  it('a revoked key fails at once, on REST and GraphQL', async () => {
    const extra = await http(base, '/v1/players/me/api-keys', { method: 'POST', headers: auth(eve) });
    expect(extra.status).toBe(201);
    const key = { ...eve, apiKey: extra.body.apiKey };
    expect((await http(base, '/v1/players/me', { headers: auth(key) })).status).toBe(200);
    expect(
      (await http(base, `/v1/players/me/api-keys/${extra.body.keyId}`, { method: 'DELETE', headers: auth(eve) }))
        .status,
    ).toBe(204);
    expect((await http(base, '/v1/players/me', { headers: auth(key) })).body.code).toBe('UNAUTHENTICATED');
    expect((await gql('{ me { id } }', {}, key)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
