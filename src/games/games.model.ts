import { RatingChangeDto } from '../ratings/ratings.model';
import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { SeedSourceEnum } from './seed-source.enum';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { JSONScalar } from '../common/graphql/json.scalar';
import { DailyKindIdEnum } from '../daily/daily-kind-id.enum';
import { GAME_TYPE_ID_PROPERTY, GameTypeIdEnum } from './game-type-id.enum';
import type { GameStatus } from '../persistence/games.repository';
import { ContractField } from '../common/contract-field';

export const GAME_STATUSES = ['OPEN', 'ACTIVE', 'FINISHED', 'ABANDONED'] as const;
export const GameStatusEnum = { OPEN: 'OPEN', ACTIVE: 'ACTIVE', FINISHED: 'FINISHED', ABANDONED: 'ABANDONED' } as const;
registerEnumType(GameStatusEnum, {
  name: 'GameStatus',
  description: 'OPEN: waiting for players; ACTIVE: being played; FINISHED: scored; ABANDONED: closed unfinished.',
});

@ObjectType('SeatPlayer')
export class SeatPlayerDto {
  @ContractField(() => ID, { description: 'The player id.', format: 'uuid' })
  id!: string;

  @ContractField({ description: "The player's display name.", example: 'Valentin' })
  name!: string;
}

@ObjectType('Seat', { description: 'A seat at the table and who sits there (null while open).' })
export class SeatDto {
  @ContractField(() => Int, { description: 'The seat number, from 0.', example: 0 })
  seat!: number;

  @ContractField(() => SeatPlayerDto, {
    description: 'Who sits there; null while the seat is open, and for a bot (see bot).',
    type: SeatPlayerDto,
    nullable: true,
  })
  player!: SeatPlayerDto | null;

  @Field(() => String, {
    nullable: true,
    description: 'The bot policy playing this seat (e.g. greedy@1); null for a person.',
  })
  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'The bot policy playing this seat, pinned at creation (e.g. `greedy@1`); null for a person.',
  })
  bot!: string | null;
}

@ObjectType('GameDaily', { description: 'The puzzle-day a daily game belongs to.' })
export class DailyInfoDto {
  @ContractField(() => DailyKindIdEnum, { description: 'Puzzle kind, e.g. TROYES_DICE.', example: 'troyes-dice' })
  kind!: string;

  @ContractField({ description: 'UTC date, YYYY-MM-DD.', example: '2026-11-22' })
  date!: string;

  @ContractField({ description: 'True for the ranked attempt; false for practice.' })
  ranked!: boolean;
}

@ObjectType('SeatClock', { description: "One seat's turn clock at the time of the answer." })
export class SeatClockDto {
  @ContractField(() => Int, { description: 'The seat this clock is for.', example: 0 })
  seat!: number;

  @ContractField(() => Int, {
    example: 600000,
    description: 'Bank left (ms), the running turn’s overrun already taken out.',
  })
  bankMs!: number;

  @ContractField(() => Int, {
    type: Number,
    nullable: true,
    example: 660000,
    description: 'Time left on the running turn (ms): free seconds and bank together; null when not acting.',
  })
  turnMs!: number | null;

  @ContractField(() => GraphQLISODateTime, {
    type: Date,
    nullable: true,
    description: 'When its clock runs out; null when not acting.',
  })
  deadline!: Date | null;

  @ContractField(() => Int, { description: 'Times this seat timed out so far.', example: 0 })
  timeouts!: number;
}

@ObjectType('GameClock', { description: 'A timed game’s turn clock: its setting and every seat’s time left.' })
export class GameClockDto {
  @ContractField(() => Int, { description: 'Free seconds of every turn.', example: 60 })
  moveSeconds!: number;

  @ContractField(() => Int, {
    description: 'Seconds each seat may spend beyond its free ones, over the whole game (its bank at the start).',
    example: 600,
  })
  bankSeconds!: number;

  @ContractField(() => Int, { example: 3, description: 'Timeouts after which a seat forfeits (CLOCK_FORFEIT_AFTER).' })
  forfeitAfter!: number;

  @ContractField(() => Boolean, { description: 'True while the game is active and its clocks run.' })
  running!: boolean;

  @ContractField(() => [SeatClockDto], { description: "Every seat's clock, in seat order.", type: [SeatClockDto] })
  seats!: SeatClockDto[];
}

@ObjectType('Game', { description: "A game as the caller may see it: a seated player's view or the spectator view." })
export class GameDto {
  @ContractField(() => ID, { description: 'The game id.', format: 'uuid' })
  id!: string;

  @Field(() => GameTypeIdEnum, { description: 'Which game, e.g. TROYES_DICE (REST: troyes-dice).' })
  @ApiProperty({ ...GAME_TYPE_ID_PROPERTY, description: 'Which game: troyes-dice, troyes or orleans.' })
  game!: string;

  @ContractField({ description: 'The ruleset this game is played (and replayed) under.', example: 'troyes-dice@1' })
  rulesVersion!: string;

  @ContractField(() => GameStatusEnum, {
    description:
      'OPEN while seats are free, ACTIVE while played, then FINISHED (scored) or ABANDONED (closed unfinished).',
    enum: GAME_STATUSES,
  })
  status!: GameStatus;

  @ContractField(() => Int, { example: 1, description: 'Seq of the newest event; send it back as expectedVersion.' })
  version!: number;

  @ContractField(() => JSONScalar, {
    description: 'The options the game was created with.',
    type: 'object',
    additionalProperties: true,
  })
  options!: unknown;

  @ContractField(() => [SeatDto], {
    description: 'Every seat in seat order, with the player or bot in it.',
    type: [SeatDto],
  })
  seats!: SeatDto[];

  @ContractField(() => Int, {
    type: Number,
    nullable: true,
    description: "The caller's seat, or null for a spectator.",
  })
  mySeat!: number | null;

  @ContractField(() => [Int], {
    description: 'Seats that must act now (several for simultaneous decisions).',
    type: [Number],
    example: [0],
  })
  actors!: number[];

  @Field(() => JSONScalar, { description: "The engine's view for the caller's seat (see docs/engine.md)." })
  @ApiProperty({ type: 'object', additionalProperties: true, description: "The engine's view for the caller's seat." })
  view!: unknown;

  @Field(() => [JSONScalar], {
    nullable: true,
    description:
      'Every move your seat can make now when you are among the actors (the same list as legal-moves); null ' +
      'for a spectator or a seat that need not act.',
  })
  @ApiProperty({
    type: 'array',
    items: { type: 'object' },
    nullable: true,
    description: 'Every move your seat can make now when you are an actor (as GET legal-moves); null otherwise.',
  })
  legalMoves!: unknown[] | null;

  @Field(() => JSONScalar, { nullable: true, description: 'Scores (with breakdown) and ranking once finished.' })
  @ApiPropertyOptional({
    description: 'Scores (with breakdown) and ranking once finished.',
    type: 'object',
    additionalProperties: true,
    nullable: true,
  })
  result!: unknown;

  @Field(() => String, { nullable: true, description: 'The seed, revealed only once the game is finished.' })
  @ApiProperty({ type: String, nullable: true, description: 'Revealed only once the game is finished.' })
  seed!: string | null;

  @Field(() => SeedSourceEnum, {
    description:
      'Where the seed came from: SERVER, CLIENT (chosen by a client; never ranked), DAILY or MIXED (the server part committed in GameCreated mixed with the seats’ entropy when the game starts).',
  })
  @ApiProperty({
    enum: ['server', 'client', 'daily', 'mixed'],
    description:
      'Where the seed came from: server, client (chosen by a client; never ranked), daily or mixed (`mix-v1`: the server part committed in GameCreated mixed with the seats’ entropy when the game starts; until then an open mixed game’s `view` is a placeholder deal, not the game’s).',
  })
  seedSource!: 'server' | 'client' | 'daily' | 'mixed';

  @ContractField({ description: 'Rated: the final ranking updates every seat’s rating (docs/api.md, "Ratings").' })
  rated!: boolean;

  @ContractField(() => [RatingChangeDto], {
    type: [RatingChangeDto],
    nullable: true,
    description:
      'A rated game: each seat’s rating before and after it, in seat order, once it has ended (empty until then); null when unrated.',
  })
  ratings!: RatingChangeDto[] | null;

  @ContractField(() => DailyInfoDto, {
    description: 'Set for daily-puzzle games.',
    type: () => DailyInfoDto,
    nullable: true,
  })
  daily!: DailyInfoDto | null;

  @ContractField(() => GraphQLISODateTime, {
    description: 'Moves are refused after this; the game is then abandoned.',
    type: Date,
    nullable: true,
  })
  deadline!: Date | null;

  @ContractField(() => GameClockDto, {
    type: () => GameClockDto,
    nullable: true,
    description: 'The turn clock of a timed game; null when untimed.',
  })
  clock!: GameClockDto | null;

  @ContractField(() => GraphQLISODateTime, { description: 'When the game was created.' })
  createdAt!: Date;

  @ContractField(() => GraphQLISODateTime, {
    description: 'When the last seat was taken and play began; null while OPEN.',
    type: Date,
    nullable: true,
  })
  startedAt!: Date | null;

  @ContractField(() => GraphQLISODateTime, {
    description: 'When the game ended (FINISHED or ABANDONED); null until then.',
    type: Date,
    nullable: true,
  })
  finishedAt!: Date | null;
}

@ObjectType('GamePage')
export class GamePageDto {
  @ContractField(() => [GameDto], { description: "This page's games, newest first.", type: [GameDto] })
  items!: GameDto[];

  @ContractField(() => String, { description: 'Pass as `after` for the next page.', type: String, nullable: true })
  endCursor!: string | null;

  @ContractField({ description: 'Whether more games follow (pass endCursor as `after`).' })
  hasNextPage!: boolean;

  @ContractField(() => Int, { description: 'Games matching the filters, on all pages.' })
  totalCount!: number;
}

@ObjectType('RulesVersion', { description: 'A released rules version of a game.' })
export class RulesVersionDto {
  @ContractField({ description: 'e.g. troyes-dice@2.', example: 'troyes-dice@2' })
  rulesVersion!: string;

  @ContractField({
    description: 'True for the version new games are played under; older ones still replay and verify.',
    example: true,
  })
  current!: boolean;
}

@ObjectType('BotPolicy', { description: 'A bot that can play a seat of a game.' })
export class BotPolicyDto {
  @ContractField({
    description: 'e.g. greedy: a seat given {bot: "greedy"} gets its newest version.',
    example: 'greedy',
  })
  id!: string;

  @ContractField(() => Int, { description: 'Bumped whenever the bot could choose differently.', example: 1 })
  version!: number;

  @Field({ description: 'id@version, as a bot seat records it.' })
  @ApiProperty({ example: 'greedy@1', description: '`id@version`, as a bot seat records it.' })
  ref!: string;

  @ContractField({
    description: 'How the bot chooses, in one line for people.',
    example: 'One-step lookahead: the move that gains the most now.',
  })
  description!: string;
}

@ObjectType('GameType', { description: 'A game Crier referees.' })
export class GameTypeDto {
  @ContractField(() => GameTypeIdEnum, { ...GAME_TYPE_ID_PROPERTY, description: 'Id used in createGame.' })
  id!: string;

  @ContractField({ description: "The game's name, for people.", example: 'Troyes Dice' })
  title!: string;

  @ContractField({
    example: 'troyes-dice@2',
    description: 'The rules version new games are played under (the current one).',
  })
  rulesVersion!: string;

  @ContractField(() => [RulesVersionDto], {
    type: [RulesVersionDto],
    description:
      'Every released rules version of the game, current first; a game replays under the one it was created with.',
  })
  rulesVersions!: RulesVersionDto[];

  @ContractField(() => Int, { description: 'Fewest seats a game of it can have, bots included.' })
  minPlayers!: number;

  @ContractField(() => Int, { description: 'Most seats a game of it can have, bots included.' })
  maxPlayers!: number;

  @ContractField({ description: 'True when some printed values are placeholders (see provisionalNotes).' })
  provisional!: boolean;

  @ContractField(() => [String], {
    description: 'Which printed values are placeholders and what stands in for them, in words; empty when none.',
    type: [String],
  })
  provisionalNotes!: string[];

  @ContractField(() => JSONScalar, {
    description: 'Option name → description.',
    type: 'object',
    additionalProperties: { type: 'string' },
  })
  options!: unknown;

  @ContractField(() => JSONScalar, {
    description: 'The options used when none are given.',
    type: 'object',
    additionalProperties: true,
  })
  defaultOptions!: unknown;

  @Field(() => [BotPolicyDto], {
    description: 'The bots that can take a seat (createGame seatList), every released version, weakest first.',
  })
  @ApiProperty({
    type: [BotPolicyDto],
    description:
      'The bots that can take a seat (`seats: [{"bot": "greedy"}, …]`), every released version, weakest first.',
  })
  botPolicies!: BotPolicyDto[];
}

/** A `{ "$ref": "#/$defs/..." }` pointing at one of the document's definitions. */
export class SchemaRefDto {
  @ApiProperty({
    description: "A JSON pointer to the definition in this document's `$defs`.",
    name: '$ref',
    example: '#/$defs/TroyesDiceMove',
  })
  $ref!: string;
}

/**
 * A game's JSON Schema document (src/engine/schemas/<game>.schema.json). Its own shape is fixed;
 * what `$defs` holds is JSON Schema (draft 2020-12), so it is documented as an open object.
 */
export class GameSchemasDto {
  @ApiProperty({
    description: 'The JSON Schema dialect of the document: draft 2020-12.',
    name: '$schema',
    example: 'https://json-schema.org/draft/2020-12/schema',
  })
  $schema!: string;

  @ApiProperty({
    description: "The document's id: `urn:crier:game-schemas:<game>`.",
    name: '$id',
    example: 'urn:crier:game-schemas:troyes-dice',
  })
  $id!: string;

  @ApiProperty({ description: "The document's title.", example: 'Troyes Dice: moves, views, events, result and state' })
  title!: string;

  @ApiProperty({ description: 'What the document holds and where it comes from, for people.' })
  description!: string;

  @ApiProperty({ example: 'troyes-dice', description: 'The game id.' })
  game!: string;

  @ApiProperty({ example: 'troyes-dice@2', description: 'The rules version new games are played under.' })
  rulesVersion!: string;

  @ApiProperty({
    type: [String],
    example: ['troyes-dice@2', 'troyes-dice@1'],
    description: 'Every rules version these shapes describe, current first.',
  })
  rulesVersions!: string[];

  @ApiProperty({ type: SchemaRefDto, description: 'A move (`POST /v1/games/{id}/moves` `move`, `legalMoves`).' })
  move!: SchemaRefDto;

  @ApiProperty({ type: SchemaRefDto, description: "A game's `view` (each seat's and the spectator's)." })
  view!: SchemaRefDto;

  @ApiProperty({ type: SchemaRefDto, description: 'One engine event (`events` of a move, `MoveMade` in the history).' })
  event!: SchemaRefDto;

  @ApiProperty({ type: SchemaRefDto, description: "A finished game's `result`: `{scores, ranking}`." })
  result!: SchemaRefDto;

  @ApiProperty({
    type: SchemaRefDto,
    description:
      "The full engine state (GET /v1/games/{id}/state of a finished game): rules data, every seat's hidden parts, the PRNG.",
  })
  state!: SchemaRefDto;

  @ApiProperty({
    name: '$defs',
    type: 'object',
    additionalProperties: { type: 'object', additionalProperties: true },
    description:
      'Every definition (JSON Schema draft 2020-12), named per game (`TroyesDiceMove`, `TroyesDiceMove.useDie`…) but the shared `Seat` and `RankEntry`. Moves and events are `oneOf` with `discriminator: {propertyName: "type"}`.',
  })
  $defs!: Record<string, unknown>;
}
