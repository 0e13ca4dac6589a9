import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AchievementsProjection } from '../../src/achievements/achievements.projection';
import { AchievementsRepository } from '../../src/achievements/achievements.repository';
import { SystemClock } from '../../src/common/clock/clock';
import { Database } from '../../src/database/database';
import type { Transaction } from '../../src/database/transaction';
import { getGame, type AnyGameDefinition } from '../../src/engine';
import { LeaderboardRepository } from '../../src/leaderboard/leaderboard.repository';
import type { FinishedGame } from '../../src/play/projections';
import { GamesRepository, type GameRecord } from '../../src/persistence/games.repository';
import type { GameFinishedPayload } from '../../src/persistence/stream-events';
import { connectTestDatabase, insertPlayers } from '../support/test-database';

/**
 * The rows the game-end projections write, pinned table by table: the daily board entry (first
 * finish only), the per-score counts and the all-time best; and each seated player's counters
 * and achievements (first time only, with the game that earned them).
 */
describe('game-end projections', () => {
  let closeDb: () => Promise<void>;
  let db: Database;
  let games: GamesRepository;
  let board: LeaderboardRepository;
  let achievementsProjection: AchievementsProjection;
  const troyesDice = getGame('troyes-dice') as AnyGameDefinition;

  beforeAll(async () => {
    ({ db, close: closeDb } = await connectTestDatabase());
    games = new GamesRepository(db, new SystemClock());
    board = new LeaderboardRepository(db);
    achievementsProjection = new AchievementsProjection(new AchievementsRepository(db));
  });
  afterAll(async () => {
    await closeDb();
  });

  const players = (n: number): Promise<string[]> => insertPlayers(db, n);

  /** A game row for the foreign keys, with the given players seated in order. */
  async function gameFor(seated: string[], options: object = { expansion: false }): Promise<GameRecord> {
    const id = randomUUID();
    await games.create({
      id,
      game: 'troyes-dice',
      rulesVersion: troyesDice.rulesVersion,
      options,
      playerCount: seated.length,
      seed: id,
      creatorId: seated[0]!,
      created: { game: 'troyes-dice', rulesVersion: '', options: {}, playerCount: seated.length, seedCommitment: '' },
    });
    for (const [seat, playerId] of seated.entries()) {
      if (seat > 0)
        await db.pool.query('INSERT INTO game_seat (game_id, seat, player_id) VALUES ($1, $2, $3)', [
          id,
          seat,
          playerId,
        ]);
    }
    return (await games.find(id))!;
  }

  const inTransaction = (fn: (tx: Transaction) => Promise<void>): Promise<void> => db.transaction(fn);

  const rows = async (sql: string) => (await db.pool.query(sql)).rows;

  it('leaderboard: first finish only, per-score counts, all-time best, games and total', async () => {
    const [a, b] = await players(2);
    const at = (s: string) => new Date(`2026-04-0${s}`);
    const g = await Promise.all([gameFor([a!]), gameFor([b!]), gameFor([a!]), gameFor([a!]), gameFor([a!])]);
    const record = (gameId: string, playerId: string, date: string, score: number, finishedAt: Date) =>
      inTransaction((c) => board.record(c, { kind: 'k', date, playerId, gameId, score, finishedAt }));

    await record(g[0]!.id, a!, '2026-04-01', 50, at('1T10:00:00.001Z'));
    await record(g[2]!.id, a!, '2026-04-01', 99, at('1T11:00:00.000Z')); // second finish that day: ignored
    await record(g[1]!.id, b!, '2026-04-01', 50, at('1T12:00:00.000Z'));
    await record(g[3]!.id, a!, '2026-04-02', 70, at('2T10:00:00.000Z'));
    await record(g[4]!.id, a!, '2026-04-03', 60, at('3T10:00:00.000Z'));

    expect(
      await rows(`SELECT kind, to_char(date, 'YYYY-MM-DD') AS date, player_id, game_id, score, finished_at, neg_score
                    FROM leaderboard_entry ORDER BY date, finished_at`),
    ).toEqual([
      {
        kind: 'k',
        date: '2026-04-01',
        player_id: a,
        game_id: g[0]!.id,
        score: 50,
        finished_at: at('1T10:00:00.001Z'),
        neg_score: -50,
      },
      {
        kind: 'k',
        date: '2026-04-01',
        player_id: b,
        game_id: g[1]!.id,
        score: 50,
        finished_at: at('1T12:00:00.000Z'),
        neg_score: -50,
      },
      {
        kind: 'k',
        date: '2026-04-02',
        player_id: a,
        game_id: g[3]!.id,
        score: 70,
        finished_at: at('2T10:00:00.000Z'),
        neg_score: -70,
      },
      {
        kind: 'k',
        date: '2026-04-03',
        player_id: a,
        game_id: g[4]!.id,
        score: 60,
        finished_at: at('3T10:00:00.000Z'),
        neg_score: -60,
      },
    ]);
    expect(
      await rows(
        `SELECT kind, to_char(date, 'YYYY-MM-DD') AS date, score, entries FROM leaderboard_score_count ORDER BY date, score`,
      ),
    ).toEqual([
      { kind: 'k', date: '2026-04-01', score: 50, entries: 2 },
      { kind: 'k', date: '2026-04-02', score: 70, entries: 1 },
      { kind: 'k', date: '2026-04-03', score: 60, entries: 1 },
    ]);
    expect(
      await rows(`SELECT kind, player_id, best_score, best_game_id, best_at, games, total_score::text, neg_best_score
                    FROM leaderboard_best ORDER BY best_score DESC`),
    ).toEqual([
      {
        kind: 'k',
        player_id: a,
        best_score: 70,
        best_game_id: g[3]!.id,
        best_at: at('2T10:00:00.000Z'),
        games: 3,
        total_score: '180',
        neg_best_score: -70,
      },
      {
        kind: 'k',
        player_id: b,
        best_score: 50,
        best_game_id: g[1]!.id,
        best_at: at('1T12:00:00.000Z'),
        games: 1,
        total_score: '50',
        neg_best_score: -50,
      },
    ]);
  });

  /** A finished Troyes Dice game, played by always taking the first legal move of the first actor. */
  function playedToEnd(playerCount: number, options: object, seed: string): unknown {
    const setup = troyesDice.setup(options, seed, playerCount);
    if (!setup.ok) throw new Error('setup failed');
    let state = setup.value;
    while (!troyesDice.isOver(state)) {
      const seat = troyesDice.actors(state)[0]!;
      const applied = troyesDice.apply(state, seat, troyesDice.legalMoves(state, seat)[0]);
      if (!applied.ok) throw new Error('illegal first legal move');
      state = applied.value.state;
    }
    return state;
  }

  it('achievements: counters per seated player, unlocked once, with the game that earned them', async () => {
    const seated = await players(3);
    const set = troyesDice.achievements!;
    const options = { expansion: true };
    const expected = { counters: new Map<string, number>(), unlocked: new Map<string, string>() };
    const finishedAt = new Date('2026-04-05T10:00:00.123Z');
    for (let n = 0; n < 4; n++) {
      const game = await gameFor(seated, options);
      const state = playedToEnd(3, options, `ach-${n}`);
      const result: GameFinishedPayload = { scores: troyesDice.scores(state), ranking: troyesDice.ranking(state) };
      const finished: FinishedGame = { game, state, result, finishedAt };
      await inTransaction((tx) => achievementsProjection.project(tx, finished));

      // What the projection must have done, computed from the definitions.
      for (const { seat, playerId } of game.seats) {
        const unlock = (id: string) => {
          if (!expected.unlocked.has(`${playerId}/${id}`)) expected.unlocked.set(`${playerId}/${id}`, game.id);
        };
        set.earned(state, seat).forEach(unlock);
        for (const counter of set.counts(state, seat)) {
          const value = (expected.counters.get(`${playerId}/${counter}`) ?? 0) + 1;
          expected.counters.set(`${playerId}/${counter}`, value);
          for (const d of set.definitions)
            if (d.counter?.counts === counter && value >= d.counter.threshold) unlock(d.id);
        }
      }
    }
    expect(expected.unlocked.size).toBeGreaterThanOrEqual(6); // play-3-multiplayer and play-3-expansion for each

    const counters = await rows('SELECT player_id, game, counter, value FROM player_counter');
    expect(new Map(counters.map((r) => [`${r.player_id}/${r.counter}`, r.value]))).toEqual(expected.counters);
    expect(counters.every((r) => r.game === 'troyes-dice')).toBe(true);
    const achievements = await rows(
      'SELECT player_id, game, achievement_id, game_id, unlocked_at FROM player_achievement',
    );
    expect(new Map(achievements.map((r) => [`${r.player_id}/${r.achievement_id}`, r.game_id]))).toEqual(
      expected.unlocked,
    );
    expect(
      achievements.every((r) => r.game === 'troyes-dice' && r.unlocked_at.getTime() === finishedAt.getTime()),
    ).toBe(true);
  });
});
