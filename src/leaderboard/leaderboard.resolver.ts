import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentPlayer } from '../common/auth/auth.guard';
import type { AuthenticatedPlayer } from '../players/players.service';
import { BoardPageQuery } from './dto/board.query';
import { AllTimePageDto, LeaderboardPageDto, MyRankDto, PlayerHistoryEntryDto } from './leaderboard.model';
import { LeaderboardService } from './leaderboard.service';

@Resolver()
export class LeaderboardResolver {
  constructor(private readonly boards: LeaderboardService) {}

  @Query(() => LeaderboardPageDto, { description: 'A daily board (date omitted: today, UTC).' })
  leaderboard(
    @Args('kind') kind: string,
    @Args('date', { type: () => String, nullable: true, description: 'YYYY-MM-DD' }) date: string | undefined,
    @Args() page: BoardPageQuery,
  ): Promise<LeaderboardPageDto> {
    return this.boards.dailyBoard(kind, date ?? undefined, page.first, page.after ?? null);
  }

  @Query(() => MyRankDto, { description: 'Your rank on a daily board, with aroundMe entries above and below.' })
  @Authenticated()
  myRank(
    @Args('kind') kind: string,
    @Args('date', { type: () => String, nullable: true }) date: string | undefined,
    @Args('aroundMe', { type: () => Int, nullable: true, defaultValue: 0, description: '0-50' }) aroundMe: number,
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): Promise<MyRankDto> {
    return this.boards.myRank(kind, date ?? undefined, player.id, aroundMe);
  }

  @Query(() => AllTimePageDto, { description: "Each player's best ranked score, games played and average." })
  allTimeLeaderboard(@Args('kind') kind: string, @Args() page: BoardPageQuery): Promise<AllTimePageDto> {
    return this.boards.allTime(kind, page.first, page.after ?? null);
  }

  @Query(() => [PlayerHistoryEntryDto], { description: "A player's daily results of a kind, newest first." })
  playerHistory(
    @Args('kind') kind: string,
    @Args('playerId', { type: () => ID }) playerId: string,
    @Args('first', { type: () => Int, nullable: true, defaultValue: 20 }) first: number,
    @Args('before', { type: () => String, nullable: true, description: 'YYYY-MM-DD' }) before: string | undefined,
  ): Promise<PlayerHistoryEntryDto[]> {
    return this.boards.history(playerId, kind, first, before ?? null);
  }
}
