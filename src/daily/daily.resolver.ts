import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import { nullWhenNotFound } from '../common/graphql/nullable';
import { GameDto } from '../games/games.model';
import type { AuthenticatedPlayer } from '../players/players.service';
import { DailyKindDto, DailyPuzzleDto } from './daily.model';
import { DailyService } from './daily.service';
import { DailySeasonDto } from './season.model';
import { DailyKindIdEnum } from './daily-kind-id.enum';

@Resolver(() => DailyPuzzleDto)
export class DailyResolver {
  constructor(private readonly daily: DailyService) {}

  @Query(() => [DailyKindDto], { description: 'The daily puzzle kinds.' })
  dailyKinds(): DailyKindDto[] {
    return [...this.daily.kinds()];
  }

  @Query(() => DailyPuzzleDto, {
    nullable: true,
    description: 'A puzzle-day (date omitted: today, UTC); null for a day that has not opened yet.',
  })
  dailyPuzzle(
    @Args('kind', { type: () => DailyKindIdEnum }) kind: string,
    @Args('date', { type: () => String, nullable: true, description: 'YYYY-MM-DD' }) date?: string,
  ): Promise<DailyPuzzleDto | null> {
    // A malformed date or an unknown kind is bad input (an error); only a day not yet open misses.
    this.daily.kind(kind);
    if (date) this.daily.date(date);
    return nullWhenNotFound(() => this.daily.puzzle(kind, date ?? undefined));
  }

  @Query(() => DailySeasonDto, {
    description:
      'A season of the kind’s seeds, fixed in advance (year omitted: today’s, or the first chained one while today precedes it).',
  })
  dailySeason(
    @Args('kind', { type: () => DailyKindIdEnum }) kind: string,
    @Args('year', { type: () => Int, nullable: true }) year?: number | null,
  ): DailySeasonDto {
    return this.daily.season(kind, year ?? undefined);
  }

  @Mutation(() => GameDto, { description: "Your ranked game for today's puzzle (the same game on later calls)." })
  @Authenticated()
  startDailyAttempt(
    @Args('kind', { type: () => DailyKindIdEnum }) kind: string,
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): Promise<GameDto> {
    return this.daily.startAttempt(kind, player.id);
  }

  @Mutation(() => GameDto, { description: 'An unranked game on a past, revealed puzzle-day.' })
  @Authenticated()
  startDailyPractice(
    @Args('kind', { type: () => DailyKindIdEnum }) kind: string,
    @Args('date', { description: 'YYYY-MM-DD, a closed day' }) date: string,
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): Promise<GameDto> {
    return this.daily.practice(kind, date, player.id);
  }
}
