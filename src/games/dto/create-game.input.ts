import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { BANK_SECONDS, MOVE_SECONDS } from '../../clocks/clock-state';
import { JSONScalar } from '../../common/graphql/json.scalar';
import { GameTypeIdEnum } from '../game-type-id.enum';
import { IsSeats, SeatInput } from './seat.input';
import { ENTROPY_DESCRIPTION, EntropyField } from './entropy';

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

@InputType()
@ApiExtraModels(SeatInput)
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

  @Field(() => Int, {
    nullable: true,
    description:
      'Number of seats (players), within the game’s range; the creator takes seat 0. Give this or seatList (seats with bots), not both.',
  })
  @ApiProperty({
    oneOf: [
      { type: 'integer', minimum: 1, maximum: 10 },
      { type: 'array', minItems: 1, maxItems: 10, items: { $ref: getSchemaPath(SeatInput) } },
    ],
    example: [{ player: 'me' }, { bot: 'greedy' }, { bot: 'greedy' }],
    description:
      'The number of seats (the creator takes seat 0, the others are open), or each seat: `{"player": "me"}` (the creator, exactly once), `{"player": "open"}`, or `{"bot": "greedy"}` (a policy of GET /v1/game-types). At least one seat must be a person.',
  })
  @IsSeats()
  @ValidateIf((o: CreateGameInput) => o.seatList === undefined)
  seats!: number | SeatInput[];

  // GraphQL cannot take an Int or a list in one field: seats with bots come as seatList there (REST: seats).
  @Field(() => [SeatInput], {
    nullable: true,
    description:
      'Each seat (instead of seats): {player: "me"} (the creator, exactly once), {player: "open"}, or {bot: "greedy"}. At least one seat must be a person.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => SeatInput)
  seatList?: SeatInput[];

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

  @Field({
    nullable: true,
    description: `${ENTROPY_DESCRIPTION} Giving it makes the game mixed (seedSource MIXED): each person joining may add theirs. Not with seed.`,
  })
  @EntropyField(
    `${ENTROPY_DESCRIPTION} Giving it makes the game mixed (seedSource \`mixed\`): each person joining may add theirs (POST /v1/games/{id}/join). Not with \`seed\` (400 VALIDATION_FAILED).`,
  )
  entropy?: string;

  @Field(() => TimeControlInput, {
    nullable: true,
    description: 'A turn clock; omitted: untimed. A seat whose clock runs out gets its default move.',
  })
  @ApiPropertyOptional({
    type: () => TimeControlInput,
    description:
      'A turn clock; omitted: untimed. A seat whose clock runs out gets its default move (docs/api.md, "Clocks").',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => TimeControlInput)
  clock?: TimeControlInput;
}
