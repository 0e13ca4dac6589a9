import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { utcDay } from '../common/clock/utc-day';
import { parseId } from '../common/ids';
import { checkPageSize, decodeCursor, encodeCursor } from '../common/pagination';
import { dailyKindOrNotFound, parseDailyDate } from '../daily/daily-kinds';
import { LeaderboardRepository, type BoardKey, type BoardRow } from './leaderboard.repository';
import type { AllTimePageDto, LeaderboardPageDto, MyRankDto, PlayerHistoryEntryDto } from './leaderboard.model';

/**
 * Daily and all-time boards. An entry is written only by LeaderboardProjection, inside the
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
    after: string | null,
  ): Promise<LeaderboardPageDto> {
    const k = dailyKindOrNotFound(kind).kind;
    const day = date === undefined ? utcDay(this.clock.now()) : parseDailyDate(date);
    const limit = checkPageSize(first);
    const rows = await this.repo.dailyPage(k, day, limit + 1, after ? decodeKey(after) : null);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      kind: k,
      date: day,
      items,
      totalCount: await this.repo.dailyTotal(k, day),
      hasNextPage: rows.length > limit,
      endCursor: last ? encodeKey({ score: last.score, at: last.finishedAt, playerId: last.playerId }) : null,
    };
  }

  async myRank(kind: string, date: string | undefined, playerId: string, around = 0): Promise<MyRankDto> {
    const k = dailyKindOrNotFound(kind).kind;
    const day = date === undefined ? utcDay(this.clock.now()) : parseDailyDate(date);
    const n = Math.max(0, Math.min(around, 50));
    const entry = await this.repo.dailyEntry(k, day, playerId);
    let aroundRows: BoardRow[] = [];
    if (entry && n > 0) {
      const key = { score: entry.score, at: entry.finishedAt, playerId: entry.playerId };
      const above = await this.repo.dailyPage(k, day, n, key, true);
      const below = await this.repo.dailyPage(k, day, n, key);
      aroundRows = [...above, entry, ...below];
    }
    return { entry, totalCount: await this.repo.dailyTotal(k, day), around: aroundRows };
  }

  async allTime(kind: string, first: number, after: string | null): Promise<AllTimePageDto> {
    const k = dailyKindOrNotFound(kind).kind;
    const limit = checkPageSize(first);
    const rows = await this.repo.allTimePage(k, limit + 1, after ? decodeKey(after) : null);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      kind: k,
      items,
      totalCount: await this.repo.allTimeTotal(k),
      hasNextPage: rows.length > limit,
      endCursor: last ? encodeKey({ score: last.bestScore, at: last.bestAt, playerId: last.playerId }) : null,
    };
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

/** A board's sort key (best score first, then earliest, then player id), as its cursors hold it. */
const BOARD_CURSOR = ['int', 'date', 'uuid'] as const;

export function encodeKey(k: BoardKey): string {
  return encodeCursor([k.score, k.at, k.playerId]);
}

/** The key of a board cursor, or 400 VALIDATION_FAILED (see decodeCursor). */
export function decodeKey(cursor: string): BoardKey {
  const [score, at, playerId] = decodeCursor(cursor, BOARD_CURSOR);
  return { score, at, playerId };
}
