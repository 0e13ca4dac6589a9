import { Injectable } from '@nestjs/common';
import { AppError, notFound } from '../common/errors/app-error';
import { isUuid, parseId } from '../common/ids';
import { checkPageSize, decodeCursor, encodeCursor } from '../common/pagination';
import { games as registry } from '../engine';
import { readBoardPage, type BoardPage, type PageStart } from '../leaderboard/board-page';
import type { BoardKey } from '../leaderboard/board.repository';
import type {
  MyRatingDto,
  RatingBoardPageDto,
  RatingChangeDto,
  RatingEntryDto,
  RatingHistoryPageDto,
} from './ratings.model';
import { RatingsRepository, type RatingBoardRow, type RatingChangeRow } from './ratings.repository';

/** A history page's position: the last change's (finishedAt, gameId), newest first. */
const HISTORY_CURSOR = ['date', 'uuid'] as const;

/**
 * Rating boards (one per game and provisional flag), a player's rating with those around it, and
 * rating histories. Ratings are written only at a rated game's end (GameRatings).
 */
@Injectable()
export class RatingsService {
  constructor(private readonly repo: RatingsRepository) {}

  async board(game: string, provisional: boolean, first: number, start: PageStart): Promise<RatingBoardPageDto> {
    const g = ratedGameOrNotFound(game);
    const part = [g, provisional];
    const page: BoardPage<RatingBoardRow> = await readBoardPage(
      {
        keyAt: (position) => this.repo.boards.keyAt(part, position),
        pageWithTotal: (limit, after, opts) => this.repo.boards.pageWithTotal(part, limit, after, opts),
        total: () => this.repo.boards.total(part),
      },
      first,
      start,
      boardKey,
    );
    return { game: g, provisional, ...page, items: page.items.map(toEntry) };
  }

  /**
   * A board through a friends list (1 to 100 player ids): their entries with their ranks on the
   * whole board, in board order; `totalCount` is the whole board's.
   */
  async friends(game: string, provisional: boolean, playerIds: string[]): Promise<RatingBoardPageDto> {
    const g = ratedGameOrNotFound(game);
    const ids = [...new Set(playerIds.map((id) => id.toLowerCase()))];
    if (ids.length === 0 || ids.length > 100 || !ids.every(isUuid)) {
      throw new AppError('VALIDATION_FAILED', 'players must name 1 to 100 player ids (UUIDs).', {
        fields: [{ path: 'ids', constraints: { arrayLength: 'ids must name 1 to 100 player ids (UUIDs)' } }],
      });
    }
    const { rows, total } = await this.repo.boards.entriesOf([g, provisional], ids);
    return { game: g, provisional, items: rows.map(toEntry), totalCount: total, hasNextPage: false, endCursor: null };
  }

  /** A player's rating and rank on its board, with up to `around` (0-50) entries either side. */
  async mine(game: string, playerId: string, around = 0): Promise<MyRatingDto> {
    const g = ratedGameOrNotFound(game);
    const row = await this.repo.find(g, playerId);
    if (!row) return { game: g, entry: null, totalCount: await this.repo.boards.total([g, false]), around: [] };
    const part = [g, row.provisional];
    const n = Math.max(0, Math.min(around, 50));
    const rows = n > 0 ? await this.repo.boards.around(part, n, boardKey(row)) : [];
    return { game: g, entry: toEntry(row), totalCount: await this.repo.boards.total(part), around: rows.map(toEntry) };
  }

  /** A player's rating changes in one game, newest first (a chart reads them reversed). */
  async history(game: string, playerId: string, first: number, before: string | null): Promise<RatingHistoryPageDto> {
    const g = ratedGameOrNotFound(game);
    const limit = checkPageSize(first);
    const key = before === null ? null : decodeCursor(before, HISTORY_CURSOR);
    const rows = await this.repo.history(
      g,
      parseId(playerId, 'player'),
      limit + 1,
      key ? { finishedAt: key[0], gameId: key[1] } : null,
    );
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map(toChange),
      hasNextPage: rows.length > limit,
      endCursor: last ? encodeCursor([last.finishedAt, last.gameId]) : null,
    };
  }

  /** A player's rating in a game (a new player: 0), as seeks compare them. */
  async ratingOf(game: string, playerId: string): Promise<number> {
    return shown((await this.repo.scoreOf(game, playerId)) ?? 0);
  }

  /** What a rated game did to each seat's rating, in seat order; empty before its end. */
  async ofGame(gameId: string): Promise<RatingChangeDto[]> {
    return (await this.repo.changesOfGame(gameId)).map(toChange);
  }
}

/** The game of a rating board, or 404 listing the games there are. */
export function ratedGameOrNotFound(game: string): string {
  if (!registry.has(game)) throw notFound('Game type', { game: game.slice(0, 40), knownGames: [...registry.keys()] });
  return game;
}

const boardKey = (r: Pick<RatingBoardRow, 'score' | 'tieBreak' | 'reachedAt' | 'playerId'>): BoardKey => ({
  score: r.score,
  tieBreak: r.tieBreak,
  at: r.reachedAt,
  playerId: r.playerId,
});

/** Board score (hundredths) → the rating shown. */
const shown = (score: number): number => score / 100;

function toEntry(r: RatingBoardRow): RatingEntryDto {
  return {
    rank: r.rank,
    playerId: r.playerId,
    playerName: r.playerName,
    bot: r.bot,
    rating: shown(r.score),
    mu: r.mu,
    sigma: r.sigma,
    games: r.games,
    provisional: r.provisional,
    lastChange: shown(r.lastDelta),
    lastGameId: r.lastGameId,
    reachedAt: r.reachedAt,
  };
}

export function toChange(c: RatingChangeRow): RatingChangeDto {
  return {
    gameId: c.gameId,
    seat: c.seat,
    playerId: c.playerId,
    place: c.rank,
    ratingBefore: shown(c.scoreBefore),
    ratingAfter: shown(c.scoreAfter),
    change: shown(c.scoreAfter - c.scoreBefore),
    muBefore: c.muBefore,
    sigmaBefore: c.sigmaBefore,
    muAfter: c.muAfter,
    sigmaAfter: c.sigmaAfter,
    games: c.gamesAfter,
    provisional: c.provisionalAfter,
    finishedAt: c.finishedAt,
  };
}
