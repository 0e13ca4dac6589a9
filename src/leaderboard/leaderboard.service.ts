import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { utcDay } from '../common/clock/utc-day';
import { AppError } from '../common/errors/app-error';
import { isUuid, parseId } from '../common/ids';
import { checkPageSize } from '../common/pagination';
import { dailyKindOrNotFound, parseDailyDate } from '../daily/daily-kinds';
import {
  LeaderboardRepository,
  type BoardKey,
  type BoardRef,
  type BoardRow,
  type EntryStatus,
  type RowOf,
} from './leaderboard.repository';
import type {
  AllTimePageDto,
  LeaderboardPageDto,
  MyRankDto,
  PeriodPageDto,
  PlayerHistoryEntryDto,
} from './leaderboard.model';
import { decodeKey, encodeKey, readBoardPage, type BoardPage, type PageStart } from './board-page';
import { parsePeriod, periodSpan, type PeriodKind } from './periods';

export { MAX_RANK, type PageStart } from './board-page';

/**
 * Daily, weekly, monthly and all-time boards. An entry is written only by LeaderboardProjection, inside the
 * transaction of a ranked game's final event, with the score the server computed.
 */
@Injectable()
export class LeaderboardService {
  constructor(
    private readonly repo: LeaderboardRepository,
    private readonly clock: Clock,
  ) {}

  async dailyBoard(
    kind: string,
    date: string | undefined,
    first: number,
    start: string | null | PageStart,
    status: EntryStatus = 'VERIFIED',
  ): Promise<LeaderboardPageDto> {
    const k = dailyKindOrNotFound(kind).kind;
    const day = date === undefined ? utcDay(this.clock.now()) : parseDailyDate(date);
    if (status === 'VOIDED') return this.dailyVoided(k, day, first, start);
    const page = await this.page({ board: 'daily', kind: k, date: day }, first, start, dailyKey);
    return { kind: k, date: day, ...page };
  }

  /**
   * A weekly or monthly board (`label` omitted or 'current': the period of today, UTC): each
   * player's total of ranked daily scores over the period's days.
   */
  async periodBoard(
    kind: string,
    period: PeriodKind,
    label: string | undefined,
    first: number,
    start: PageStart,
  ): Promise<PeriodPageDto> {
    const k = dailyKindOrNotFound(kind).kind;
    const p = parsePeriod(period, label, utcDay(this.clock.now()), period === 'weekly' ? 'week' : 'month');
    const page = await this.page({ board: 'period', kind: k, period: p }, first, start, periodKey);
    return { kind: k, period: p, ...periodSpan(period, p), ...page };
  }

  /** One page of any board (readBoardPage: after a cursor, from a rank, or from the top). */
  private page<B extends BoardRef>(
    ref: B,
    first: number,
    start: string | null | PageStart,
    keyOf: (row: RowOf<B>) => BoardKey,
  ): Promise<BoardPage<RowOf<B>>> {
    return readBoardPage(
      {
        keyAt: (position) => this.repo.keyAt(ref, position),
        pageWithTotal: (limit, after, opts) => this.repo.pageWithTotal(ref, limit, after, opts),
        total: () => this.repo.total(ref),
      },
      first,
      start,
      keyOf,
    );
  }

  /** A day's voided entries (status=VOIDED): readable with their reason, in board order, never ranked. */
  private async dailyVoided(
    k: string,
    day: string,
    first: number,
    start: string | null | PageStart,
  ): Promise<LeaderboardPageDto> {
    const { after, rank } = typeof start === 'string' || start === null ? { after: start, rank: null } : start;
    const limit = checkPageSize(first);
    if (rank != null) {
      throw new AppError(
        'VALIDATION_FAILED',
        'rank cannot be combined with status=VOIDED: voided entries have no rank.',
        {
          fields: [{ path: 'rank', constraints: { exclusive: 'rank cannot be combined with status=VOIDED' } }],
        },
      );
    }
    const rows = await this.repo.dailyVoidedPage(k, day, limit + 1, after ? decodeKey(after) : null);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      kind: k,
      date: day,
      items,
      totalCount: await this.repo.dailyVoidedTotal(k, day),
      hasNextPage: rows.length > limit,
      endCursor: last ? encodeKey(dailyKey(last)) : null,
    };
  }

  async myRank(kind: string, date: string | undefined, playerId: string, around = 0): Promise<MyRankDto> {
    const k = dailyKindOrNotFound(kind).kind;
    const day = date === undefined ? utcDay(this.clock.now()) : parseDailyDate(date);
    const n = Math.max(0, Math.min(around, 50));
    const ref = { board: 'daily' as const, kind: k, date: day };
    const { rows, total } = await this.repo.entriesOf(ref, [playerId]);
    const entry = rows[0] ?? null;
    let aroundRows: BoardRow[] = [];
    // A voided entry has no place on the board: nothing around it.
    if (entry && entry.status === 'VERIFIED' && n > 0) aroundRows = await this.repo.around(ref, n, dailyKey(entry));
    return { entry, totalCount: total, around: aroundRows };
  }

  /**
   * A daily board seen through a friends list: the entries of the given players (at most 100),
   * each with its rank on the whole board, in board order (voided ones after, rank null);
   * `totalCount` is the whole board's.
   */
  async dailyFriends(kind: string, date: string | undefined, playerIds: string[]): Promise<LeaderboardPageDto> {
    const k = dailyKindOrNotFound(kind).kind;
    const day = date === undefined ? utcDay(this.clock.now()) : parseDailyDate(date);
    const ref = { board: 'daily' as const, kind: k, date: day };
    return { kind: k, date: day, ...(await this.friends(ref, playerIds)) };
  }

  /**
   * A weekly or monthly board seen through a friends list (`label` as in periodBoard): the given
   * players' totals with their ranks on the whole board, in board order. A voided day has already
   * left its period's totals, so every row here ranks.
   */
  async periodFriends(
    kind: string,
    period: PeriodKind,
    label: string | undefined,
    playerIds: string[],
  ): Promise<PeriodPageDto> {
    const k = dailyKindOrNotFound(kind).kind;
    const p = parsePeriod(period, label, utcDay(this.clock.now()), period === 'weekly' ? 'week' : 'month');
    const ref = { board: 'period' as const, kind: k, period: p };
    return { kind: k, period: p, ...periodSpan(period, p), ...(await this.friends(ref, playerIds)) };
  }

  /** The all-time board seen through a friends list (verified entries only, as the board itself). */
  async allTimeFriends(kind: string, playerIds: string[]): Promise<AllTimePageDto> {
    const k = dailyKindOrNotFound(kind).kind;
    return { kind: k, ...(await this.friends({ board: 'all-time', kind: k }, playerIds)) };
  }

  /**
   * Any board through a friends list (1 to 100 player ids, duplicates and case folded): their
   * rows with ranks on the whole board, the whole board's `totalCount`, never a next page.
   */
  private async friends<B extends BoardRef>(
    ref: B,
    playerIds: string[],
  ): Promise<{ items: RowOf<B>[]; totalCount: number; hasNextPage: false; endCursor: null }> {
    // A filter, not a lookup: a malformed id is bad input rather than a player that is not there.
    const ids = [...new Set(playerIds.map((id) => id.toLowerCase()))];
    if (ids.length === 0 || ids.length > 100 || !ids.every(isUuid)) {
      throw new AppError('VALIDATION_FAILED', 'players must name 1 to 100 player ids (UUIDs).', {
        fields: [{ path: 'players', constraints: { arrayLength: 'players must name 1 to 100 player ids (UUIDs)' } }],
      });
    }
    const { rows, total } = await this.repo.entriesOf(ref, ids);
    return { items: rows, totalCount: total, hasNextPage: false, endCursor: null };
  }

  async allTime(kind: string, first: number, start: string | null | PageStart): Promise<AllTimePageDto> {
    const k = dailyKindOrNotFound(kind).kind;
    const page = await this.page({ board: 'all-time', kind: k }, first, start, (r) => ({
      score: r.bestScore,
      tieBreak: r.bestTieBreak,
      at: r.bestAt,
      playerId: r.playerId,
    }));
    return { kind: k, ...page };
  }

  async history(
    playerId: string,
    kind: string,
    first: number,
    beforeDate: string | null,
  ): Promise<PlayerHistoryEntryDto[]> {
    const k = dailyKindOrNotFound(kind).kind;
    return this.repo.history(
      parseId(playerId, 'player'),
      k,
      checkPageSize(first),
      beforeDate ? parseDailyDate(beforeDate) : null,
    );
  }
}

export { decodeKey, encodeKey } from './board-page';

export const dailyKey = (r: Pick<BoardRow, 'score' | 'tieBreak' | 'finishedAt' | 'playerId'>): BoardKey => ({
  score: r.score,
  tieBreak: r.tieBreak,
  at: r.finishedAt,
  playerId: r.playerId,
});

export const periodKey = (r: { score: number; tieBreak: number; reachedAt: Date; playerId: string }): BoardKey => ({
  score: r.score,
  tieBreak: r.tieBreak,
  at: r.reachedAt,
  playerId: r.playerId,
});
