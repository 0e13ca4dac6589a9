import { ArgsType, Field, ID, ObjectType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ConnectionArgs, ConnectionType } from '../common/graphql/connection';
import { DailyKindIdEnum } from '../daily/daily-kind-id.enum';
import { AllTimeEntryDto, LeaderboardEntryDto, PlayerHistoryEntryDto } from './leaderboard.model';

@ObjectType('LeaderboardConnection', { description: 'A page of a daily board: score desc, earlier finish first.' })
export class LeaderboardConnection extends ConnectionType(LeaderboardEntryDto, 'LeaderboardEntry', {
  totalCount: 'Entries on the whole board.',
}) {
  @Field(() => DailyKindIdEnum)
  kind!: string;

  @Field({ description: 'UTC date, YYYY-MM-DD.' })
  date!: string;
}

@ObjectType('AllTimeLeaderboardConnection', { description: "A page of each player's best ranked score." })
export class AllTimeLeaderboardConnection extends ConnectionType(AllTimeEntryDto, 'AllTimeEntry', {
  totalCount: 'Players on the whole board.',
}) {
  @Field(() => DailyKindIdEnum)
  kind!: string;
}

@ObjectType('HistoryEntryConnection', { description: "A page of a player's daily results, newest first." })
export class HistoryEntryConnection extends ConnectionType(PlayerHistoryEntryDto, 'HistoryEntry') {}

/** Arguments of `leaderboard`: one args class, as the validation pipe checks the whole set. */
@ArgsType()
export class DailyBoardArgs extends ConnectionArgs {
  @Field(() => DailyKindIdEnum)
  @IsString()
  kind!: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; omitted: today, UTC.' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  date?: string | null;
}

@ArgsType()
export class AllTimeBoardArgs extends ConnectionArgs {
  @Field(() => DailyKindIdEnum)
  @IsString()
  kind!: string;
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
