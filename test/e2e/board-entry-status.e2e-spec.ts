import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LeaderboardRepository } from '../../src/leaderboard/leaderboard.repository';
import { isoWeekOf, monthOf } from '../../src/leaderboard/periods';
import { runReverifyCommand } from '../../src/verify/reverify-command';
import { gql } from '../support/gql';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  expectData,
  expectError,
  playToEndTyped,
  typedClient,
  type TypedCrier,
  type TypedPlayer,
} from '../support/typed-client';

const VOIDED_AT = new Date('2030-01-02T03:04:05.678Z');
const ENTRY_FIELDS = 'rank playerId score status voidReason voidedAt';

/**
 * Board entry status (issue 16.5): every entry a ranked finish writes is VERIFIED; `ranked:verify
 * --void` voids one whose replay does not reproduce it, which then stays readable with its reason
 * but no longer ranks or counts, over REST and GraphQL; a second run changes nothing.
 */
describe('board entry status', () => {
  let t: TestApp;
  let crier: TypedCrier;
  const players: TypedPlayer[] = [];
  const games: string[] = [];
  let date: string;
  const kind = 'troyes-dice';
  const board = () => t.app.get(LeaderboardRepository);
  const daily = async (query?: { rank?: number; status?: 'VERIFIED' | 'VOIDED' }) =>
    expectData(
      await crier.anonymous.GET('/v1/leaderboards/{kind}/daily/{date}', { params: { path: { kind, date }, query } }),
      200,
    );
  const myRank = async (p: TypedPlayer) =>
    expectData(
      await p.client.GET('/v1/leaderboards/{kind}/daily/{date}/me', {
        params: { path: { kind, date }, query: { around: 2 } },
      }),
      200,
    );
  const ofPlayers = async (ids: string) =>
    expectData(
      await crier.anonymous.GET('/v1/leaderboards/{kind}/daily/{date}/players', {
        params: { path: { kind, date }, query: { ids } },
      }),
      200,
    );
  const history = async (playerId: string) =>
    expectData(
      await crier.anonymous.GET('/v1/leaderboards/{kind}/players/{playerId}/history', {
        params: { path: { kind, playerId } },
      }),
      200,
    );
  const allTime = async () =>
    expectData(await crier.anonymous.GET('/v1/leaderboards/{kind}/all-time', { params: { path: { kind } } }), 200);

  beforeAll(async () => {
    t = await startTestApp({ dailySecret: 'test-daily-secret-of-at-least-32-characters' });
    crier = await typedClient(t);
    for (const [i, name] of ['Ada', 'Bob', 'Cy'].entries()) {
      const p = await crier.register(name);
      players.push(p);
      const attempt = expectData(await p.client.POST('/v1/daily/{kind}/attempt', { params: { path: { kind } } }), 201);
      date = attempt.daily!.date;
      await playToEndTyped(attempt.id, [p], 40 + i);
      games.push(attempt.id);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives every entry written by a ranked finish as VERIFIED, in every board answer', async () => {
    const verified = { status: 'VERIFIED', voidReason: null, voidedAt: null };
    const day = await daily();
    expect(day.items).toHaveLength(3);
    for (const e of day.items) expect(e).toMatchObject({ ...verified, rank: expect.any(Number) });
    const me = await myRank(players[0]!);
    expect(me.entry).toMatchObject(verified);
    expect(me.around).toHaveLength(3);
    const friends = await ofPlayers(players[1]!.id);
    expect(friends.items[0]).toMatchObject(verified);
    const bobs = await history(players[1]!.id);
    expect(bobs[0]).toMatchObject(verified);
    const all = await allTime();
    for (const e of all.items) expect(e.status).toBe('VERIFIED');

    const g = await gql(
      t,
      `{ leaderboard(kind: TROYES_DICE, date: "${date}") { edges { node { ${ENTRY_FIELDS} } } }
         allTimeLeaderboard(kind: TROYES_DICE) { edges { node { status } } }
         playerHistory(kind: TROYES_DICE, playerId: "${players[1]!.id}") { edges { node { ${ENTRY_FIELDS} } } } }`,
    );
    expect(g.errors).toBeUndefined();
    for (const { node } of g.data.leaderboard.edges) expect(node).toMatchObject(verified);
    for (const { node } of g.data.allTimeLeaderboard.edges) expect(node.status).toBe('VERIFIED');
    expect(g.data.playerHistory.edges[0].node).toMatchObject(verified);
  });

  it('voids a tampered entry through ranked:verify --void: explained, no longer ranked; a second run changes nothing', async () => {
    const [, bob] = players;
    // A score recorded under faulty rules: the entry, its day's count and the all-time row agree
    // with each other (as a ranked finish writes them) but not with the replay of the game.
    const recorded = await recordScore(t, games[1]!, 3);

    const first = await runReverifyCommand(board(), ['--void'], () => VOIDED_AT);
    expect(first.code).toBe(1);
    const reason = `RULES_MISMATCH: replay under troyes-dice@2 gives ${recorded - 3}, recorded ${recorded}`;
    expect(first.out).toBe(
      '3 ranked entries re-verified under the rules each was played with; 1 mismatch, 1 voided now.\n' +
        `VOIDED ${games[1]} troyes-dice@2 troyes-dice ${date} player ${bob!.id} (Bob): ${reason}\n`,
    );
    const voided = { rank: null, playerId: bob!.id, score: recorded, status: 'VOIDED', voidReason: reason };

    // REST: off the ranked board and its count; listed with status=VOIDED; explained wherever asked.
    const day = await daily();
    expect(day.totalCount).toBe(2);
    expect(day.items.map((e) => e.playerId)).not.toContain(bob!.id);
    expect(day.items.map((e) => e.rank)).toEqual(ranksOf(day.items));
    const list = await daily({ status: 'VOIDED' });
    expect(list).toMatchObject({
      totalCount: 1,
      hasNextPage: false,
      items: [{ ...voided, voidedAt: VOIDED_AT.toISOString() }],
    });
    const me = await myRank(bob!);
    expect(me).toMatchObject({ totalCount: 2, around: [], entry: voided });
    const friends = await ofPlayers(players.map((p) => p.id).join(','));
    expect(friends.items).toHaveLength(3);
    expect(friends.items[2]).toMatchObject(voided); // after the ranked entries
    expect(friends.items.slice(0, 2)).toEqual(day.items);
    const bobs = await history(bob!.id);
    expect(bobs[0]).toMatchObject(voided);
    // Bob's only ranked game is voided: he leaves the all-time board.
    const all = await allTime();
    expect(all.totalCount).toBe(2);
    expect(all.items.map((e) => e.playerId)).not.toContain(bob!.id);
    // And the week's and month's boards of that day (his only day there: his rows go).
    const week = await crier.anonymous.GET('/v1/leaderboards/{kind}/weekly/{week}', {
      params: { path: { kind, week: isoWeekOf(date) } },
    });
    const month = await crier.anonymous.GET('/v1/leaderboards/{kind}/monthly/{month}', {
      params: { path: { kind, month: monthOf(date) } },
    });
    for (const period of [expectData(week, 200), expectData(month, 200)]) {
      expect(period.totalCount).toBe(2);
      expect(period.items.map((e) => e.playerId)).not.toContain(bob!.id);
    }
    // Jump to rank skips the voided entry: rank=2 starts at the second ranked entry.
    const jump = await daily({ rank: 2 });
    expect(jump.items).toEqual(day.items.slice(1));
    // Voided entries have no rank to jump to.
    expectError(
      await crier.anonymous.GET('/v1/leaderboards/{kind}/daily/{date}', {
        params: { path: { kind, date }, query: { status: 'VOIDED', rank: 1 } },
      }),
      400,
    );

    // GraphQL: the same answers.
    const g = await gql(
      t,
      `{ ranked: leaderboard(kind: TROYES_DICE, date: "${date}") { totalCount edges { node { ${ENTRY_FIELDS} } } }
         voided: leaderboard(kind: TROYES_DICE, date: "${date}", status: VOIDED) { totalCount edges { node { ${ENTRY_FIELDS} } } }
         friends: leaderboardOfPlayers(kind: TROYES_DICE, date: "${date}", playerIds: ["${bob!.id}"]) { items { ${ENTRY_FIELDS} } }
         playerHistory(kind: TROYES_DICE, playerId: "${bob!.id}") { edges { node { ${ENTRY_FIELDS} } } }
         allTimeLeaderboard(kind: TROYES_DICE) { totalCount } }`,
    );
    expect(g.errors).toBeUndefined();
    const gVoided = { ...voided, voidedAt: VOIDED_AT.toISOString() };
    expect(g.data.ranked.totalCount).toBe(2);
    expect(g.data.ranked.edges.map((e: { node: { playerId: string } }) => e.node.playerId)).not.toContain(bob!.id);
    expect(g.data.voided).toEqual({ totalCount: 1, edges: [{ node: gVoided }] });
    expect(g.data.friends.items).toEqual([gVoided]);
    expect(g.data.playerHistory.edges[0].node).toEqual(gVoided);
    expect(g.data.allTimeLeaderboard.totalCount).toBe(2);
    const gMe = await gql(
      t,
      `{ myRank(kind: TROYES_DICE, date: "${date}", aroundMe: 2) { totalCount entry { ${ENTRY_FIELDS} } around { rank } } }`,
      {},
      bob,
    );
    expect(gMe.data.myRank).toEqual({ totalCount: 2, entry: gVoided, around: [] });

    // A second run (with or without --void) finds nothing new and changes nothing.
    const before = await snapshot(t);
    const again = await runReverifyCommand(board(), ['--void'], () => new Date('2031-01-01T00:00:00Z'));
    expect(again).toEqual({
      code: 0,
      out: '3 ranked entries re-verified under the rules each was played with; 0 mismatches, 0 voided now; 1 already voided.\n',
    });
    const readOnly = await runReverifyCommand(board());
    expect(readOnly).toEqual({
      code: 0,
      out: '3 ranked entries re-verified under the rules each was played with; 0 mismatches; 1 already voided.\n',
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses an unknown flag with the usage, exit 2, changing nothing', async () => {
    const out = await runReverifyCommand(board(), ['--viod']);
    expect(out.code).toBe(2);
    expect(out.out).toContain('usage: npm run ranked:verify [-- --void | --restore <gameId>]');
  });
});

/** Shared ranks in board order: 1 + the entries with a higher score. */
function ranksOf(items: { score: number }[]): number[] {
  return items.map((e) => 1 + items.filter((o) => o.score > e.score).length);
}

/**
 * Moves a game's board entry to `by` points more, keeping its day's score counts and the all-time
 * row consistent with it, as if the faulty rules had scored it so. Returns the new score.
 */
async function recordScore(t: TestApp, gameId: string, by: number): Promise<number> {
  const pool = t.database.pool;
  const { rows } = await pool.query<{
    kind: string;
    date: string;
    player_id: string;
    score: number;
    tie_break: number;
    finished_at: Date;
  }>(
    `UPDATE leaderboard_entry SET score = score + $2 WHERE game_id = $1
     RETURNING kind, to_char(date, 'YYYY-MM-DD') AS date, player_id, score, tie_break, finished_at`,
    [gameId, by],
  );
  const e = rows[0]!;
  await pool.query(
    `UPDATE leaderboard_score_count SET entries = entries - 1
      WHERE kind = $1 AND date = $2 AND score = $3 AND tie_break = $4`,
    [e.kind, e.date, e.score - by, e.tie_break],
  );
  await pool.query('DELETE FROM leaderboard_score_count WHERE entries = 0');
  await pool.query(
    `INSERT INTO leaderboard_score_count (kind, date, score, tie_break, entries) VALUES ($1, $2, $3, $4, 1)
     ON CONFLICT (kind, date, score, tie_break) DO UPDATE SET entries = leaderboard_score_count.entries + 1`,
    [e.kind, e.date, e.score, e.tie_break],
  );
  // The all-time row (the player's only entry here) and its count, the week's and the month's.
  const best = await pool.query<{ best_score: number; best_tie_break: number }>(
    'SELECT best_score, best_tie_break FROM leaderboard_best WHERE kind = $1 AND player_id = $2',
    [e.kind, e.player_id],
  );
  await pool.query(
    'UPDATE leaderboard_best SET best_score = $3, total_score = total_score + $4 WHERE kind = $1 AND player_id = $2',
    [e.kind, e.player_id, e.score, by],
  );
  const old = best.rows[0]!;
  await pool.query(
    'UPDATE leaderboard_best_count SET entries = entries - 1 WHERE kind = $1 AND score = $2 AND tie_break = $3',
    [e.kind, old.best_score, old.best_tie_break],
  );
  await pool.query('DELETE FROM leaderboard_best_count WHERE entries = 0');
  await pool.query(
    `INSERT INTO leaderboard_best_count (kind, score, tie_break, entries) VALUES ($1, $2, $3, 1)
     ON CONFLICT (kind, score, tie_break) DO UPDATE SET entries = leaderboard_best_count.entries + 1`,
    [e.kind, e.score, old.best_tie_break],
  );
  const periods = await pool.query<{ period: string; score: number; tie_break: number }>(
    `UPDATE leaderboard_period_entry SET score = score + $3
      WHERE kind = $1 AND player_id = $2 AND period IN (to_char($4::date, 'IYYY-"W"IW'), to_char($4::date, 'YYYY-MM'))
      RETURNING period, score, tie_break`,
    [e.kind, e.player_id, by, e.date],
  );
  for (const p of periods.rows) {
    await pool.query(
      `UPDATE leaderboard_period_count SET entries = entries - 1
        WHERE kind = $1 AND period = $2 AND score = $3 AND tie_break = $4`,
      [e.kind, p.period, p.score - by, p.tie_break],
    );
    await pool.query('DELETE FROM leaderboard_period_count WHERE entries = 0');
    await pool.query(
      `INSERT INTO leaderboard_period_count (kind, period, score, tie_break, entries) VALUES ($1, $2, $3, $4, 1)
       ON CONFLICT (kind, period, score, tie_break) DO UPDATE SET entries = leaderboard_period_count.entries + 1`,
      [e.kind, p.period, p.score, p.tie_break],
    );
  }
  return e.score;
}

async function snapshot(t: TestApp): Promise<unknown> {
  const q = async (sql: string) => (await t.database.pool.query(sql)).rows;
  return {
    entries: await q('SELECT * FROM leaderboard_entry ORDER BY player_id'),
    counts: await q('SELECT * FROM leaderboard_score_count ORDER BY score'),
    best: await q('SELECT * FROM leaderboard_best ORDER BY player_id'),
  };
}
