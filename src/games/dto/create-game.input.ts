import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  Length,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { GAME_TYPE_ID_PROPERTY, GameTypeIdEnum } from '../game-type-id.enum';
import { IsSeats, SeatInput } from './seat.input';
import { ENTROPY_DESCRIPTION, EntropyField } from './entropy';
import { ClockField, GameOptionsField, OptionalSeed, type TimeControlInput } from './game-setup.input';

@InputType()
@ApiExtraModels(SeatInput)
export class CreateGameInput {
  @Field(() => GameTypeIdEnum, { description: 'Which game (see gameTypes).' })
  @ApiProperty({
    ...GAME_TYPE_ID_PROPERTY,
    description: 'Game id: troyes-dice, troyes or orleans (see GET /v1/game-types).',
  })
  @IsString()
  @Length(1, 40)
  game!: string;

  @GameOptionsField(
    "The game's options (see docs/engine.md); omitted: its defaults.",
    "The game's options; omitted: its defaults.",
  )
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
  @OptionalSeed()
  seed?: string;

  @Field({
    nullable: true,
    description: `${ENTROPY_DESCRIPTION} Giving it makes the game mixed (seedSource MIXED): each person joining may add theirs. Not with seed.`,
  })
  @EntropyField(
    `${ENTROPY_DESCRIPTION} Giving it makes the game mixed (seedSource \`mixed\`): each person joining may add theirs (POST /v1/games/{id}/join). Not with \`seed\` (400 VALIDATION_FAILED).`,
  )
  entropy?: string;

  @ClockField(
    'A turn clock; omitted: untimed. A seat whose clock runs out gets its default move.',
    'A turn clock; omitted: untimed. A seat whose clock runs out gets its default move (docs/api.md, "Clocks").',
  )
  clock?: TimeControlInput;

  @Field({
    nullable: true,
    description:
      'Rated: the final ranking updates every seat’s rating (docs/api.md, "Ratings"). Needs two or more seats, no seed, and each bot policy in one seat at most (INVALID_RATED_GAME). Default false.',
  })
  @ApiPropertyOptional({
    example: true,
    description:
      'Rated: the final ranking (resignation and forfeit rank last) updates every seat’s rating (docs/api.md, "Ratings"). Needs two or more seats, no `seed`, and each bot policy in one seat at most (400 INVALID_RATED_GAME). Default false.',
  })
  @IsOptional()
  @IsBoolean()
  rated?: boolean;
}
