import { applyDecorators } from '@nestjs/common';
import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsObject, IsOptional, IsString, Length, Max, Min, ValidateNested } from 'class-validator';
import { JSONScalar } from '../../common/graphql/json.scalar';
import { BANK_SECONDS, MOVE_SECONDS } from '../../clocks/clock-state';

@InputType('TimeControlInput', { description: 'A turn clock (docs/api.md, "Clocks").' })
export class TimeControlInput {
  @Field(() => Int, { description: `Free seconds of every turn, ${MOVE_SECONDS.min}-${MOVE_SECONDS.max}.` })
  @ApiProperty({
    example: 60,
    minimum: MOVE_SECONDS.min,
    maximum: MOVE_SECONDS.max,
    description: 'Free seconds of every turn.',
  })
  @IsInt()
  @Min(MOVE_SECONDS.min)
  @Max(MOVE_SECONDS.max)
  moveSeconds!: number;

  @Field(() => Int, {
    description: `Seconds each seat may spend beyond its free ones over the whole game, ${BANK_SECONDS.min}-${BANK_SECONDS.max}.`,
  })
  @ApiProperty({
    example: 600,
    minimum: BANK_SECONDS.min,
    maximum: BANK_SECONDS.max,
    description: 'Seconds each seat may spend beyond its free ones, over the whole game.',
  })
  @IsInt()
  @Min(BANK_SECONDS.min)
  @Max(BANK_SECONDS.max)
  bankSeconds!: number;
}

/**
 * The set-up fields a new game and a seek both take, each with its own descriptions (a seek's
 * match only on equal values): REST's mention REST's docs, GraphQL's stay short.
 */

/** `options`: the game's options, checked by the game's own schema; omitted: its defaults. */
export const GameOptionsField = (graphql: string, rest: string): PropertyDecorator =>
  applyDecorators(
    Field(() => JSONScalar, { nullable: true, description: graphql }),
    ApiPropertyOptional({ type: 'object', additionalProperties: true, example: {}, description: rest }),
    IsOptional(),
    IsObject(),
  );

/** `clock`: a turn clock; omitted: untimed. */
export const ClockField = (graphql: string, rest: string): PropertyDecorator =>
  applyDecorators(
    Field(() => TimeControlInput, { nullable: true, description: graphql }),
    ApiPropertyOptional({ type: () => TimeControlInput, description: rest }),
    IsOptional(),
    ValidateNested(),
    Type(() => TimeControlInput),
  );

/** The validation of a seed given as text (a game's, or a mixed game's server part): 1-200 characters, optional. */
export const OptionalSeed = (): PropertyDecorator => applyDecorators(IsOptional(), IsString(), Length(1, 200));
