import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { JSONScalar } from '../../common/graphql/json.scalar';
import { DailyKindIdEnum } from '../../daily/daily-kind-id.enum';
import { GameTypeIdEnum } from '../../games/game-type-id.enum';

@InputType('SeatedMoveInput')
export class SeatedMoveInput {
  @Field(() => Int)
  @ApiProperty({ example: 0 })
  @IsInt()
  @Min(0)
  @Max(9)
  seat!: number;

  @Field(() => JSONScalar)
  @ApiProperty({ example: { type: 'useDie', slot: 0, action: 'buildWork' } })
  @IsDefined()
  move!: unknown;
}

@InputType()
export class VerifyScoreInput {
  @Field(() => GameTypeIdEnum, { nullable: true, description: 'Which game; implied by dailyKind.' })
  @ApiPropertyOptional({ example: 'troyes-dice' })
  @IsOptional()
  @IsString()
  @Length(1, 40)
  game?: string;

  @Field(() => JSONScalar, { nullable: true, description: "The game's options; implied by dailyKind." })
  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @IsOptional()
  @IsObject()
  options?: Record<string, unknown>;

  @Field({ nullable: true, description: 'The seed; or give dailyKind and date for a revealed puzzle-day.' })
  @ApiPropertyOptional({ example: 'my-seed' })
  @IsOptional()
  @IsString()
  @Length(1, 200)
  seed?: string;

  @Field(() => DailyKindIdEnum, {
    nullable: true,
    description: 'A daily puzzle kind: its seed is used once the day has closed.',
  })
  @ApiPropertyOptional({ example: 'troyes-dice' })
  @IsOptional()
  @IsString()
  @Length(1, 40)
  dailyKind?: string;

  @Field({ nullable: true, description: 'The puzzle-day, YYYY-MM-DD (with dailyKind).' })
  @ApiPropertyOptional({ example: '2026-11-21' })
  @IsOptional()
  @IsString()
  @Length(10, 10)
  date?: string;

  @Field({
    nullable: true,
    description:
      'The rules version to replay under, e.g. troyes-dice@1 for a game played under it (GET /v1/game-types lists them); default: the game’s current one, for a daily puzzle too.',
  })
  @ApiPropertyOptional({
    example: 'troyes-dice@1',
    description:
      'The rules version to replay under (GET /v1/game-types lists each game’s); default: the game’s current one, for a daily puzzle too. An unknown one is refused (400 VALIDATION_FAILED, with knownRulesVersions).',
  })
  @IsOptional()
  @IsString()
  @Length(1, 60)
  rulesVersion?: string;

  @Field(() => Int, { description: 'Number of players (seats).' })
  @ApiProperty({ example: 1 })
  @IsInt()
  @Min(1)
  @Max(10)
  players!: number;

  @Field(() => [SeatedMoveInput], { description: 'Every move in order, with its seat.' })
  @ApiProperty({ type: [SeatedMoveInput] })
  @IsArray()
  @ArrayMaxSize(10_000)
  @ValidateNested({ each: true })
  @Type(() => SeatedMoveInput)
  moves!: SeatedMoveInput[];

  @Field(() => [Int], { nullable: true, description: 'Claimed total per seat, checked against the replay.' })
  @ApiPropertyOptional({ type: [Number], example: [54] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsInt({ each: true })
  claimedScores?: number[];
}
