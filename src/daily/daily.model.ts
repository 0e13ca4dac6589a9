import { applyDecorators } from '@nestjs/common';
import { Field, GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { JSONScalar } from '../common/graphql/json.scalar';
import { GameTypeIdEnum } from '../games/game-type-id.enum';
import { DailyKindIdEnum } from './daily-kind-id.enum';
import { ContractField } from '../common/contract-field';

// The fields a daily kind and each of its days share, written once for both.

/** `game`: the game type the kind plays. */
function DailyGame(): PropertyDecorator {
  return applyDecorators(
    Field(() => GameTypeIdEnum, { description: 'The game played.' }),
    ApiProperty({ description: 'The game played.', example: 'troyes-dice' }),
  );
}

/** `options`: the game options every attempt uses. */
function DailyOptions(): PropertyDecorator {
  return applyDecorators(
    Field(() => JSONScalar, { description: 'The game options every attempt uses.' }),
    ApiProperty({ description: 'The game options every attempt uses.', type: 'object', additionalProperties: true }),
  );
}

/** `bots`: the pinned bot policies at seats 1, 2…. */
function DailyBots(): PropertyDecorator {
  return applyDecorators(
    Field(() => [String], {
      description:
        'The bots at seats 1, 2… (pinned policies, e.g. greedy@1); the person plays seat 0. Empty for a solo kind.',
    }),
    ApiProperty({
      type: [String],
      example: [],
      description:
        'The bots at seats 1, 2… (pinned policies, e.g. `greedy@1`); the person plays seat 0. Empty for a solo kind.',
    }),
  );
}

@ObjectType('DailyPuzzle', { description: 'A puzzle-day: the same dice for everyone, verifiable once it closes.' })
export class DailyPuzzleDto {
  @ContractField(() => DailyKindIdEnum, { description: 'Puzzle kind.', example: 'troyes-dice' })
  kind!: string;

  @ContractField({ description: 'UTC date, YYYY-MM-DD.', example: '2026-11-22' })
  date!: string;

  @ContractField({
    description: "The kind's display name, e.g. Troyes Dice, base game, solo.",
    example: 'Troyes Dice, base game, solo',
  })
  title!: string;

  @DailyGame()
  game!: string;

  @DailyOptions()
  options!: unknown;

  @DailyBots()
  bots!: string[];
  @ContractField({
    description: 'The rules version every attempt of this day is played and verified under (pinned per day).',
    example: 'troyes-dice@2',
  })
  rulesVersion!: string;

  @ContractField({
    description: 'sha256(seed) in hex, published when the day opens: check the seed against it later.',
    example: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  })
  commitment!: string;

  @ContractField(() => String, { description: 'The seed: null until the day closes.', type: String, nullable: true })
  seed!: string | null;

  @ContractField(() => GraphQLISODateTime, {
    description: 'When the day opens: its date at 00:00 UTC; the commitment is public from then.',
  })
  opensAt!: Date;

  @ContractField(() => GraphQLISODateTime, { description: 'Ranked attempts must finish before this.' })
  closesAt!: Date;

  @ContractField({
    description:
      'How the seed is made: hmac-sha256/1 (days before the first season) or sha256-chain/1 (a link of the season’s chain: sha256(seed) is the previous day’s seed, or the anchor).',
    enum: ['hmac-sha256/1', 'sha256-chain/1'],
  })
  seedScheme!: 'hmac-sha256/1' | 'sha256-chain/1';

  @ContractField(() => JSONScalar, {
    description: 'What the setup reveals anyway (plaza tiles, column numbering…).',
    type: 'object',
    additionalProperties: true,
  })
  setup!: unknown;

  @ContractField(() => Int, { description: 'Ranked entries on the day’s board so far.' })
  entries!: number;
}

@ObjectType('DailyKind')
export class DailyKindDto {
  @ContractField(() => DailyKindIdEnum, {
    description: 'The kind id, as in `/v1/daily/{kind}`.',
    example: 'troyes-dice',
  })
  kind!: string;

  @DailyGame()
  game!: string;

  @ContractField({ description: 'Display name, e.g. Troyes Dice, base game, solo.' })
  title!: string;

  @DailyOptions()
  options!: unknown;

  @DailyBots()
  bots!: string[];
}
