import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsObject, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { JSONScalar } from '../../common/graphql/json.scalar';
import { GameTypeIdEnum } from '../game-type-id.enum';

@InputType()
export class CreateGameInput {
  @Field(() => GameTypeIdEnum, { description: 'Which game (see gameTypes).' })
  @ApiProperty({
    example: 'troyes-dice',
    description: 'Game id: troyes-dice, troyes or orleans (see GET /v1/game-types).',
  })
  @IsString()
  @Length(1, 40)
  game!: string;

  @Field(() => JSONScalar, {
    nullable: true,
    description: "The game's options (see docs/engine.md); omitted: its defaults.",
  })
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    example: {},
    description: "The game's options; omitted: its defaults.",
  })
  @IsOptional()
  @IsObject()
  options?: Record<string, unknown>;

  @Field(() => Int, { description: 'Number of seats (players), within the game’s range. The creator takes seat 0.' })
  @ApiProperty({ example: 1, minimum: 1, maximum: 10, description: 'Number of seats; the creator takes seat 0.' })
  @IsInt()
  @Min(1)
  @Max(10)
  seats!: number;

  @Field({
    nullable: true,
    description: 'Seed for a reproducible game; omitted: a fresh random one. Revealed when the game ends.',
  })
  @ApiPropertyOptional({
    example: 'my-tournament-round-1',
    maxLength: 200,
    description: 'Omitted: a fresh random seed (CSPRNG).',
  })
  @IsOptional()
  @IsString()
  @Length(1, 200)
  seed?: string;
}
