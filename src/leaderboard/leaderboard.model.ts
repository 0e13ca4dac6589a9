import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { DailyKindIdEnum } from '../daily/daily-kind-id.enum';

@ObjectType('LeaderboardEntry', { description: 'A ranked daily result; equal scores share a rank (1, 2, 2, 4).' })
export class LeaderboardEntryDto {
  @Field(() => Int)
  @ApiProperty({ example: 1 })
  rank!: number;

  @Field(() => ID)
  @ApiProperty({ format: 'uuid' })
  playerId!: string;

  @Field()
  @ApiProperty({ example: 'Valentin' })
  playerName!: string;

  @Field(() => Int, { description: 'Computed by the server from the game; never submitted by a client.' })
  @ApiProperty({ example: 54 })
  score!: number;

  @Field(() => GraphQLISODateTime, { description: 'Orders equal scores: earlier first.' })
  @ApiProperty()
  finishedAt!: Date;

  @Field(() => ID, { description: 'The game that scored it (replayable once the day closes).' })
  @ApiProperty({ format: 'uuid' })
  gameId!: string;
}

@ObjectType('LeaderboardPage')
export class LeaderboardPageDto {
  @Field(() => DailyKindIdEnum)
  @ApiProperty({ example: 'troyes-dice' })
  kind!: string;

  @Field()
  @ApiProperty({ example: '2026-11-22' })
  date!: string;

  @Field(() => [LeaderboardEntryDto])
  @ApiProperty({ type: [LeaderboardEntryDto] })
  items!: LeaderboardEntryDto[];

  @Field(() => Int, { description: 'Entries on the whole board.' })
  @ApiProperty()
  totalCount!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Pass as `after` for the next page (stable while scores arrive).',
  })
  @ApiProperty({ type: String, nullable: true })
  endCursor!: string | null;

  @Field()
  @ApiProperty()
  hasNextPage!: boolean;
}

@ObjectType('MyRank')
export class MyRankDto {
  @Field(() => LeaderboardEntryDto, { nullable: true, description: 'Null when you have no ranked result that day.' })
  @ApiProperty({ type: LeaderboardEntryDto, nullable: true })
  entry!: LeaderboardEntryDto | null;

  @Field(() => Int)
  @ApiProperty()
  totalCount!: number;

  @Field(() => [LeaderboardEntryDto], { description: 'Up to n entries above and below yours (aroundMe).' })
  @ApiProperty({ type: [LeaderboardEntryDto] })
  around!: LeaderboardEntryDto[];
}

@ObjectType('AllTimeEntry', {
  description: "A player's best ranked daily score of a kind, with games played and average.",
})
export class AllTimeEntryDto {
  @Field(() => Int)
  @ApiProperty()
  rank!: number;

  @Field(() => ID)
  @ApiProperty({ format: 'uuid' })
  playerId!: string;

  @Field()
  @ApiProperty()
  playerName!: string;

  @Field(() => Int)
  @ApiProperty()
  bestScore!: number;

  @Field(() => ID)
  @ApiProperty({ format: 'uuid' })
  bestGameId!: string;

  @Field(() => GraphQLISODateTime)
  @ApiProperty()
  bestAt!: Date;

  @Field(() => Int, { description: 'Ranked games played.' })
  @ApiProperty()
  games!: number;

  @Field(() => Float)
  @ApiProperty()
  averageScore!: number;
}

@ObjectType('AllTimePage')
export class AllTimePageDto {
  @Field(() => DailyKindIdEnum)
  @ApiProperty()
  kind!: string;

  @Field(() => [AllTimeEntryDto])
  @ApiProperty({ type: [AllTimeEntryDto] })
  items!: AllTimeEntryDto[];

  @Field(() => Int)
  @ApiProperty()
  totalCount!: number;

  @Field(() => String, { nullable: true })
  @ApiProperty({ type: String, nullable: true })
  endCursor!: string | null;

  @Field()
  @ApiProperty()
  hasNextPage!: boolean;
}

@ObjectType('HistoryEntry', { description: 'One of your daily results.' })
export class PlayerHistoryEntryDto extends LeaderboardEntryDto {
  @Field(() => DailyKindIdEnum)
  @ApiProperty()
  kind!: string;

  @Field()
  @ApiProperty({ example: '2026-11-22' })
  date!: string;
}
