import { RatingChangeDto } from '../ratings/ratings.model';
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { JSONScalar } from '../common/graphql/json.scalar';
import { SeedSourceEnum } from '../games/seed-source.enum';
import { GAME_EXPORT_FORMAT, type GameExport, type ServedGameExport } from '../verifier/game-export';
import { ContractField } from '../common/contract-field';

@ObjectType('GameExportSeat')
export class GameExportSeatDto {
  @ContractField(() => Int, { description: 'The seat number, from 0.' })
  seat!: number;

  @ContractField(() => ID, { description: 'The player id.', format: 'uuid' })
  playerId!: string;

  @ContractField({ description: "The player's display name." })
  playerName!: string;

  @ContractField(() => String, {
    type: String,
    nullable: true,
    description: 'A mixed game: the entropy this seat gave (public from the start); null: none, or not mixed.',
  })
  entropy!: string | null;
}

@ObjectType('GameExportMove')
export class GameExportMoveDto {
  @ContractField(() => Int, { description: "The seat the move was made for, bots' seats included." })
  seat!: number;

  @ContractField(() => JSONScalar, {
    description: 'The move as the seat submitted it.',
    type: 'object',
    additionalProperties: true,
  })
  move!: GameExport['moves'][number]['move'];
}

@ObjectType('GameExport', {
  description:
    'A finished game as one self-contained file for the offline verifier `crier-verify` (README): replayable with the engine alone.',
})
export class GameExportDto implements ServedGameExport {
  @ContractField(() => String, { description: `The file format, "${GAME_EXPORT_FORMAT}".`, enum: [GAME_EXPORT_FORMAT] })
  format!: typeof GAME_EXPORT_FORMAT;

  @ContractField(() => ID, { description: 'The game id.', format: 'uuid' })
  gameId!: string;

  @ContractField({ description: 'The engine id of the game, e.g. troyes-dice.', example: 'troyes-dice' })
  game!: string;

  @ContractField({
    description: 'The ruleset the game was refereed under; the verifier replays under it.',
    example: 'troyes-dice@2',
  })
  rulesVersion!: string;

  @ContractField(() => JSONScalar, {
    description: 'The options the game was created with.',
    type: 'object',
    additionalProperties: true,
  })
  options!: GameExport['options'];

  @ContractField(() => Int, { description: 'Seats in the game, bots included.' })
  playerCount!: number;

  @ContractField({ description: 'Always FINISHED: only finished games are exported.', example: 'FINISHED' })
  status!: string;

  @ContractField({ description: 'True for a ranked daily attempt; false for practice and other games.' })
  ranked!: boolean;

  @ContractField(() => String, {
    description: 'The daily kind id (troyes-dice), for a daily puzzle’s game.',
    type: String,
    nullable: true,
  })
  dailyKind!: string | null;

  @ContractField(() => String, {
    description: 'YYYY-MM-DD, for a daily puzzle’s game.',
    type: String,
    nullable: true,
    example: '2026-11-21',
  })
  dailyDate!: string | null;

  @Field({
    description:
      'Committed in GameCreated before any move: sha256(seed) in hex; under seedScheme mix-v1, sha256(serverSeed).',
  })
  @ApiProperty({
    pattern: '^[0-9a-f]{64}$',
    description:
      'Committed in GameCreated before any move: sha256(seed) in hex; under `seedScheme` `mix-v1`, sha256(serverSeed).',
  })
  seedCommitment!: string;

  @ContractField(() => SeedSourceEnum, {
    description: 'Where the seed came from; CLIENT games are never ranked.',
    enum: ['server', 'client', 'daily', 'mixed'],
  })
  seedSource!: 'server' | 'client' | 'daily' | 'mixed';

  @Field(() => String, { nullable: true, description: 'mix-v1 for a mixed game (docs/fairness.md); null otherwise.' })
  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['mix-v1'],
    description: '`mix-v1` for a mixed game (docs/fairness.md); null otherwise.',
  })
  seedScheme!: 'mix-v1' | null;

  @Field(() => String, {
    nullable: true,
    description: 'A mixed game’s server part, revealed with the seed: sha256 of it is seedCommitment. Null otherwise.',
  })
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'A mixed game’s server part, revealed with the seed: sha256 of it is `seedCommitment`. Null otherwise.',
  })
  serverSeed!: string | null;

  @ContractField(() => String, {
    description: 'Null until revealed (a daily puzzle’s at its day’s close).',
    type: String,
    nullable: true,
  })
  seed!: string | null;

  @ContractField(() => String, {
    description: 'When a held-back seed is revealed (ISO 8601).',
    type: String,
    nullable: true,
    format: 'date-time',
  })
  seedRevealAt!: string | null;

  @ContractField(() => [GameExportSeatDto], {
    description: 'The seats people took, in seat order (bot seats have no entry).',
    type: [GameExportSeatDto],
  })
  seats!: GameExportSeatDto[];

  @ContractField(() => [GameExportMoveDto], {
    description: 'Every accepted move in order, with its seat.',
    type: [GameExportMoveDto],
  })
  moves!: GameExportMoveDto[];

  @ContractField(() => JSONScalar, {
    description: 'The recorded result {scores, ranking} the replay must reproduce.',
    type: 'object',
    required: ['scores', 'ranking'],
    properties: {
      scores: { type: 'array', items: { type: 'object' } },
      ranking: { type: 'array', items: { type: 'object' } },
    },
  })
  result!: GameExport['result'];

  @ContractField({ description: 'ISO 8601.', format: 'date-time' })
  createdAt!: string;

  @ContractField(() => String, { description: 'ISO 8601.', type: String, nullable: true, format: 'date-time' })
  finishedAt!: string | null;

  @ContractField({ description: 'Rated: its result updated every seat’s rating (docs/api.md, "Ratings").' })
  rated!: boolean;

  @Field(() => [RatingChangeDto], {
    description: 'A rated game: each seat’s rating before and after it, in seat order; empty otherwise.',
  })
  @ApiProperty({
    type: [RatingChangeDto],
    description:
      'A rated game: each seat’s rating before and after it, in seat order (the update is a pure function of the ratings before and `result.ranking`: docs/api.md, "Ratings"); empty otherwise.',
  })
  ratings!: RatingChangeDto[];
}
