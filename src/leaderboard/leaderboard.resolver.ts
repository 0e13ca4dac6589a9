import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentPlayer } from '../common/auth/auth.guard';
import type { AuthenticatedPlayer } from '../players/players.service';
import { AllTimePageDto, LeaderboardPageDto, MyRankDto, PlayerHistoryEntryDto } from './leaderboard.model';
import { LeaderboardService } from './leaderboard.service';
import { DailyKindIdEnum } from '../daily/daily-kind-id.enum';

@Resolver()
export class LeaderboardResolver {
  constructor(private readonly boards: LeaderboardService) {}

  @Query(() => LeaderboardPageDto, { description: 'A daily board (date omitted: today, UTC).' })
  leaderboard(
    @Args('kind', { type: () => DailyKindIdEnum }) kind: string,
    @Args('date', { type: () => String, nullable: true, description: 'YYYY-MM-DD' }) date: string | undefined,
    @Args('first', { type: () => Int, nullable: true, defaultValue: 20, description: 'Page size, 1-100.' })
    first: number,
    @Args('after', { type: () => String, nullable: true, description: 'endCursor of the previous page.' })
    after: string | null,
  ): Promise<LeaderboardPageDto> {
    return this.boards.dailyBoard(kind, date ?? undefined, first, after ?? null);
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

  @Query(() => AllTimePageDto, { description: "Each player's best ranked score, games played and average." })
  allTimeLeaderboard(
    @Args('kind', { type: () => DailyKindIdEnum }) kind: string,
    @Args('first', { type: () => Int, nullable: true, defaultValue: 20, description: 'Page size, 1-100.' })
    first: number,
    @Args('after', { type: () => String, nullable: true, description: 'endCursor of the previous page.' })
    after: string | null,
  ): Promise<AllTimePageDto> {
    return this.boards.allTime(kind, first, after ?? null);
  }

  @Query(() => [PlayerHistoryEntryDto], { description: "A player's daily results of a kind, newest first." })
  playerHistory(
    @Args('kind', { type: () => DailyKindIdEnum }) kind: string,
    @Args('playerId', { type: () => ID }) playerId: string,
    @Args('first', { type: () => Int, nullable: true, defaultValue: 20 }) first: number,
    @Args('before', { type: () => String, nullable: true, description: 'YYYY-MM-DD' }) before: string | undefined,
  ): Promise<PlayerHistoryEntryDto[]> {
    return this.boards.history(playerId, kind, first, before ?? null);
  }
}
