import { Field, GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { JSONScalar } from '../common/graphql/json.scalar';
import { GameTypeIdEnum } from '../games/game-type-id.enum';
import { DailyKindIdEnum } from './daily-kind-id.enum';

@ObjectType('DailyPuzzle', { description: 'A puzzle-day: the same dice for everyone, verifiable once it closes.' })
export class DailyPuzzleDto {
  @Field(() => DailyKindIdEnum, { description: 'Puzzle kind.' })
  @ApiProperty({ description: 'Puzzle kind.', example: 'troyes-dice' })
  kind!: string;

  @Field({ description: 'UTC date, YYYY-MM-DD.' })
  @ApiProperty({ description: 'UTC date, YYYY-MM-DD.', example: '2026-11-22' })
  date!: string;

  @Field({ description: "The kind's display name, e.g. Troyes Dice, base game, solo." })
  @ApiProperty({
    description: "The kind's display name, e.g. Troyes Dice, base game, solo.",
    example: 'Troyes Dice, base game, solo',
  })
  title!: string;

  @Field(() => GameTypeIdEnum, { description: 'The game played.' })
  @ApiProperty({ description: 'The game played.', example: 'troyes-dice' })
  game!: string;

  @Field(() => JSONScalar, { description: 'The game options every attempt uses.' })
  @ApiProperty({ description: 'The game options every attempt uses.', type: 'object', additionalProperties: true })
  options!: unknown;

  @Field(() => [String], {
    description:
      'The bots at seats 1, 2… (pinned policies, e.g. greedy@1); the person plays seat 0. Empty for a solo kind.',
  })
  @ApiProperty({
    type: [String],
    example: [],
    description:
      'The bots at seats 1, 2… (pinned policies, e.g. `greedy@1`); the person plays seat 0. Empty for a solo kind.',
  })
  bots!: string[];
  @Field({
    description: 'The rules version every attempt of this day is played and verified under (pinned per day).',
  })
  @ApiProperty({
    description: 'The rules version every attempt of this day is played and verified under (pinned per day).',
    example: 'troyes-dice@2',
  })
  rulesVersion!: string;

  @Field({ description: 'sha256(seed) in hex, published when the day opens: check the seed against it later.' })
  @ApiProperty({
    description: 'sha256(seed) in hex, published when the day opens: check the seed against it later.',
    example: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  })
  commitment!: string;

  @Field(() => String, { nullable: true, description: 'The seed: null until the day closes.' })
  @ApiProperty({ description: 'The seed: null until the day closes.', type: String, nullable: true })
  seed!: string | null;

  @Field(() => GraphQLISODateTime, {
    description: 'When the day opens: its date at 00:00 UTC; the commitment is public from then.',
  })
  @ApiProperty({ description: 'When the day opens: its date at 00:00 UTC; the commitment is public from then.' })
  opensAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'Ranked attempts must finish before this.' })
  @ApiProperty({ description: 'Ranked attempts must finish before this.' })
  closesAt!: Date;

  @Field({
    description:
      'How the seed is made: hmac-sha256/1 (days before the first season) or sha256-chain/1 (a link of the season’s chain: sha256(seed) is the previous day’s seed, or the anchor).',
  })
  @ApiProperty({
    description:
      'How the seed is made: hmac-sha256/1 (days before the first season) or sha256-chain/1 (a link of the season’s chain: sha256(seed) is the previous day’s seed, or the anchor).',
    enum: ['hmac-sha256/1', 'sha256-chain/1'],
  })
  seedScheme!: 'hmac-sha256/1' | 'sha256-chain/1';

  @Field(() => JSONScalar, { description: 'What the setup reveals anyway (plaza tiles, column numbering…).' })
  @ApiProperty({
    description: 'What the setup reveals anyway (plaza tiles, column numbering…).',
    type: 'object',
    additionalProperties: true,
  })
  setup!: unknown;

  @Field(() => Int, { description: 'Ranked entries on the day’s board so far.' })
  @ApiProperty({ description: 'Ranked entries on the day’s board so far.' })
  entries!: number;
}

@ObjectType('DailyKind')
export class DailyKindDto {
  @Field(() => DailyKindIdEnum, { description: 'The kind id, as in `/v1/daily/{kind}`.' })
  @ApiProperty({ description: 'The kind id, as in `/v1/daily/{kind}`.', example: 'troyes-dice' })
  kind!: string;

  @Field(() => GameTypeIdEnum, { description: 'The game played.' })
  @ApiProperty({ description: 'The game played.', example: 'troyes-dice' })
  game!: string;

  @Field({ description: 'Display name, e.g. Troyes Dice, base game, solo.' })
  @ApiProperty({ description: 'Display name, e.g. Troyes Dice, base game, solo.' })
  title!: string;

  @Field(() => JSONScalar, { description: 'The game options every attempt uses.' })
  @ApiProperty({ description: 'The game options every attempt uses.', type: 'object', additionalProperties: true })
  options!: unknown;

  @Field(() => [String], {
    description:
      'The bots at seats 1, 2… (pinned policies, e.g. greedy@1); the person plays seat 0. Empty for a solo kind.',
  })
  @ApiProperty({
    type: [String],
    example: [],
    description:
      'The bots at seats 1, 2… (pinned policies, e.g. `greedy@1`); the person plays seat 0. Empty for a solo kind.',
  })
  bots!: string[];
}
