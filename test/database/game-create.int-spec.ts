import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SystemClock } from '../../src/common/clock/clock';
import { Database } from '../../src/database/database';
import { GamesRepository, type NewGame } from '../../src/persistence/games.repository';
import { connectTestDatabase } from '../support/test-database';

/**
 * What creating a game writes: the game row, its creator's seat, GameCreated (and GameStarted
 * when solo), the daily attempt of a ranked daily game, and the record returned, which must be
 * exactly what a later read returns. Pinned row by row, column by column.
 */
describe('GamesRepository.create', () => {
  let closeDb: () => Promise<void>;
  let db: Database;
  let repo: GamesRepository;
  const alice = randomUUID();

  beforeAll(async () => {
    ({ db, close: closeDb } = await connectTestDatabase());
    repo = new GamesRepository(db, new SystemClock());
    await db.pool.query(`INSERT INTO player (id, name) VALUES ($1, 'Alice')`, [alice]);
  });
  afterAll(async () => {
    await closeDb();
  });

  function newGame(over: Partial<NewGame> = {}): NewGame {
    const playerCount = over.playerCount ?? 1;
    return {
      id: randomUUID(),
      game: 'troyes-dice',
      rulesVersion: '1.0.0',
      options: { expansion: false, note: 'é "quoted" \\ 🎲' },
      playerCount,
      seed: 'seed-é-🎲',
      creatorId: alice,
      created: {
        game: 'troyes-dice',
        rulesVersion: '1.0.0',
        options: { expansion: false, note: 'é "quoted" \\ 🎲' },
        playerCount,
        seedCommitment: 'ab'.repeat(32),
      },
      ...over,
    };
  }

  async function rowsOf(id: string) {
    const one = async (sql: string) => (await db.pool.query(sql, [id])).rows;
    return {
      game: await one(`SELECT *, status::text AS status, to_char(daily_date, 'YYYY-MM-DD') AS daily_date
                         FROM game WHERE id = $1`),
      seats: await one('SELECT * FROM game_seat WHERE game_id = $1 ORDER BY seat'),
      events: await one('SELECT * FROM game_event WHERE game_id = $1 ORDER BY seq'),
      attempts: await one(`SELECT *, to_char(date, 'YYYY-MM-DD') AS date FROM daily_attempt WHERE game_id = $1`),
    };
  }

  /** Every "now" timestamp the creation wrote lies between the call's start and end. */
  function within(d: unknown, before: number, after: number): void {
    expect(d).toBeInstanceOf(Date);
    const t = (d as Date).getTime();
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(after);
  }

  it('solo and timed: the time control is stored and the clock runs from the start', async () => {
    const g = { ...newGame(), timeControl: { moveSeconds: 30, bankSeconds: 60 } };
    const record = await repo.create(g);
    const [game] = (await rowsOf(g.id)).game;
    expect(game.time_control).toEqual({ moveSeconds: 30, bankSeconds: 60 });
    expect(game.clock).toBeNull();
    expect(game.clock_deadline.getTime()).toBe(game.started_at.getTime() + 90_000);
    expect(record).toMatchObject({ timeControl: g.timeControl, clock: null, clockDeadline: game.clock_deadline });
  });

  it('solo: an ACTIVE game at version 1 with GameCreated and GameStarted', async () => {
    const g = newGame();
    const before = Date.now();
    const record = await repo.create(g);
    const after = Date.now();
    const rows = await rowsOf(g.id);

    expect(rows.game).toHaveLength(1);
    const game = rows.game[0];
    expect(game).toEqual({
      id: g.id,
      game: 'troyes-dice',
      rules_version: '1.0.0',
      options: g.options,
      player_count: 1,
      seed: g.seed,
      status: 'ACTIVE',
      version: 1,
      result: null,
      created_at: expect.any(Date),
      updated_at: expect.any(Date),
      started_at: expect.any(Date),
      finished_at: null,
      deadline: null,
      seed_reveal_at: null,
      daily_kind: null,
      daily_date: null,
      ranked: false,
      rated: false,
      rating_seq: null,
      time_control: null,
      clock: null,
      clock_deadline: null,
      clock_claimed_until: null,
      bots: null,
      seed_source: 'server',
      server_seed: null,
    });
    for (const t of [game.created_at, game.updated_at, game.started_at]) within(t, before, after);
    expect(game.updated_at).toEqual(game.created_at);

    expect(rows.seats).toEqual([
      { game_id: g.id, seat: 0, player_id: alice, joined_at: expect.any(Date), entropy: null },
    ]);
    within(rows.seats[0].joined_at, before, after);

    expect(rows.events).toEqual([
      { game_id: g.id, seq: 0, type: 'GameCreated', seat: 0, payload: g.created, at: expect.any(Date) },
      {
        game_id: g.id,
        seq: 1,
        type: 'GameStarted',
        seat: null,
        payload: { seats: [{ seat: 0, playerId: alice }] },
        at: expect.any(Date),
      },
    ]);
    for (const e of rows.events) within(e.at, before, after);
    expect(rows.attempts).toEqual([]);

    expect(record).toEqual(await repo.find(g.id));
    expect(record).toEqual({
      id: g.id,
      game: 'troyes-dice',
      rulesVersion: '1.0.0',
      options: g.options,
      playerCount: 1,
      seed: g.seed,
      status: 'ACTIVE',
      version: 1,
      result: null,
      createdAt: game.created_at,
      startedAt: game.started_at,
      finishedAt: null,
      deadline: null,
      seedRevealAt: null,
      dailyKind: null,
      dailyDate: null,
      ranked: false,
      rated: false,
      timeControl: null,
      clock: null,
      clockDeadline: null,
      bots: null,
      seedSource: 'server',
      serverSeed: null,
      seats: [{ seat: 0, playerId: alice, playerName: 'Alice', entropy: null }],
    });
  });

  it('against bots: the bots column, the creator at its seat, started at once when the only person', async () => {
    const bots = ['greedy@1', 'random@1', null];
    const g = newGame({ game: 'troyes', playerCount: 3, bots, creatorSeat: 2 });
    const record = await repo.create(g);
    const rows = await rowsOf(g.id);
    expect(rows.game[0]).toMatchObject({ status: 'ACTIVE', version: 1, player_count: 3, bots });
    expect(rows.seats).toEqual([
      { game_id: g.id, seat: 2, player_id: alice, joined_at: expect.any(Date), entropy: null },
    ]);
    expect(rows.events.map((e) => [e.type, e.seat, e.payload])).toEqual([
      ['GameCreated', 2, g.created],
      ['GameStarted', null, { seats: [{ seat: 2, playerId: alice }] }],
    ]);
    expect(record).toEqual(await repo.find(g.id));
    expect(record).toMatchObject({
      status: 'ACTIVE',
      bots,
      seats: [{ seat: 2, playerId: alice, playerName: 'Alice' }],
    });
    // With an open seat beside the bot, it waits for that person.
    const open = newGame({ game: 'troyes', playerCount: 3, bots: [null, 'greedy@1', null] });
    expect(await repo.create(open)).toMatchObject({ status: 'OPEN', version: 0 });
  });

  it('multiplayer: an OPEN game at version 0 with GameCreated only', async () => {
    const g = newGame({ playerCount: 3 });
    const before = Date.now();
    const record = await repo.create(g);
    const after = Date.now();
    const rows = await rowsOf(g.id);

    const game = rows.game[0];
    expect(game).toMatchObject({ status: 'OPEN', version: 0, player_count: 3, started_at: null, ranked: false });
    within(game.created_at, before, after);
    expect(rows.seats).toEqual([
      { game_id: g.id, seat: 0, player_id: alice, joined_at: expect.any(Date), entropy: null },
    ]);
    expect(rows.events).toEqual([
      { game_id: g.id, seq: 0, type: 'GameCreated', seat: 0, payload: g.created, at: expect.any(Date) },
    ]);
    expect(rows.attempts).toEqual([]);
    expect(record).toEqual(await repo.find(g.id));
    expect(record).toMatchObject({ status: 'OPEN', version: 0, playerCount: 3, startedAt: null });
  });

  it('ranked daily: the daily columns and the one attempt of the day', async () => {
    const closes = new Date('2026-03-02T00:00:00.000Z');
    const g = newGame({
      daily: {
        kind: 'troyes-dice',
        date: new Date('2026-03-01T00:00:00.000Z'),
        ranked: true,
        deadline: closes,
        seedRevealAt: closes,
      },
    });
    const before = Date.now();
    const record = await repo.create(g);
    const after = Date.now();
    const rows = await rowsOf(g.id);

    const game = rows.game[0];
    expect(game).toMatchObject({
      status: 'ACTIVE',
      version: 1,
      deadline: closes,
      seed_reveal_at: closes,
      daily_kind: 'troyes-dice',
      daily_date: '2026-03-01',
      ranked: true,
    });
    expect(rows.attempts).toEqual([
      { kind: 'troyes-dice', date: '2026-03-01', player_id: alice, game_id: g.id, created_at: expect.any(Date) },
    ]);
    within(rows.attempts[0].created_at, before, after);
    expect(rows.events.map((e) => e.type)).toEqual(['GameCreated', 'GameStarted']);
    expect(record).toEqual(await repo.find(g.id));
    expect(record).toMatchObject({
      deadline: closes,
      seedRevealAt: closes,
      dailyKind: 'troyes-dice',
      dailyDate: new Date('2026-03-01T00:00:00.000Z'),
      ranked: true,
    });

    // A second ranked attempt the same day is refused, and writes nothing at all.
    const again = newGame({ daily: g.daily });
    await expect(repo.create(again)).rejects.toThrow();
    expect(await rowsOf(again.id)).toEqual({ game: [], seats: [], events: [], attempts: [] });
  });

  it('practice daily: the daily columns, unranked, no attempt', async () => {
    const g = newGame({
      daily: {
        kind: 'troyes-dice',
        date: new Date('2026-03-01T00:00:00.000Z'),
        ranked: false,
        deadline: null,
        seedRevealAt: null,
      },
    });
    const record = await repo.create(g);
    const rows = await rowsOf(g.id);
    expect(rows.game[0]).toMatchObject({
      deadline: null,
      seed_reveal_at: null,
      daily_kind: 'troyes-dice',
      daily_date: '2026-03-01',
      ranked: false,
    });
    expect(rows.attempts).toEqual([]);
    expect(record).toEqual(await repo.find(g.id));
  });

  it('writes nothing when the creator does not exist', async () => {
    const g = newGame({ creatorId: randomUUID() });
    await expect(repo.create(g)).rejects.toThrow();
    expect(await rowsOf(g.id)).toEqual({ game: [], seats: [], events: [], attempts: [] });
  });
});
