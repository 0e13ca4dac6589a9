import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentPlayer } from '../common/auth/auth.guard';
import { toConnection, type Connection } from '../common/graphql/connection';
import type { AuthenticatedPlayer } from '../players/players.service';
import { DailyKindIdEnum } from '../daily/daily-kind-id.enum';
import {
  AllTimeBoardArgs,
  AllTimeLeaderboardConnection,
  DailyBoardArgs,
  HistoryEntryConnection,
  LeaderboardConnection,
  PlayerHistoryArgs,
} from './leaderboard.connections';
import {
  MyRankDto,
  type AllTimeEntryDto,
  type LeaderboardEntryDto,
  type PlayerHistoryEntryDto,
} from './leaderboard.model';
import { encodeKey, LeaderboardService } from './leaderboard.service';

const dailyCursor = (e: LeaderboardEntryDto): string =>
  encodeKey({ score: e.score, at: e.finishedAt, playerId: e.playerId });
const allTimeCursor = (e: AllTimeEntryDto): string =>
  encodeKey({ score: e.bestScore, at: e.bestAt, playerId: e.playerId });
/** A player has one ranked result per kind and day: the date orders the history. */
const historyCursor = (e: PlayerHistoryEntryDto): string => e.date;

@Resolver()
export class LeaderboardResolver {
  constructor(private readonly boards: LeaderboardService) {}

  @Query(() => LeaderboardConnection, { description: 'A daily board (date omitted: today, UTC).' })
  async leaderboard(
    @Args() page: DailyBoardArgs,
  ): Promise<Connection<LeaderboardEntryDto> & { kind: string; date: string }> {
    const after = page.after ?? null;
    const board = await this.boards.dailyBoard(page.kind, page.date ?? undefined, page.first, after);
    return { ...toConnection(board, dailyCursor, after), kind: board.kind, date: board.date };
  }

  @Query(() => MyRankDto, { description: 'Your rank on a daily board, with aroundMe entries above and below.' })
  @Authenticated()
  myRank(
    @Args('kind', { type: () => DailyKindIdEnum }) kind: string,
    @Args('date', { type: () => String, nullable: true }) date: string | undefined,
    @Args('aroundMe', { type: () => Int, nullable: true, defaultValue: 0, description: '0-50' }) aroundMe: number,
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): Promise<MyRankDto> {
    return this.boards.myRank(kind, date ?? undefined, player.id, aroundMe);
  }

  @Query(() => AllTimeLeaderboardConnection, {
    description: "Each player's best ranked score, games played and average.",
  })
  async allTimeLeaderboard(@Args() page: AllTimeBoardArgs): Promise<Connection<AllTimeEntryDto> & { kind: string }> {
    const after = page.after ?? null;
    const board = await this.boards.allTime(page.kind, page.first, after);
    return { ...toConnection(board, allTimeCursor, after), kind: board.kind };
  }

  @Query(() => HistoryEntryConnection, { description: "A player's daily results of a kind, newest first." })
  async playerHistory(@Args() page: PlayerHistoryArgs): Promise<Connection<PlayerHistoryEntryDto>> {
    const { kind, playerId } = page;
    const after = page.after ?? null;
    const items = await this.boards.history(playerId, kind, page.first, after);
    // Whether an older result exists: asked only when the page is full.
    const last = items.at(-1);
    const hasNextPage =
      last !== undefined && items.length === page.first
        ? (await this.boards.history(playerId, kind, 1, last.date)).length > 0
        : false;
    return toConnection({ items, hasNextPage }, historyCursor, after);
  }
}
