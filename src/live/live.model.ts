import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { JSONScalar } from '../common/graphql/json.scalar';
import { DailyKindIdEnum } from '../daily/daily-kind-id.enum';
import { GAME_STATUSES, GameStatusEnum } from '../games/games.model';
import { HistoryEventDto } from '../games/history.model';

@ObjectType('GameUpdate', {
  description:
    'One accepted version of a game as you may see it (the visibility of the game events route). ' +
    '`view`, `actors`, `legalMoves`, `result` and `seed` come on the update that brings you to the newest version (`current`).',
})
export class GameUpdateDto {
  @Field(() => ID, { description: 'The game id.' })
  @ApiProperty({ description: 'The game id.', format: 'uuid' })
  gameId!: string;

  @Field(() => Int, { description: 'The version (= the seq of the event it brings); also the SSE `id:`.' })
  @ApiProperty({ description: 'The version (= the seq of the event it brings); also the SSE `id:`.', example: 7 })
  version!: number;

  @Field(() => GameStatusEnum, { description: 'The game status when this update was read.' })
  @ApiProperty({ description: 'The game status when this update was read.', enum: GAME_STATUSES })
  status!: string;

  @Field(() => [HistoryEventDto], { description: 'The event stored at this version, as you may see it.' })
  @ApiProperty({ description: 'The event stored at this version, as you may see it.', type: [HistoryEventDto] })
  events!: HistoryEventDto[];

  @Field({ description: 'True when this is the newest version read: the fields below are then set.' })
  @ApiProperty({ description: 'True when this is the newest version read: the fields below are then set.' })
  current!: boolean;

  @Field(() => JSONScalar, { nullable: true, description: 'Your view (the spectator view when not seated).' })
  @ApiProperty({
    description: 'Your view (the spectator view when not seated).',
    type: 'object',
    additionalProperties: true,
    nullable: true,
  })
  view!: unknown;

  @Field(() => [Int], { nullable: true, description: 'Seats that must act now ([] once over).' })
  @ApiProperty({ description: 'Seats that must act now ([] once over).', type: [Number], nullable: true })
  actors!: number[] | null;

  @Field(() => JSONScalar, { nullable: true, description: 'Your legal moves, when you must act.' })
  @ApiProperty({
    description: 'Your legal moves, when you must act.',
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    nullable: true,
  })
  legalMoves!: unknown[] | null;

  @Field(() => JSONScalar, { nullable: true, description: 'The result once over.' })
  @ApiProperty({ description: 'The result once over.', type: 'object', additionalProperties: true, nullable: true })
  result!: unknown;

  @Field(() => String, { nullable: true, description: 'The seed once revealed.' })
  @ApiProperty({ description: 'The seed once revealed.', type: String, nullable: true })
  seed!: string | null;
}

@ObjectType('MyTurn', { description: 'It is your turn in a game (again after every append while it is).' })
export class MyTurnDto {
  @Field(() => ID, { description: 'The game id.' })
  @ApiProperty({ description: 'The game id.', format: 'uuid' })
  gameId!: string;

  @Field(() => Int, { description: "The version at which it is your turn: your move's expectedVersion." })
  @ApiProperty({ description: "The version at which it is your turn: your move's expectedVersion." })
  version!: number;

  @Field(() => Int, { description: 'Your seat.' })
  @ApiProperty({ description: 'Your seat.' })
  seat!: number;
}

@ObjectType('DailyClosed', { description: "A daily puzzle's day closed: its seed is revealed." })
export class DailyClosedDto {
  @Field(() => DailyKindIdEnum, { description: 'The daily kind whose day closed.' })
  @ApiProperty({ description: 'The daily kind whose day closed.', example: 'troyes-dice' })
  kind!: string;

  @Field({ description: 'YYYY-MM-DD (UTC).' })
  @ApiProperty({ description: 'YYYY-MM-DD (UTC).', example: '2026-11-22' })
  date!: string;

  @Field(() => String, { nullable: true, description: 'sha256(seed) was the day’s commitment.' })
  @ApiProperty({ description: 'sha256(seed) was the day’s commitment.', type: String, nullable: true })
  seed!: string | null;
}

@ObjectType('PlayerNotice', {
  description:
    'One notice of your feed (the SSE event name is `type`): gameStarted, yourTurn, gameFinished (a game of yours), ' +
    'dailyOpened, dailyClosed (a daily puzzle day). Fields that do not apply to the type are null.',
})
export class PlayerNoticeDto {
  @Field({ description: 'gameStarted, yourTurn, gameFinished, dailyOpened or dailyClosed.' })
  @ApiProperty({
    description: 'gameStarted, yourTurn, gameFinished, dailyOpened or dailyClosed.',
    enum: ['gameStarted', 'yourTurn', 'gameFinished', 'dailyOpened', 'dailyClosed'],
  })
  type!: string;

  @Field(() => ID, { nullable: true, description: 'The game (gameStarted, yourTurn, gameFinished).' })
  @ApiPropertyOptional({ description: 'The game (gameStarted, yourTurn, gameFinished).', format: 'uuid' })
  gameId?: string;

  @Field(() => Int, {
    nullable: true,
    description: 'The game version it was sent at (gameStarted, yourTurn, gameFinished).',
  })
  @ApiPropertyOptional({ description: 'The game version it was sent at (gameStarted, yourTurn, gameFinished).' })
  version?: number;

  @Field(() => Int, { nullable: true, description: 'Your seat (gameStarted, yourTurn).' })
  @ApiPropertyOptional({ description: 'Your seat (gameStarted, yourTurn).' })
  seat?: number;

  @Field(() => GameStatusEnum, { nullable: true, description: 'gameFinished: FINISHED or ABANDONED.' })
  @ApiPropertyOptional({ description: 'gameFinished: FINISHED or ABANDONED.', enum: GAME_STATUSES })
  status?: string;

  @Field(() => JSONScalar, { nullable: true, description: 'gameFinished: the result.' })
  @ApiPropertyOptional({
    description: 'gameFinished: the result.',
    type: 'object',
    additionalProperties: true,
    nullable: true,
  })
  result?: unknown;

  @Field(() => DailyKindIdEnum, { nullable: true, description: 'The daily kind (dailyOpened, dailyClosed).' })
  @ApiPropertyOptional({ description: 'The daily kind (dailyOpened, dailyClosed).', example: 'troyes-dice' })
  kind?: string;

  @Field({ nullable: true, description: 'dailyOpened, dailyClosed: YYYY-MM-DD (UTC).' })
  @ApiPropertyOptional({ description: 'dailyOpened, dailyClosed: YYYY-MM-DD (UTC).' })
  date?: string;

  @Field({ nullable: true, description: 'dailyOpened: sha256(seed) of the new day.' })
  @ApiPropertyOptional({ description: 'dailyOpened: sha256(seed) of the new day.' })
  commitment?: string;

  @Field(() => String, { nullable: true, description: 'dailyClosed: the revealed seed.' })
  @ApiPropertyOptional({ description: 'dailyClosed: the revealed seed.', type: String, nullable: true })
  seed?: string | null;
}
