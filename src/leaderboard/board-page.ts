import { AppError } from '../common/errors/app-error';
import { checkPageSize, decodeCursor, encodeCursor } from '../common/pagination';
import type { BoardKey } from './board.repository';

/** The highest `rank` a page may start at (a GraphQL Int). */
export const MAX_RANK = 2_147_483_647;

/** Where a page starts: after a cursor, at a rank, or at the top. */
export interface PageStart {
  after?: string | null;
  rank?: number | null;
}

/** A page of a board as the API answers it. */
export interface BoardPage<Row> {
  items: Row[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

/** One board's reads (BoardReads bound to a board's partition). */
export interface BoardSource<Row> {
  keyAt(position: number): Promise<BoardKey | null>;
  pageWithTotal(
    limit: number,
    after: BoardKey | null,
    opts?: { inclusive?: boolean },
  ): Promise<{ rows: Row[]; total: number }>;
  total(): Promise<number>;
}

/**
 * One page of any board (a leaderboard, a rating board): `first` entries after the cursor, or from
 * the entry at position `rank` (found from the per-score counts and one index seek, never by
 * skipping rows), or from the top.
 */
export async function readBoardPage<Row>(
  board: BoardSource<Row>,
  first: number,
  start: string | null | PageStart,
  keyOf: (row: Row) => BoardKey,
): Promise<BoardPage<Row>> {
  const { after, rank } = typeof start === 'string' || start === null ? { after: start, rank: null } : start;
  const limit = checkPageSize(first);
  if (after && rank != null) {
    throw new AppError('VALIDATION_FAILED', 'Give either after or rank, not both.', {
      fields: [{ path: 'rank', constraints: { exclusive: 'rank cannot be combined with after' } }],
    });
  }
  let read: { rows: Row[]; total: number };
  if (rank != null) {
    if (!Number.isInteger(rank) || rank < 1 || rank > MAX_RANK) {
      throw new AppError('VALIDATION_FAILED', 'rank must be a whole number from 1.', {
        fields: [{ path: 'rank', constraints: { min: 'rank must be at least 1' } }],
      });
    }
    const key = await board.keyAt(rank);
    read = key
      ? await board.pageWithTotal(limit + 1, key, { inclusive: true })
      : { rows: [], total: await board.total() };
  } else {
    read = await board.pageWithTotal(limit + 1, after ? decodeKey(after) : null);
  }
  const { rows, total } = read;
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    totalCount: total,
    hasNextPage: rows.length > limit,
    endCursor: last ? encodeKey(keyOf(last)) : null,
  };
}

/** A board's sort key (best score and tie-break first, then earliest, then player id), as its cursors hold it. */
const BOARD_CURSOR = ['int', 'int', 'date', 'uuid'] as const;

export function encodeKey(k: BoardKey): string {
  return encodeCursor([k.score, k.tieBreak, k.at, k.playerId]);
}

/** The key of a board cursor, or 400 VALIDATION_FAILED (see decodeCursor). */
export function decodeKey(cursor: string): BoardKey {
  const [score, tieBreak, at, playerId] = decodeCursor(cursor, BOARD_CURSOR);
  return { score, tieBreak, at, playerId };
}
