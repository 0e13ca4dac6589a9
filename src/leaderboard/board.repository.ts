import { Database } from '../database/database';

/**
 * The board machinery every ranked board shares (the daily, weekly, monthly and all-time
 * leaderboards, and the rating boards of src/ratings): a board is a table ordered by
 * (neg_score, neg_tie_break, time, player_id) and indexed so, so a page after a cursor is one row
 * comparison that seeks in the board index; beside it a table of entries per (score, tie_break),
 * so a rank is 1 + the entries above, summed over those few rows, and rank N is found by a running
 * sum over them (jump to rank). A board is described by its `BoardLayout`; `BoardReads` runs its
 * statements, each prepared once per connection (`npm run bench:leaderboard` measures them on 1M
 * entries, `npm run bench:ratings` on 1M ratings).
 */

/** A position in board order: (score desc, tieBreak desc, at asc, playerId asc). */
export interface BoardKey {
  score: number;
  tieBreak: number;
  at: Date;
  playerId: string;
}

/** How one board's tables are laid out: everything its reads differ by. */
export interface BoardLayout {
  name: string;
  table: string;
  counts: string;
  /** The partition columns, bound to $1.. in this order. */
  part: string[];
  score: string;
  tieBreak: string;
  negScore: string;
  negTieBreak: string;
  at: string;
  /** The row's columns as the API names them, from alias `e` (the player's name from `p`). */
  select: string;
  /**
   * When only some rows rank (daily: VERIFIED entries), the condition on alias `e`: pages and
   * jump-to-rank skip the others, and entriesOf gives them rank null, listed after the ranked ones.
   */
  ranked?: string;
}

/**
 * Rows that carry the board's total as `boardTotal`: the rows without it, and the total (read
 * on its own by `readTotal` when there is no row to carry it).
 */
async function withoutTotal<R>(
  rows: (R & { boardTotal: number })[],
  readTotal: () => Promise<number>,
): Promise<{ rows: R[]; total: number }> {
  if (rows.length === 0) return { rows: [], total: await readTotal() };
  return { rows: rows.map(({ boardTotal: _, ...row }) => row as unknown as R), total: rows[0]!.boardTotal };
}

const where = (l: BoardLayout, alias: string): string =>
  l.part.map((c, i) => `${alias}.${c} = $${i + 1}`).join(' AND ');

/** A page in board order from a seek forwards, ranked (rankedRowsSql), with the board's total. */
function countedPageSql(l: BoardLayout, seek: '' | '>' | '>='): string {
  return rankedRowsSql(l, seekSql(l, 'ASC', seek), true);
}

/**
 * The entry at a key and the rows either side of it, in board order: up to the limit ($n+1) before
 * it (as the `before` page) and as many after (as the `after` page), ranked as a page is: the
 * `around` of a caller's rank in one statement instead of two pages.
 */
function aroundSql(l: BoardLayout): string {
  const rows = `(${seekSql(l, 'DESC', '<')})
  UNION ALL (${seekSql(l, 'ASC', '=')})
  UNION ALL (${seekSql(l, 'ASC', '>')})`;
  return rankedRowsSql(l, rows, false);
}

/**
 * The ranked entries `limit` ($n+1) from a key ($n+2.. as score, tie-break, time, player) in one
 * direction; all of them from the start without a seek.
 */
function seekSql(l: BoardLayout, dir: 'ASC' | 'DESC', seek: '' | '>' | '>=' | '<' | '='): string {
  const n = l.part.length;
  const k = (i: number): string => `$${n + 2 + i}`;
  const seekAt = seek
    ? `AND (e.${l.negScore}, e.${l.negTieBreak}, e.${l.at}, e.player_id) ${seek} (-${k(0)}::int, -${k(1)}::int, ${k(2)}::timestamptz, ${k(3)}::uuid)`
    : '';
  const rankedSql = l.ranked ? `AND ${l.ranked}` : '';
  return `SELECT e.* FROM ${l.table} e
   WHERE ${where(l, 'e')} ${seekAt} ${rankedSql}
   ORDER BY e.${l.negScore} ${dir}, e.${l.negTieBreak} ${dir}, e.${l.at} ${dir}, e.player_id ${dir}
   LIMIT $${n + 1}`;
}

/**
 * `rows` (entries of the board) in board order with each entry's rank: 1 + the entries above the
 * rows' top key (one sum over the counts above it) + those between it and the entry's key (the
 * counts inside the rows' span, at most a page's worth). The small CTEs are MATERIALIZED so each is
 * computed once, not per row. Separate statements per seek so a cached generic plan still seeks.
 */
function rankedRowsSql(l: BoardLayout, rows: string, withTotal: boolean): string {
  const { totalCte, totalColumn } = totalParts(l, withTotal);
  return `
WITH page AS (
  ${rows}),
top AS MATERIALIZED (SELECT ${l.score} AS s, ${l.tieBreak} AS t FROM page ORDER BY 1 DESC, 2 DESC LIMIT 1),
bottom AS MATERIALIZED (SELECT ${l.score} AS s, ${l.tieBreak} AS t FROM page ORDER BY 1, 2 LIMIT 1),
above AS MATERIALIZED (SELECT COALESCE(sum(c.entries), 0) AS n FROM ${l.counts} c, top
           WHERE ${where(l, 'c')} AND (c.score, c.tie_break) > (top.s, top.t)),
span AS MATERIALIZED (SELECT c.score, c.tie_break, c.entries FROM ${l.counts} c, top, bottom
          WHERE ${where(l, 'c')} AND (c.score, c.tie_break) <= (top.s, top.t) AND (c.score, c.tie_break) > (bottom.s, bottom.t))${totalCte}
SELECT (1 + (SELECT n FROM above) + COALESCE((SELECT sum(span.entries) FROM span
          WHERE (span.score, span.tie_break) > (e.${l.score}, e.${l.tieBreak})), 0))::int AS rank,${totalColumn} ${l.select}
  FROM page e JOIN player p ON p.id = e.player_id
 ORDER BY e.${l.negScore}, e.${l.negTieBreak}, e.${l.at}, e.player_id`;
}

/**
 * The named rows, ranked by one running sum over the board's counts (a month has thousands of
 * (score, tie-break) groups: a sum per row over the groups above it was 100 × thousands), with
 * the whole board's total as a column, as in countedPageSql.
 */
function entriesOfSql(l: BoardLayout): string {
  const n = l.part.length;
  const ranked = l.ranked ?? 'true';
  const { totalCte, totalColumn } = totalParts(l, true);
  return `
WITH named AS MATERIALIZED (
  SELECT e.* FROM ${l.table} e WHERE ${where(l, 'e')} AND e.player_id = ANY($${n + 1}::uuid[])),
above AS MATERIALIZED (
  SELECT c.score, c.tie_break,
         sum(c.entries) OVER (ORDER BY c.score DESC, c.tie_break DESC) - c.entries AS n
    FROM ${l.counts} c WHERE ${where(l, 'c')})${totalCte}
SELECT CASE WHEN ${ranked} THEN (1 + a.n)::int END AS rank,${totalColumn} ${l.select}
  FROM named e JOIN player p ON p.id = e.player_id
  LEFT JOIN above a ON a.score = e.${l.score} AND a.tie_break = e.${l.tieBreak}
 ORDER BY NOT (${ranked}), e.${l.negScore}, e.${l.negTieBreak}, e.${l.at}, e.player_id`;
}

/** The CTE and column that carry a board's total in a page or entries statement (or nothing). */
function totalParts(l: BoardLayout, withTotal: boolean): { totalCte: string; totalColumn: string } {
  if (!withTotal) return { totalCte: '', totalColumn: '' };
  return {
    totalCte: `,
total AS MATERIALIZED (SELECT COALESCE(sum(c.entries), 0)::int AS n FROM ${l.counts} c WHERE ${where(l, 'c')})`,
    totalColumn: ' (SELECT n FROM total) AS "boardTotal",',
  };
}

/** A board's statements, built once from its layout. */
export function boardStatements(l: BoardLayout) {
  const n = l.part.length;
  const ranked = l.ranked ?? 'true';
  return {
    ...l,
    // The pages, with the board's total as a column of each row (pageWithTotal).
    countedPageSql: {
      first: countedPageSql(l, ''),
      after: countedPageSql(l, '>'),
      from: countedPageSql(l, '>='),
    },
    aroundSql: aroundSql(l),
    totalSql: `SELECT COALESCE(sum(c.entries), 0)::int AS n FROM ${l.counts} c WHERE ${where(l, 'c')}`,
    // The (score, tie_break) group holding position $n+1, and how many entries are above it.
    groupAtSql: `
SELECT score, tie_break AS "tieBreak", (upto - entries)::int AS before FROM (
  SELECT c.score, c.tie_break, c.entries,
         sum(c.entries) OVER (ORDER BY c.score DESC, c.tie_break DESC) AS upto
    FROM ${l.counts} c WHERE ${where(l, 'c')}) g
 WHERE upto >= $${n + 1} ORDER BY score DESC, tie_break DESC LIMIT 1`,
    keyInGroupSql: `
SELECT e.${l.at} AS at, e.player_id AS "playerId" FROM ${l.table} e
 WHERE ${where(l, 'e')} AND e.${l.negScore} = -$${n + 1}::int AND e.${l.negTieBreak} = -$${n + 2}::int
   AND ${ranked}
 ORDER BY e.${l.at}, e.player_id OFFSET $${n + 3} LIMIT 1`,
    entriesOfSql: entriesOfSql(l),
  };
}

/** The reads of one board (its partition's values go first in every call, as `part`). */
export class BoardReads<Row> {
  private readonly sql: ReturnType<typeof boardStatements>;

  constructor(
    private readonly db: Database,
    /** Prefixes the prepared statements' names (`crier_<prefix>_…`). */
    private readonly prefix: string,
    layoutOf: BoardLayout,
  ) {
    this.sql = boardStatements(layoutOf);
  }

  private statement(name: string, text: string, values: unknown[]) {
    return this.db.statement(`crier_${this.prefix}_${name}`, text, values);
  }

  /** Entries on a whole board, summed from its counts. */
  async total(part: unknown[]): Promise<number> {
    const { rows } = await this.db.pool.query<{ n: number }>(this.statement('total', this.sql.totalSql, part));
    return rows[0]?.n ?? 0;
  }

  /**
   * The entry at `key` with up to `n` entries on each side, in board order and ranked, in one
   * statement (a caller's rank with those around it).
   */
  async around(part: unknown[], n: number, key: BoardKey): Promise<Row[]> {
    const { rows } = await this.db.pool.query<Row & object>(
      this.statement('around', this.sql.aroundSql, [...part, n, key.score, key.tieBreak, key.at, key.playerId]),
    );
    return rows;
  }

  /**
   * `limit` entries after `after` in board order (exclusive, or from it when `inclusive`; from the
   * top without a key), with the whole board's total, read in one statement: one round trip, and
   * the total counts the same snapshot as the page. An empty page has no row to carry the total, so
   * only then is it read on its own.
   */
  async pageWithTotal(
    part: unknown[],
    limit: number,
    after: BoardKey | null,
    opts: { inclusive?: boolean } = {},
  ): Promise<{ rows: Row[]; total: number }> {
    const variant = after ? (opts.inclusive ? 'from' : 'after') : 'first';
    const params = [...part, limit];
    if (after) params.push(after.score, after.tieBreak, after.at, after.playerId);
    const { rows } = await this.db.pool.query<Row & { boardTotal: number }>(
      this.statement(`counted_page_${variant}`, this.sql.countedPageSql[variant], params),
    );
    return withoutTotal(rows, () => this.total(part));
  }

  /**
   * The key of the entry at `position` (1 = the top) in board order, or null past the end: the
   * running sum over the per-key counts finds its (score, tie_break), then an index seek skips
   * to it within that group only.
   */
  async keyAt(part: unknown[], position: number): Promise<BoardKey | null> {
    const { rows: groups } = await this.db.pool.query<{ score: number; tieBreak: number; before: number }>(
      this.statement('group_at', this.sql.groupAtSql, [...part, position]),
    );
    const g = groups[0];
    if (!g) return null;
    const { rows } = await this.db.pool.query<{ at: Date; playerId: string }>(
      this.statement('key_in_group', this.sql.keyInGroupSql, [...part, g.score, g.tieBreak, position - 1 - g.before]),
    );
    const k = rows[0];
    return k ? { score: g.score, tieBreak: g.tieBreak, at: k.at, playerId: k.playerId } : null;
  }

  /**
   * These players' entries on a board, with their ranks on the whole board, in board order, and
   * the whole board's total, in one statement (see pageWithTotal).
   */
  async entriesOf(part: unknown[], playerIds: string[]): Promise<{ rows: Row[]; total: number }> {
    const { rows } = await this.db.pool.query<Row & { boardTotal: number }>(
      this.statement('entries_of', this.sql.entriesOfSql, [...part, playerIds]),
    );
    return withoutTotal(rows, () => this.total(part));
  }
}
