import { ArgsType, Field, Int } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageSizeParam } from '../../common/pagination';
import { GameTypeIdEnum } from '../game-type-id.enum';
import { GAME_STATUSES, GameStatusEnum } from '../games.model';
import type { GameStatus } from '../../persistence/games.repository';

@ArgsType()
export class ListGamesQuery {
  @ApiPropertyOptional({ description: 'true: only games you are seated in (needs a key).', example: true })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  mine?: boolean;

  @Field(() => GameStatusEnum, { nullable: true, description: 'Only games in this status.' })
  @ApiPropertyOptional({ description: 'Only games in this status.', enum: GAME_STATUSES })
  @IsOptional()
  @IsIn(GAME_STATUSES)
  status?: GameStatus;

  @Field(() => GameTypeIdEnum, { nullable: true, description: 'Only games of this type, e.g. TROYES_DICE.' })
  @ApiPropertyOptional({ description: 'Only games of this type, e.g. TROYES_DICE.', example: 'troyes-dice' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  game?: string;

  @Field(() => Int, { nullable: true, defaultValue: 20, description: 'Page size, 1-100.' })
  @PageSizeParam()
  first: number = 20;

  @Field({ nullable: true, description: 'endCursor of the previous page.' })
  @ApiPropertyOptional({ description: 'endCursor of the previous page.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  after?: string;
}
