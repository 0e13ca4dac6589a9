import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CreateSeekInput } from '../../src/client';
import { startTestApp, type TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';
import { expectData, typedClient, type TypedCrier, type TypedPlayer } from '../support/typed-client';

const SEEKERS = 300;

/** Three pools a seeker may ask for, with the largest leftover that cannot make a table. */
const POOLS: { body: CreateSeekInput; leftover: number }[] = [
  { body: { game: 'troyes', players: { min: 2, max: 2 } }, leftover: 1 },
  { body: { game: 'orleans', players: { min: 3, max: 5 } }, leftover: 2 },
  { body: { game: 'troyes-dice', players: { min: 2, max: 4 }, rated: true }, leftover: 1 },
];

/**
 * Matchmaking across instances (docs/api.md, "Matchmaking"): hundreds of seekers at once, half on
 * each of two app instances sharing one database. Matching holds a per-pool advisory lock and the
 * seats' row locks, so no seek is lost or seated twice, every table has as many seats as seeks,
 * each within every member's range, and what stays open in a pool could not make a table.
 */
describe('seeks across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let onA: TypedCrier;
  let onB: TypedCrier;

  beforeAll(async () => {
    a = await startTestApp({ seekSweepIntervalMs: 0 });
    const shared: TestDatabase = { url: a.config.databaseUrl ?? a.database.embedded!.url, drop: async () => undefined };
    b = await startTestApp({ seekSweepIntervalMs: 0 }, shared);
    onA = await typedClient(a);
    onB = await typedClient(b);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it(`seats ${SEEKERS} concurrent seekers on two instances: none lost, none seated twice, leftovers unmatchable`, async () => {
    const players: TypedPlayer[] = [];
    for (let i = 0; i < SEEKERS; i++) players.push(await (i % 2 ? onB : onA).register(`Seeker ${i}`));
    const answers = await Promise.all(
      players.map((p, i) => p.client.POST('/v1/seeks', { body: POOLS[i % POOLS.length]!.body })),
    );
    const seeks = answers.map((r) => expectData(r, 201));
    expect(new Set(seeks.map((s) => s.id)).size).toBe(SEEKERS);

    const { rows } = await a.database.pool.query<{
      id: string;
      player_id: string;
      game: string;
      status: string;
      game_id: string | null;
      min_players: number;
      max_players: number;
    }>('SELECT id, player_id, game, status, game_id, min_players, max_players FROM seek');
    expect(rows).toHaveLength(SEEKERS);
    expect(rows.every((s) => s.status === 'OPEN' || s.status === 'MATCHED')).toBe(true);

    const seats = (
      await a.database.pool.query<{ game_id: string; player_id: string; player_count: number; game: string }>(
        `SELECT s.game_id, s.player_id, g.player_count, g.game FROM game_seat s JOIN game g ON g.id = s.game_id`,
      )
    ).rows;
    const byGame = new Map<string, typeof seats>();
    for (const s of seats) byGame.set(s.game_id, [...(byGame.get(s.game_id) ?? []), s]);
    const matched = rows.filter((s) => s.status === 'MATCHED');
    // Every matched seek's player sits in its game; every seat of a matched game is one matched seek.
    for (const s of matched) expect(byGame.get(s.game_id!)!.map((x) => x.player_id)).toContain(s.player_id);
    const tables = new Map<string, typeof matched>();
    for (const s of matched) tables.set(s.game_id!, [...(tables.get(s.game_id!) ?? []), s]);
    expect([...byGame.keys()].sort()).toEqual([...tables.keys()].sort());
    for (const [gameId, table] of tables) {
      const gameSeats = byGame.get(gameId)!;
      expect(gameSeats).toHaveLength(table.length);
      expect(gameSeats[0]!.player_count).toBe(table.length);
      expect(new Set(gameSeats.map((x) => x.player_id)).size).toBe(table.length);
      for (const s of table) {
        expect(table.length).toBeGreaterThanOrEqual(s.min_players);
        expect(table.length).toBeLessThanOrEqual(s.max_players);
        expect(gameSeats[0]!.game).toBe(s.game);
      }
    }
    // Each player sought once, so sits in at most one game.
    const seatedPlayers = seats.map((s) => s.player_id);
    expect(new Set(seatedPlayers).size).toBe(seatedPlayers.length);
    // What stays open could not make a table.
    for (const pool of POOLS) {
      const open = rows.filter((s) => s.status === 'OPEN' && s.game === pool.body.game);
      expect(open.length).toBeLessThanOrEqual(pool.leftover);
    }
    expect(matched.length).toBeGreaterThan(SEEKERS - 10);
  });
});
