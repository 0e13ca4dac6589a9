import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsNumber, IsOptional, IsString, Length, Max, Min, ValidateNested } from 'class-validator';
import { ClockField, GameOptionsField, type TimeControlInput } from '../../games/dto/game-setup.input';
import { GAME_TYPE_ID_PROPERTY, GameTypeIdEnum } from '../../games/game-type-id.enum';
import { ContractField } from '../../common/contract-field';

/** How long a seek waits at most, in seconds. */
export const SEEK_SECONDS = { min: 10, max: 3600, default: 600 } as const;

@InputType('SeekPlayersInput', { description: 'How many players the game may have, seekers included.' })
export class SeekPlayersInput {
  @ContractField(() => Int, {
    example: 3,
    description: 'The fewest players you will play with (2 or more, within the game’s range).',
  })
  @IsInt()
  @Min(1)
  @Max(10)
  min!: number;

  @ContractField(() => Int, { example: 3, description: 'The most players (at most the game’s own maximum).' })
  @IsInt()
  @Min(1)
  @Max(10)
  max!: number;
}

@InputType('RatingRangeInput', {
  description: 'The ratings of others you accept (docs/api.md, "Matchmaking"); a bound omitted: none.',
})
export class RatingRangeInput {
  @Field(() => Float, { nullable: true, description: 'The lowest rating accepted.' })
  @ApiPropertyOptional({
    example: -5,
    description: 'The lowest rating accepted (the conservative rating of /v1/ratings).',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  min?: number;

  @Field(() => Float, { nullable: true, description: 'The highest rating accepted.' })
  @ApiPropertyOptional({ example: 15, description: 'The highest rating accepted.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  max?: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Widen both bounds by this much for each minute the seek waits (0-1000; default 0: never).',
  })
  @ApiPropertyOptional({
    example: 1,
    description: 'Widen both bounds by this much for each minute the seek waits (0-1000; default 0: never).',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  widenPerMinute?: number;
}

@InputType('CreateSeekInput', { description: 'A seek: what game you want to be matched into.' })
export class CreateSeekInput {
  @Field(() => GameTypeIdEnum, { description: 'Which game.' })
  @ApiProperty({ ...GAME_TYPE_ID_PROPERTY, description: 'Which game (an unknown one: 400 INVALID_SEEK UNKNOWN_GAME).' })
  @IsString()
  @Length(1, 40)
  game!: string;

  @ContractField(() => SeekPlayersInput, {
    type: () => SeekPlayersInput,
    description: 'How many players, you included.',
  })
  @ValidateNested()
  @Type(() => SeekPlayersInput)
  players!: SeekPlayersInput;

  @GameOptionsField(
    "The game's options; omitted: its defaults. Seeks match only on equal options.",
    "The game's options; omitted: its defaults. Seeks match only on equal options (defaults filled in).",
  )
  options?: Record<string, unknown>;

  @ClockField(
    'A turn clock; omitted: untimed. Seeks match only on equal clocks.',
    'A turn clock (docs/api.md, "Clocks"); omitted: untimed. Seeks match only on equal clocks.',
  )
  clock?: TimeControlInput;

  @Field({ nullable: true, description: 'A rated game (default false). Seeks match only on equal flags.' })
  @ApiPropertyOptional({ example: true, description: 'A rated game (default false). Seeks match only on equal flags.' })
  @IsOptional()
  @IsBoolean()
  rated?: boolean;

  @Field(() => RatingRangeInput, { nullable: true, description: 'The ratings of others you accept; omitted: any.' })
  @ApiPropertyOptional({ type: () => RatingRangeInput, description: 'The ratings of others you accept; omitted: any.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => RatingRangeInput)
  ratingRange?: RatingRangeInput;

  @Field(() => Int, {
    nullable: true,
    description: `Seconds the seek waits before it expires, ${SEEK_SECONDS.min}-${SEEK_SECONDS.max} (default ${SEEK_SECONDS.default}).`,
  })
  @ApiPropertyOptional({
    minimum: SEEK_SECONDS.min,
    maximum: SEEK_SECONDS.max,
    description: `Seconds the seek waits before it expires (EXPIRED); default ${SEEK_SECONDS.default}.`,
  })
  @IsOptional()
  @IsInt()
  @Min(SEEK_SECONDS.min)
  @Max(SEEK_SECONDS.max)
  expiresInSeconds?: number;
}
