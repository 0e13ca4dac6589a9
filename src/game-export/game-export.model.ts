import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { JSONScalar } from '../common/graphql/json.scalar';
import { SeedSourceEnum } from '../games/seed-source.enum';
import { GAME_EXPORT_FORMAT, type GameExport, type ServedGameExport } from '../verifier/game-export';

@ObjectType('GameExportSeat')
export class GameExportSeatDto {
  @Field(() => Int, { description: 'The seat number, from 0.' })
  @ApiProperty({ description: 'The seat number, from 0.' })
  seat!: number;

  @Field(() => ID, { description: 'The player id.' })
  @ApiProperty({ description: 'The player id.', format: 'uuid' })
  playerId!: string;

  @Field({ description: "The player's display name." })
  @ApiProperty({ description: "The player's display name." })
  playerName!: string;

  @Field(() => String, {
    nullable: true,
    description: 'A mixed game: the entropy this seat gave (public from the start); null: none, or not mixed.',
  })
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A mixed game: the entropy this seat gave (public from the start); null: none, or not mixed.',
  })
  entropy!: string | null;
}

@ObjectType('GameExportMove')
export class GameExportMoveDto {
  @Field(() => Int, { description: "The seat the move was made for, bots' seats included." })
  @ApiProperty({ description: "The seat the move was made for, bots' seats included." })
  seat!: number;

  @Field(() => JSONScalar, { description: 'The move as the seat submitted it.' })
  @ApiProperty({ description: 'The move as the seat submitted it.', type: 'object', additionalProperties: true })
  move!: GameExport['moves'][number]['move'];
}

@ObjectType('GameExport', {
  description:
    'A finished game as one self-contained file for the offline verifier `crier-verify` (README): replayable with the engine alone.',
})
export class GameExportDto implements ServedGameExport {
  @Field(() => String, { description: `The file format, "${GAME_EXPORT_FORMAT}".` })
  @ApiProperty({ description: `The file format, "${GAME_EXPORT_FORMAT}".`, enum: [GAME_EXPORT_FORMAT] })
  format!: typeof GAME_EXPORT_FORMAT;

  @Field(() => ID, { description: 'The game id.' })
  @ApiProperty({ description: 'The game id.', format: 'uuid' })
  gameId!: string;

  @Field({ description: 'The engine id of the game, e.g. troyes-dice.' })
  @ApiProperty({ description: 'The engine id of the game, e.g. troyes-dice.', example: 'troyes-dice' })
  game!: string;

  @Field({ description: 'The ruleset the game was refereed under; the verifier replays under it.' })
  @ApiProperty({
    description: 'The ruleset the game was refereed under; the verifier replays under it.',
    example: 'troyes-dice@2',
  })
  rulesVersion!: string;

  @Field(() => JSONScalar, { description: 'The options the game was created with.' })
  @ApiProperty({ description: 'The options the game was created with.', type: 'object', additionalProperties: true })
  options!: GameExport['options'];

  @Field(() => Int, { description: 'Seats in the game, bots included.' })
  @ApiProperty({ description: 'Seats in the game, bots included.' })
  playerCount!: number;

  @Field({ description: 'Always FINISHED: only finished games are exported.' })
  @ApiProperty({ description: 'Always FINISHED: only finished games are exported.', example: 'FINISHED' })
  status!: string;

  @Field({ description: 'True for a ranked daily attempt; false for practice and other games.' })
  @ApiProperty({ description: 'True for a ranked daily attempt; false for practice and other games.' })
  ranked!: boolean;

  @Field(() => String, { nullable: true, description: 'The daily kind id (troyes-dice), for a daily puzzle’s game.' })
  @ApiProperty({
    description: 'The daily kind id (troyes-dice), for a daily puzzle’s game.',
    type: String,
    nullable: true,
  })
  dailyKind!: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, for a daily puzzle’s game.' })
  @ApiProperty({
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

  @Field(() => SeedSourceEnum, { description: 'Where the seed came from; CLIENT games are never ranked.' })
  @ApiProperty({
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

  @Field(() => String, { nullable: true, description: 'Null until revealed (a daily puzzle’s at its day’s close).' })
  @ApiProperty({
    description: 'Null until revealed (a daily puzzle’s at its day’s close).',
    type: String,
    nullable: true,
  })
  seed!: string | null;

  @Field(() => String, { nullable: true, description: 'When a held-back seed is revealed (ISO 8601).' })
  @ApiProperty({
    description: 'When a held-back seed is revealed (ISO 8601).',
    type: String,
    nullable: true,
    format: 'date-time',
  })
  seedRevealAt!: string | null;

  @Field(() => [GameExportSeatDto], { description: 'The seats people took, in seat order (bot seats have no entry).' })
  @ApiProperty({
    description: 'The seats people took, in seat order (bot seats have no entry).',
    type: [GameExportSeatDto],
  })
  seats!: GameExportSeatDto[];

  @Field(() => [GameExportMoveDto], { description: 'Every accepted move in order, with its seat.' })
  @ApiProperty({ description: 'Every accepted move in order, with its seat.', type: [GameExportMoveDto] })
  moves!: GameExportMoveDto[];

  @Field(() => JSONScalar, { description: 'The recorded result {scores, ranking} the replay must reproduce.' })
  @ApiProperty({
    description: 'The recorded result {scores, ranking} the replay must reproduce.',
    type: 'object',
    required: ['scores', 'ranking'],
    properties: {
      scores: { type: 'array', items: { type: 'object' } },
      ranking: { type: 'array', items: { type: 'object' } },
    },
  })
  result!: GameExport['result'];

  @Field({ description: 'ISO 8601.' })
  @ApiProperty({ description: 'ISO 8601.', format: 'date-time' })
  createdAt!: string;

  @Field(() => String, { nullable: true, description: 'ISO 8601.' })
  @ApiProperty({ description: 'ISO 8601.', type: String, nullable: true, format: 'date-time' })
  finishedAt!: string | null;
}
