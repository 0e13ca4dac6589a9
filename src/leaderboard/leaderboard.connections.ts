import { ArgsType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ConnectionArgs, ConnectionType } from '../common/graphql/connection';
import { DailyKindIdEnum } from '../daily/daily-kind-id.enum';
import {
  AllTimeEntryDto,
  ENTRY_STATUSES,
  EntryStatusEnum,
  LeaderboardEntryDto,
  PeriodEntryDto,
  PlayerHistoryEntryDto,
} from './leaderboard.model';
import type { EntryStatus } from './leaderboard.repository';
import { MAX_RANK } from './leaderboard.service';

@ObjectType('LeaderboardConnection', { description: 'A page of a daily board: score desc, earlier finish first.' })
export class LeaderboardConnection extends ConnectionType(LeaderboardEntryDto, 'LeaderboardEntry', {
  totalCount: 'Entries on the whole board.',
}) {
  @Field(() => DailyKindIdEnum, { description: 'The daily kind the board ranks.' })
  kind!: string;

  @Field({ description: 'UTC date, YYYY-MM-DD.' })
  date!: string;
}

@ObjectType('AllTimeLeaderboardConnection', { description: "A page of each player's best ranked score." })
export class AllTimeLeaderboardConnection extends ConnectionType(AllTimeEntryDto, 'AllTimeEntry', {
  totalCount: 'Players on the whole board.',
}) {
  @Field(() => DailyKindIdEnum, { description: 'The daily kind the board ranks.' })
  kind!: string;
}

@ObjectType('PeriodLeaderboardConnection', {
  description: "A page of a weekly or monthly board: each player's sum of ranked daily scores over the period.",
})
export class PeriodLeaderboardConnection extends ConnectionType(PeriodEntryDto, 'PeriodEntry', {
  totalCount: 'Players on the whole board.',
}) {
  @Field(() => DailyKindIdEnum, { description: 'The daily kind the board ranks.' })
  kind!: string;

  @Field({ description: "An ISO week ('2026-W48') or a month ('2026-11'), UTC." })
  period!: string;

  @Field({ description: 'Its first day, YYYY-MM-DD.' })
  from!: string;

  @Field({ description: 'Its last day, YYYY-MM-DD.' })
  to!: string;
}

/** `rank`: jump to the page starting at the N-th entry (not with `after`). */
@ArgsType()
export class RankedPageArgs extends ConnectionArgs {
  @Field(() => Int, {
    nullable: true,
    description:
      'Jump to rank: the page starting at the N-th entry in board order (1 = the top); its rank is N unless it shares the score of the entries just above. Not with `after`.',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_RANK)
  rank?: number | null;
}

@ObjectType('HistoryEntryConnection', { description: "A page of a player's daily results, newest first." })
export class HistoryEntryConnection extends ConnectionType(PlayerHistoryEntryDto, 'HistoryEntry') {}

/** A board of a daily kind, paged (`allTimeLeaderboard`'s arguments; the dated boards add their day or period). */
@ArgsType()
export class BoardArgs extends RankedPageArgs {
  @Field(() => DailyKindIdEnum)
  @IsString()
  kind!: string;
}

/** Arguments of `leaderboard`: one args class, as the validation pipe checks the whole set. */
@ArgsType()
export class DailyBoardArgs extends BoardArgs {
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; omitted: today, UTC.' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  date?: string | null;

  @Field(() => EntryStatusEnum, {
    nullable: true,
    description:
      'VERIFIED (default): the ranked board. VOIDED: the day’s voided entries (rank null, with their reason), board order; totalCount counts them.',
  })
  @IsOptional()
  @IsIn(ENTRY_STATUSES)
  status?: EntryStatus | null;
}

@ArgsType()
export class WeeklyBoardArgs extends BoardArgs {
  @Field(() => String, {
    nullable: true,
    description: "An ISO week like '2026-W48'; omitted or 'current': this week, UTC.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  week?: string | null;
}

@ArgsType()
export class MonthlyBoardArgs extends BoardArgs {
  @Field(() => String, {
    nullable: true,
    description: "A month like '2026-11'; omitted or 'current': this month, UTC.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  month?: string | null;
}

@ArgsType()
export class PlayerHistoryArgs extends ConnectionArgs {
  @Field(() => DailyKindIdEnum)
  @IsString()
  kind!: string;

  @Field(() => ID)
  @IsString()
  @MaxLength(100)
  playerId!: string;
}
