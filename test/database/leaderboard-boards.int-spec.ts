import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Database } from '../../src/database/database';
import {
  LeaderboardRepository,
  type BoardKey,
  type BoardRef,
  type RankedResult,
} from '../../src/leaderboard/leaderboard.repository';
import { connectTestDatabase, insertPlayers } from '../support/test-database';

/**
 * The boards' read models as the projection writes them (LeaderboardRepository.record): the
 * (score, tie-break) order and its shared ranks, the weekly and monthly totals and their counts
 * kept incrementally, checked against the same figures recomputed from the daily entries, and
 * jump-to-rank at every position.
 */
describe('leaderboard boards (periods, tie-break, jump to rank)', () => {
  let closeDb: () => Promise<void>;
  let db: Database;
  let board: LeaderboardRepository;

  beforeAll(async () => {
    ({ db, close: closeDb } = await connectTestDatabase());
    board = new LeaderboardRepository(db);
  });
  afterAll(async () => {
    await closeDb();
  });

  const players = (n: number): Promise<string[]> => insertPlayers(db, n);

  async function record(e: Omit<RankedResult, 'gameId'>): Promise<void> {
    const gameId = randomUUID();
    await db.pool.query(
      `INSERT INTO game (id, game, rules_version, options, player_count, seed, status, version, ranked, daily_kind, daily_date)
       VALUES ($1, 'orleans', 'orleans@1', '{}', 4, 'x', 'FINISHED', 10, true, $2, $3)`,
      [gameId, e.kind, e.date],
    );
    await db.transaction((tx) => board.record(tx, { ...e, gameId }));
  }

  const rows = async <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
    (await db.pool.query(sql, params)).rows as T[];

  /** The rows of a page (pageWithTotal without its total). */
  const pageRows = async <B extends BoardRef>(
    ref: B,
    limit: number,
    after: BoardKey | null,
    opts: { inclusive?: boolean } = {},
  ) => (await board.pageWithTotal(ref, limit, after, opts)).rows;

  /** Every entry of a board, paged 3 at a time through the cursors (ranks computed per page). */
  async function wholeBoard(ref: BoardRef): Promise<{ rank: number; playerId: string; score: number }[]> {
    const out: { rank: number; playerId: string; score: number; key: BoardKey }[] = [];
    let after: BoardKey | null = null;
    for (;;) {
      const page = (await pageRows(ref, 3, after)) as unknown as Record<string, unknown>[];
      if (page.length === 0) return out;
      for (const r of page) {
        const score = (r.score ?? r.bestScore) as number;
        const tieBreak = (r.tieBreak ?? r.bestTieBreak) as number;
        const at = (r.finishedAt ?? r.reachedAt ?? r.bestAt) as Date;
        const playerId = r.playerId as string;
        out.push({ rank: r.rank as number, playerId, score, key: { score, tieBreak, at, playerId } });
      }
      after = out.at(-1)!.key;
    }
  }

  it('ranks equal scores by the tie-break (development step), then shares ranks and lists earlier finishes first', async () => {
    const [a, b, c, d, e] = await players(5);
    const day = '2026-05-04';
    const at = (m: number) => new Date(`${day}T10:${String(m).padStart(2, '0')}:00.000Z`);
    await record({ kind: 'orleans', date: day, playerId: a!, score: 40, tieBreak: 5, finishedAt: at(1) });
    await record({ kind: 'orleans', date: day, playerId: b!, score: 40, tieBreak: 7, finishedAt: at(2) });
    await record({ kind: 'orleans', date: day, playerId: c!, score: 41, tieBreak: 0, finishedAt: at(3) });
    await record({ kind: 'orleans', date: day, playerId: d!, score: 40, tieBreak: 5, finishedAt: at(0) });
    await record({ kind: 'orleans', date: day, playerId: e!, score: 39, tieBreak: 9, finishedAt: at(4) });
    const ref = { board: 'daily', kind: 'orleans', date: day } as const;
    const page = await pageRows(ref, 10, null);
    expect(page.map((r) => [r.playerId, r.score, r.tieBreak, r.rank])).toEqual([
      [c, 41, 0, 1],
      [b, 40, 7, 2],
      [d, 40, 5, 3], // equal (score, step): shared rank, earlier finish first
      [a, 40, 5, 3],
      [e, 39, 9, 5],
    ]);
    expect((await board.entriesOf(ref, [a!, b!])).rows.map((r) => r.rank)).toEqual([2, 3]);
    expect(
      await rows(
        `SELECT score, tie_break, entries FROM leaderboard_score_count WHERE kind = 'orleans' ORDER BY score, tie_break`,
      ),
    ).toEqual([
      { score: 39, tie_break: 9, entries: 1 },
      { score: 40, tie_break: 5, entries: 2 },
      { score: 40, tie_break: 7, entries: 1 },
      { score: 41, tie_break: 0, entries: 1 },
    ]);
    // The all-time best is the highest (score, step): an equal score further along replaces it.
    await record({ kind: 'orleans', date: '2026-05-05', playerId: a!, score: 40, tieBreak: 6, finishedAt: at(5) });
    await record({ kind: 'orleans', date: '2026-05-06', playerId: a!, score: 40, tieBreak: 2, finishedAt: at(6) });
    const [best] = (await board.entriesOf({ board: 'all-time', kind: 'orleans' }, [a!])).rows;
    expect(best).toMatchObject({ bestScore: 40, bestTieBreak: 6, games: 3, rank: 3 });
  });

  /** The board key of a row of any board. */
  const keyOf = (r: Record<string, unknown>): BoardKey => ({
    score: (r.score ?? r.bestScore) as number,
    tieBreak: (r.tieBreak ?? r.bestTieBreak) as number,
    at: (r.finishedAt ?? r.reachedAt ?? r.bestAt) as Date,
    playerId: r.playerId as string,
  });

  it('reads a page, named entries or an entry with those around it in one statement, as the whole board gives them', async () => {
    const ids = await players(5);
    const day = '2026-05-11';
    for (const [i, id] of ids.entries()) {
      const finishedAt = new Date(`${day}T09:0${i}:00.000Z`);
      await record({ kind: 'orleans', date: day, playerId: id, score: 30 + (i % 3), tieBreak: i, finishedAt });
    }
    const refs: BoardRef[] = [
      { board: 'daily', kind: 'orleans', date: day },
      { board: 'period', kind: 'orleans', period: '2026-W20' },
      { board: 'all-time', kind: 'orleans' },
    ];
    for (const ref of refs) {
      const total = await board.total(ref);
      expect(total).toBeGreaterThanOrEqual(5);
      // Each read against the whole board, read once (its ranks checked against a recomputation below).
      const all = await pageRows(ref, 100, null);
      expect(all).toHaveLength(total);
      expect(await board.pageWithTotal(ref, 2, null)).toEqual({ rows: all.slice(0, 2), total });
      const key = keyOf(all[1] as unknown as Record<string, unknown>);
      expect(await board.pageWithTotal(ref, 2, key)).toEqual({ rows: all.slice(2, 4), total });
      expect(await board.pageWithTotal(ref, 2, key, { inclusive: true })).toEqual({ rows: all.slice(1, 3), total });
      // The named entries are the whole board's rows of those players, ranks included.
      const named = [ids[1]!, ids[3]!];
      expect(await board.entriesOf(ref, named)).toEqual({
        rows: all.filter((row) => named.includes(row.playerId)),
        total,
      });
      // No row to carry it: the total is still the board's.
      expect(await board.entriesOf(ref, [randomUUID()])).toEqual({ rows: [], total });
      // An entry with two on each side, at the top, inside and at the bottom of the board.
      for (const i of [0, 2, all.length - 1]) {
        const k = keyOf(all[i] as unknown as Record<string, unknown>);
        expect(await board.around(ref, 2, k)).toEqual(all.slice(Math.max(0, i - 2), i + 3));
      }
    }
    const empty = { board: 'daily', kind: 'orleans', date: '2026-05-12' } as const;
    expect(await board.pageWithTotal(empty, 2, null)).toEqual({ rows: [], total: 0 });
  });

  it('sums ranked daily scores per ISO week and calendar month, incrementally, as recomputing would', async () => {
    const [a, b] = await players(2);
    const at = (date: string) => new Date(`${date}T12:00:00.000Z`);
    // 2026-11-29 is the Sunday of 2026-W48; 2026-11-30 opens W49, which runs into December.
    for (const [p, date, score] of [
      [a, '2026-11-23', 50],
      [a, '2026-11-29', 30],
      [a, '2026-11-30', 20],
      [a, '2026-12-01', 10],
      [b, '2026-11-24', 70],
    ] as const) {
      await record({ kind: 'troyes-dice', date, playerId: p!, score, finishedAt: at(date) });
    }
    const period = (p: string) => pageRows({ board: 'period', kind: 'troyes-dice', period: p }, 10, null);
    expect((await period('2026-W48')).map((r) => [r.playerId, r.score, r.days, r.rank])).toEqual([
      [a, 80, 2, 1],
      [b, 70, 1, 2],
    ]);
    expect((await period('2026-W49')).map((r) => [r.playerId, r.score, r.days])).toEqual([[a, 30, 2]]);
    expect((await period('2026-11')).map((r) => [r.playerId, r.score, r.days, r.reachedAt])).toEqual([
      [a, 100, 3, at('2026-11-30')],
      [b, 70, 1, at('2026-11-24')],
    ]);
    expect((await period('2026-12')).map((r) => [r.playerId, r.score])).toEqual([[a, 10]]);
    expect(await board.total({ board: 'period', kind: 'troyes-dice', period: '2026-11' })).toBe(2);
  });

  it('keeps every period, best and count row equal to a recomputation over many random entries', async () => {
    const ids = await players(9);
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 150; i++) {
      const date = `2027-02-${String(1 + rand(28)).padStart(2, '0')}`;
      await record({
        kind: 'random',
        date,
        playerId: ids[rand(ids.length)]!,
        score: rand(6),
        tieBreak: rand(3),
        finishedAt: new Date(`${date}T${String(rand(24)).padStart(2, '0')}:00:00.000Z`),
      });
    }
    // Void some entries (ranked:verify --void): every aggregate must lose them.
    const entries = await rows<{ date: string; playerId: string }>(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, player_id AS "playerId" FROM leaderboard_entry
        WHERE kind = 'random' ORDER BY date, player_id`,
    );
    let voids = 0;
    for (const e of entries) {
      if (rand(4) !== 0) continue;
      expect(await board.voidEntry({ kind: 'random', ...e }, 'RULES_MISMATCH: test', new Date())).toBe(true);
      voids++;
    }
    expect(voids).toBeGreaterThan(10);
    const recomputed = await rows(`
      SELECT p.period, e.player_id, sum(e.score)::int AS score, sum(e.tie_break)::int AS tie_break,
             count(*)::int AS days, max(e.finished_at) AS reached_at
        FROM leaderboard_entry e,
             LATERAL (VALUES (to_char(e.date, 'IYYY-"W"IW')), (to_char(e.date, 'YYYY-MM'))) AS p(period)
       WHERE e.kind = 'random' AND e.status = 'VERIFIED' GROUP BY 1, 2 ORDER BY 1, 2`);
    expect(
      await rows(`SELECT period, player_id, score, tie_break, days, reached_at FROM leaderboard_period_entry
                   WHERE kind = 'random' ORDER BY 1, 2`),
    ).toEqual(recomputed);
    const counts = (table: string, part: string) =>
      rows(
        `SELECT ${part}, score, tie_break, entries FROM ${table} WHERE kind = 'random' AND entries > 0 ORDER BY 1, 2, 3`,
      );
    expect(await counts('leaderboard_period_count', 'period')).toEqual(
      await rows(`SELECT period, score, tie_break, count(*)::int AS entries FROM leaderboard_period_entry
                   WHERE kind = 'random' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
    );
    expect(await counts('leaderboard_best_count', "'all' AS board")).toEqual(
      await rows(`SELECT 'all' AS board, best_score AS score, best_tie_break AS tie_break, count(*)::int AS entries
                    FROM leaderboard_best WHERE kind = 'random' GROUP BY 2, 3 ORDER BY 2, 3`),
    );
    expect(
      await rows(`SELECT player_id, best_score, best_tie_break, best_at, games, total_score::int AS total
                    FROM leaderboard_best WHERE kind = 'random' ORDER BY player_id`),
    ).toEqual(
      await rows(`SELECT DISTINCT ON (player_id) player_id, score AS best_score, tie_break AS best_tie_break,
                         finished_at AS best_at, count(*) OVER w::int AS games, (sum(score) OVER w)::int AS total
                    FROM leaderboard_entry WHERE kind = 'random' AND status = 'VERIFIED'
                  WINDOW w AS (PARTITION BY player_id)
                   ORDER BY player_id, score DESC, tie_break DESC, finished_at`),
    );
    // The daily counts too.
    expect(await counts('leaderboard_score_count', "to_char(date, 'YYYY-MM-DD')")).toEqual(
      await rows(`SELECT to_char(date, 'YYYY-MM-DD'), score, tie_break, count(*)::int AS entries
                    FROM leaderboard_entry WHERE kind = 'random' AND status = 'VERIFIED'
                   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
    );

    // Ranks on every board kind agree with competition ranking over the whole board, and
    // jumping to every position lands on that entry.
    const [busiest] = await rows<{ date: string }>(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date FROM leaderboard_entry WHERE kind = 'random'
        GROUP BY date HAVING bool_or(status = 'VOIDED')
        ORDER BY count(*) FILTER (WHERE status = 'VERIFIED') DESC, date LIMIT 1`,
    );
    const [busiestWeek] = await rows<{ period: string }>(
      `SELECT period FROM leaderboard_period_entry WHERE kind = 'random' AND period LIKE '%W%'
        GROUP BY period ORDER BY count(*) DESC, period LIMIT 1`,
    );
    for (const ref of [
      { board: 'period', kind: 'random', period: '2027-02' },
      { board: 'period', kind: 'random', period: busiestWeek!.period },
      { board: 'daily', kind: 'random', date: busiest!.date },
      { board: 'all-time', kind: 'random' },
    ] as BoardRef[]) {
      const all = await wholeBoard(ref);
      expect(all.length).toBe(await board.total(ref));
      expect(all.length).toBeGreaterThan(0);
      const keys = await Promise.all(all.map(async (_, i) => board.keyAt(ref, i + 1)));
      const expectedRanks = all.map((r, i) => {
        let first = i;
        while (first > 0 && sameKey(keys[first - 1]!, keys[i]!)) first--;
        return first + 1;
      });
      expect(all.map((r) => r.rank)).toEqual(expectedRanks);
      for (const [i, entry] of all.entries()) {
        const from = (await pageRows(ref, 2, keys[i]!, { inclusive: true })) as unknown as { playerId: string }[];
        expect(from[0]!.playerId).toBe(entry.playerId);
      }
      expect(await board.keyAt(ref, all.length + 1)).toBeNull();
    }
  });
});

function sameKey(x: BoardKey, y: BoardKey): boolean {
  return x.score === y.score && x.tieBreak === y.tieBreak;
}
