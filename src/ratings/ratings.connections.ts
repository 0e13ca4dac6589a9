import { ArgsType, Field, ID, ObjectType } from '@nestjs/graphql';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { ConnectionArgs, ConnectionType } from '../common/graphql/connection';
import { GameTypeIdEnum } from '../games/game-type-id.enum';
import { RankedPageArgs } from '../leaderboard/leaderboard.connections';
import { RatingChangeDto, RatingEntryDto } from './ratings.model';

const PROVISIONAL_ARG =
  'false (default): the established players’ board; true: the provisional players’ (sigma 6.5 or more), ranked among themselves.';

@ObjectType('RatingBoardConnection', {
  description: 'A page of a rating board: rating desc, the earlier to reach it first among equals.',
})
export class RatingBoardConnection extends ConnectionType(RatingEntryDto, 'RatingEntry', {
  totalCount: 'Players on the whole board.',
}) {
  @Field(() => GameTypeIdEnum, { description: 'The game rated.' })
  game!: string;

  @Field({ description: 'True: the provisional players’ board.' })
  provisional!: boolean;
}

@ObjectType('RatingChangeConnection', { description: "A page of a player's rating changes in one game, newest first." })
export class RatingChangeConnection extends ConnectionType(RatingChangeDto, 'RatingChange') {}

@ArgsType()
export class RatingBoardArgs extends RankedPageArgs {
  @Field(() => GameTypeIdEnum)
  @IsString()
  game!: string;

  @Field(() => Boolean, { nullable: true, defaultValue: false, description: PROVISIONAL_ARG })
  @IsOptional()
  @IsBoolean()
  provisional?: boolean | null;
}

@ArgsType()
export class RatingHistoryArgs extends ConnectionArgs {
  @Field(() => GameTypeIdEnum)
  @IsString()
  game!: string;

  @Field(() => ID)
  @IsString()
  @MaxLength(100)
  playerId!: string;
}

export { PROVISIONAL_ARG };
