import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
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
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { JSONScalar } from '../../common/graphql/json.scalar';
import { DailyKindIdEnum } from '../../daily/daily-kind-id.enum';
import { GameTypeIdEnum } from '../../games/game-type-id.enum';
import { SeatInput } from '../../games/dto/seat.input';
import { OptionalSeed } from '../../games/dto/game-setup.input';
import { ContractField } from '../../common/contract-field';

@InputType('SeatedMoveInput')
export class SeatedMoveInput {
  @ContractField(() => Int, { description: 'The seat that made the move, from 0.', example: 0 })
  @IsInt()
  @Min(0)
  @Max(9)
  seat!: number;

  @ContractField(() => JSONScalar, {
    description: 'The move as the seat submitted it.',
    example: { type: 'useDie', slot: 0, action: 'buildWork' },
  })
  @IsDefined()
  move!: unknown;
}

@InputType()
export class VerifyScoreInput {
  @Field(() => GameTypeIdEnum, { nullable: true, description: 'Which game; implied by dailyKind.' })
  @ApiPropertyOptional({ description: 'Which game; implied by dailyKind.', example: 'troyes-dice' })
  @IsOptional()
  @IsString()
  @Length(1, 40)
  game?: string;

  @Field(() => JSONScalar, { nullable: true, description: "The game's options; implied by dailyKind." })
  @ApiPropertyOptional({
    description: "The game's options; implied by dailyKind.",
    type: 'object',
    additionalProperties: true,
  })
  @IsOptional()
  @IsObject()
  options?: Record<string, unknown>;

  @Field({ nullable: true, description: 'The seed; or give dailyKind and date for a revealed puzzle-day.' })
  @ApiPropertyOptional({
    description: 'The seed; or give dailyKind and date for a revealed puzzle-day.',
    example: 'my-seed',
  })
  @OptionalSeed()
  seed?: string;

  @Field({
    nullable: true,
    description:
      'A mixed game (seedSource MIXED): its revealed server part. The seed is then derived under mix-v1 from it and entropies (a given seed must equal the derivation: else SEED_DERIVATION_MISMATCH).',
  })
  @ApiPropertyOptional({
    example: 'kq1rS0m3vY2b8dXh0p4QeT9wZc6uLn7A',
    description:
      'A mixed game (`seedSource: mixed`): its revealed server part (the export’s `serverSeed`). The seed is then derived under `mix-v1` from it and `entropies`; a `seed` given too must equal the derivation (else 422 SEED_DERIVATION_MISMATCH).',
  })
  @OptionalSeed()
  serverSeed?: string;

  @Field(() => [String], {
    nullable: 'itemsAndList',
    description:
      'With serverSeed: each seat’s entropy in seat order (null: none, bots included), one per player; omitted: none at all.',
  })
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', nullable: true, pattern: '^[A-Za-z0-9_-]{1,128}$' },
    example: ['q3Vx0c9Zt1mK8yJb2wN5ha', null],
    description:
      'With `serverSeed`: each seat’s entropy in seat order (`null`: none, bots included), one per player; omitted: none at all.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  entropies?: (string | null)[];

  @Field({
    nullable: true,
    description:
      'The commitment published in GameCreated (sha256 hex): checked against serverSeed (mixed) or seed before replaying (else SEED_COMMITMENT_MISMATCH).',
  })
  @ApiPropertyOptional({
    pattern: '^[0-9a-f]{64}$',
    description:
      'The `seedCommitment` published in GameCreated: sha256 of `serverSeed` (mixed) or of `seed` must equal it before anything is replayed (else 422 SEED_COMMITMENT_MISMATCH).',
  })
  @IsOptional()
  @Matches(/^[0-9a-f]{64}$/, { message: 'seedCommitment must be 64 lowercase hex characters' })
  seedCommitment?: string;

  @Field(() => DailyKindIdEnum, {
    nullable: true,
    description: 'A daily puzzle kind: its seed is used once the day has closed.',
  })
  @ApiPropertyOptional({
    description: 'A daily puzzle kind: its seed is used once the day has closed.',
    example: 'troyes-dice',
  })
  @IsOptional()
  @IsString()
  @Length(1, 40)
  dailyKind?: string;

  @Field({ nullable: true, description: 'The puzzle-day, YYYY-MM-DD (with dailyKind).' })
  @ApiPropertyOptional({ description: 'The puzzle-day, YYYY-MM-DD (with dailyKind).', example: '2026-11-21' })
  @IsOptional()
  @IsString()
  @Length(10, 10)
  date?: string;

  @Field({
    nullable: true,
    description:
      'The rules version to replay under, e.g. troyes-dice@1 for a game played under it (GET /v1/game-types lists them); default: the game’s current one; for a daily puzzle, the day’s pinned one (dailyPuzzle.rulesVersion).',
  })
  @ApiPropertyOptional({
    example: 'troyes-dice@1',
    description:
      'The rules version to replay under (GET /v1/game-types lists each game’s); default: the game’s current one; for a daily puzzle, the day’s pinned one (its `rulesVersion`). An unknown one is refused (400 VALIDATION_FAILED, with knownRulesVersions).',
  })
  @IsOptional()
  @IsString()
  @Length(1, 60)
  rulesVersion?: string;

  @ContractField(() => Int, { description: 'Number of players (seats).', example: 1 })
  @IsInt()
  @Min(1)
  @Max(10)
  players!: number;

  @ContractField(() => [SeatedMoveInput], {
    description: 'Every move in order, with its seat.',
    type: [SeatedMoveInput],
  })
  @IsArray()
  @ArrayMaxSize(10_000)
  @ValidateNested({ each: true })
  @Type(() => SeatedMoveInput)
  moves!: SeatedMoveInput[];

  @Field(() => [SeatInput], {
    nullable: true,
    description:
      'Games against bots: every seat, {player: "me"} (or "open") for a person, {bot: "greedy@1"} for a bot. `moves` then holds the people’s moves only; the bots’ are re-run from their pinned policies. A bot daily’s seats are implied by dailyKind.',
  })
  @ApiPropertyOptional({
    type: [SeatInput],
    example: [{ player: 'me' }, { bot: 'greedy@1' }, { bot: 'greedy@1' }],
    description:
      'Games against bots: every seat, `{"player": "me"}` (or `"open"`) for a person, `{"bot": "greedy@1"}` for a bot (its length is `players`). `moves` then holds the people’s moves only: the bots’ moves are re-run from their pinned policies, never taken from the client. A bot daily’s seats are implied by `dailyKind`.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => SeatInput)
  seats?: SeatInput[];

  @Field(() => [Int], { nullable: true, description: 'Claimed total per seat, checked against the replay.' })
  @ApiPropertyOptional({
    description: 'Claimed total per seat, checked against the replay.',
    type: [Number],
    example: [54],
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsInt({ each: true })
  claimedScores?: number[];
}
