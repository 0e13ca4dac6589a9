import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Database } from '../../src/database/database';
import { LeaderboardRepository } from '../../src/leaderboard/leaderboard.repository';
import { connectTestDatabase } from '../support/test-database';

/**
 * LeaderboardRepository.voidEntry keeps the aggregates right: the day's score counts lose the entry
 * and the all-time row is recomputed from the player's remaining verified entries (best, its game
 * and time, games, total), or removed when none remains; voiding twice changes nothing.
 * restoreEntry undoes it exactly (every board table as before the void), and only a voided entry.
 */
describe('voiding a board entry, and restoring it', () => {
  let closeDb: () => Promise<void>;
  let db: Database;
  let board: LeaderboardRepository;
  const kind = 'troyes-dice';
  const ada = randomUUID();
  const bob = randomUUID();
  const at = (day: string) => new Date(`${day}T12:00:00.000Z`);
  const gameOf: Record<string, string> = {};
  /**
   * Every board table, in a fixed order. A count row at 0 counts nothing (the record path leaves
   * them, the void path drops them): left out.
   */
  let initial: unknown;
  const snapshot = async () => {
    const tables = {
      leaderboard_entry: 'kind, date, player_id',
      leaderboard_score_count: 'kind, date, score, tie_break',
      leaderboard_best: 'kind, player_id',
      leaderboard_best_count: 'kind, score, tie_break',
      leaderboard_period_entry: 'kind, period, player_id',
      leaderboard_period_count: 'kind, period, score, tie_break',
    };
    const out: Record<string, unknown[]> = {};
    for (const [table, order] of Object.entries(tables)) {
      const counted = table.endsWith('_count') ? 'WHERE entries <> 0' : '';
      out[table] = (await db.pool.query(`SELECT * FROM ${table} ${counted} ORDER BY ${order}`)).rows;
    }
    return out;
  };

  beforeAll(async () => {
    ({ db, close: closeDb } = await connectTestDatabase());
    board = new LeaderboardRepository(db);
    for (const [id, name] of [
      [ada, 'Ada'],
      [bob, 'Bob'],
    ]) {
      await db.pool.query('INSERT INTO player (id, name) VALUES ($1, $2)', [id, name]);
    }
    const results: [string, string, number][] = [
      [ada, '2026-11-01', 50],
      [ada, '2026-11-02', 60],
      [ada, '2026-11-03', 55],
      [ada, '2026-11-04', 55],
      [bob, '2026-11-02', 60],
    ];
    for (const [playerId, date, score] of results) {
      const gameId = randomUUID();
      gameOf[`${playerId}/${date}`] = gameId;
      await db.pool.query(
        `INSERT INTO game (id, game, rules_version, options, player_count, seed, status, ranked, daily_kind, daily_date, seed_source)
         VALUES ($1, 'troyes-dice', 'troyes-dice@2', '{}', 1, 's', 'FINISHED', true, $2, $3, 'daily')`,
        [gameId, kind, date],
      );
      await db.transaction((tx) => board.record(tx, { kind, date, playerId, gameId, score, finishedAt: at(date) }));
    }
    initial = await snapshot();
  });
  afterAll(async () => {
    await closeDb();
  });

  /** A player's entry on a day's board (with its rank), or null. */
  const dailyEntry = async (date: string, playerId: string) =>
    (await board.entriesOf({ board: 'daily', kind, date }, [playerId])).rows[0] ?? null;
  const best = async (playerId: string) =>
    (
      await db.pool.query(
        `SELECT best_score AS "bestScore", best_game_id AS "bestGameId", best_at AS "bestAt", games,
                total_score::int AS "totalScore" FROM leaderboard_best WHERE kind = $1 AND player_id = $2`,
        [kind, playerId],
      )
    ).rows[0];
  const counts = async (date: string) =>
    (
      await db.pool.query(
        `SELECT score, entries FROM leaderboard_score_count WHERE kind = $1 AND date = $2 ORDER BY score`,
        [kind, date],
      )
    ).rows;

  it('recomputes the best from the remaining verified entries (earliest of equal scores) and uncounts the day', async () => {
    expect(await best(ada)).toEqual({
      bestScore: 60,
      bestGameId: gameOf[`${ada}/2026-11-02`],
      bestAt: at('2026-11-02'),
      games: 4,
      totalScore: 220,
    });
    expect(await counts('2026-11-02')).toEqual([{ score: 60, entries: 2 }]);

    const voided = await board.voidEntry(
      { kind, date: '2026-11-02', playerId: ada },
      'RULES_MISMATCH: test',
      at('2026-12-01'),
    );
    expect(voided).toBe(true);
    expect(await best(ada)).toEqual({
      bestScore: 55,
      bestGameId: gameOf[`${ada}/2026-11-03`],
      bestAt: at('2026-11-03'),
      games: 3,
      totalScore: 160,
    });
    expect(await counts('2026-11-02')).toEqual([{ score: 60, entries: 1 }]);
    expect(await board.dailyTotal(kind, '2026-11-02')).toBe(1);
    expect(await dailyEntry('2026-11-02', bob)).toMatchObject({ rank: 1, status: 'VERIFIED' });
    expect(await dailyEntry('2026-11-02', ada)).toMatchObject({
      rank: null,
      score: 60,
      status: 'VOIDED',
      voidReason: 'RULES_MISMATCH: test',
      voidedAt: at('2026-12-01'),
    });
    // Bob's row is not touched.
    expect(await best(bob)).toMatchObject({ bestScore: 60, games: 1, totalScore: 60 });
  });

  it('changes nothing when the entry is already voided', async () => {
    const before = [await best(ada), await counts('2026-11-02'), await dailyEntry('2026-11-02', ada)];
    expect(await board.voidEntry({ kind, date: '2026-11-02', playerId: ada }, 'another reason', at('2026-12-02'))).toBe(
      false,
    );
    expect([await best(ada), await counts('2026-11-02'), await dailyEntry('2026-11-02', ada)]).toEqual(before);
  });

  it('removes the all-time row and the empty score count when the last verified entry goes', async () => {
    expect(
      await board.voidEntry({ kind, date: '2026-11-02', playerId: bob }, 'RULES_MISMATCH: test', at('2026-12-01')),
    ).toBe(true);
    expect(await best(bob)).toBeUndefined();
    expect(await counts('2026-11-02')).toEqual([]);
    expect(await board.dailyTotal(kind, '2026-11-02')).toBe(0);
    expect(await board.total({ board: 'all-time', kind })).toBe(1);
    expect(await board.dailyVoidedTotal(kind, '2026-11-02')).toBe(2);
    const voided = await board.dailyVoidedPage(kind, '2026-11-02', 1, null);
    // Same score and finish time: player id orders them.
    const [first, second] = [ada, bob].sort();
    expect(voided.map((e) => e.playerId)).toEqual([first]);
    const next = await board.dailyVoidedPage(kind, '2026-11-02', 10, {
      score: voided[0]!.score,
      tieBreak: voided[0]!.tieBreak,
      at: voided[0]!.finishedAt,
      playerId: voided[0]!.playerId,
    });
    expect(next.map((e) => e.playerId)).toEqual([second]);
  });

  it('restores voided entries exactly: every board table as if they had never been voided', async () => {
    // Ada's best of the week and month (11-03) and then her next (11-04) voided, then restored.
    const twoVoids = await snapshot();
    for (const date of ['2026-11-03', '2026-11-04']) {
      expect(await board.voidEntry({ kind, date, playerId: ada }, 'RULES_MISMATCH: test', at('2026-12-03'))).toBe(true);
    }
    expect(await best(ada)).toMatchObject({ bestScore: 50, games: 1 });
    expect(await board.restoreEntry({ kind, date: '2026-11-03', playerId: ada }, 55)).toBe(true);
    expect(await best(ada)).toMatchObject({ bestScore: 55, bestGameId: gameOf[`${ada}/2026-11-03`], games: 2 });
    expect(await board.restoreEntry({ kind, date: '2026-11-04', playerId: ada }, 55)).toBe(true);
    expect(await snapshot()).toEqual(twoVoids);

    // Bob's only entry (his all-time and period rows were removed) and Ada's old best: back to the start.
    expect(await board.restoreEntry({ kind, date: '2026-11-02', playerId: bob }, 60)).toBe(true);
    expect(await board.restoreEntry({ kind, date: '2026-11-02', playerId: ada }, 60)).toBe(true);
    expect(await snapshot()).toEqual(initial);
    expect(await dailyEntry('2026-11-02', ada)).toMatchObject({
      rank: 1,
      status: 'VERIFIED',
      voidReason: null,
      voidedAt: null,
    });
  });

  it('restores nothing that is not voided, nor an entry whose score is not the one re-verified', async () => {
    expect(await board.restoreEntry({ kind, date: '2026-11-02', playerId: ada }, 60)).toBe(false);
    await board.voidEntry({ kind, date: '2026-11-01', playerId: ada }, 'RULES_MISMATCH: test', at('2026-12-04'));
    const voided = await snapshot();
    expect(await board.restoreEntry({ kind, date: '2026-11-01', playerId: ada }, 51)).toBe(false);
    expect(await board.restoreEntry({ kind, date: '2026-11-09', playerId: ada }, 50)).toBe(false);
    expect(await snapshot()).toEqual(voided);
    expect(await board.restoreEntry({ kind, date: '2026-11-01', playerId: ada }, 50)).toBe(true);
    expect(await snapshot()).toEqual(initial);
  });
});
