import { GAME_TYPE_ID_PROPERTY, GameTypeIdEnum } from '../games/game-type-id.enum';
import { RatingChangeDto } from '../ratings/ratings.model';
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { JSONScalar } from '../common/graphql/json.scalar';
import { DailyKindIdEnum } from '../daily/daily-kind-id.enum';
import { GAME_STATUSES, GameStatusEnum } from '../games/games.model';
import { HistoryEventDto } from '../games/history.model';
import { ContractField } from '../common/contract-field';
import { SeekDto, SeekStatusEnum } from '../seeks/seeks.model';

@ObjectType('GameUpdate', {
  description:
    'One accepted version of a game as you may see it (the visibility of the game events route). ' +
    '`view`, `actors`, `legalMoves`, `result` and `seed` come on the update that brings you to the newest version (`current`).',
})
export class GameUpdateDto {
  @ContractField(() => ID, { description: 'The game id.', format: 'uuid' })
  gameId!: string;

  @ContractField(() => Int, {
    description: 'The version (= the seq of the event it brings); also the SSE `id:`.',
    example: 7,
  })
  version!: number;

  @ContractField(() => GameStatusEnum, {
    description: 'The game status when this update was read.',
    enum: GAME_STATUSES,
  })
  status!: string;

  @ContractField(() => [HistoryEventDto], {
    description: 'The event stored at this version, as you may see it.',
    type: [HistoryEventDto],
  })
  events!: HistoryEventDto[];

  @ContractField({ description: 'True when this is the newest version read: the fields below are then set.' })
  current!: boolean;

  @ContractField(() => JSONScalar, {
    description: 'Your view (the spectator view when not seated).',
    type: 'object',
    additionalProperties: true,
    nullable: true,
  })
  view!: unknown;

  @ContractField(() => [Int], {
    description: 'Seats that must act now ([] once over).',
    type: [Number],
    nullable: true,
  })
  actors!: number[] | null;

  @ContractField(() => JSONScalar, {
    description: 'Your legal moves, when you must act.',
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    nullable: true,
  })
  legalMoves!: unknown[] | null;

  @ContractField(() => JSONScalar, {
    description: 'The result once over.',
    type: 'object',
    additionalProperties: true,
    nullable: true,
  })
  result!: unknown;

  @ContractField(() => String, { description: 'The seed once revealed.', type: String, nullable: true })
  seed!: string | null;
}

@ObjectType('MyTurn', { description: 'It is your turn in a game (again after every append while it is).' })
export class MyTurnDto {
  @ContractField(() => ID, { description: 'The game id.', format: 'uuid' })
  gameId!: string;

  @ContractField(() => Int, { description: "The version at which it is your turn: your move's expectedVersion." })
  version!: number;

  @ContractField(() => Int, { description: 'Your seat.' })
  seat!: number;
}

@ObjectType('DailyClosed', { description: "A daily puzzle's day closed: its seed is revealed." })
export class DailyClosedDto {
  @ContractField(() => DailyKindIdEnum, { description: 'The daily kind whose day closed.', example: 'troyes-dice' })
  kind!: string;

  @ContractField({ description: 'YYYY-MM-DD (UTC).', example: '2026-11-22' })
  date!: string;

  @ContractField(() => String, { description: 'sha256(seed) was the day’s commitment.', type: String, nullable: true })
  seed!: string | null;
}

@ObjectType('PlayerNotice', {
  description:
    'One notice of your feed (the SSE event name is `type`): seekMatched, gameStarted, yourTurn, gameFinished, ratingChanged (a game of yours), ' +
    'rematchProposed (a rematch of an ended game of yours), dailyOpened, dailyClosed (a daily puzzle day). Fields that do not apply to the type are null.',
})
export class PlayerNoticeDto {
  @Field({
    description:
      'seekMatched, gameStarted, yourTurn, gameFinished, ratingChanged, rematchProposed, dailyOpened or dailyClosed.',
  })
  @ApiProperty({
    description:
      'seekMatched (a seek of yours was seated: `seekId`, `gameId`, `seat`), gameStarted, yourTurn, gameFinished, ratingChanged (a rated game of yours ended: `rating`), ' +
      'rematchProposed (another person of an ended game of yours proposed a rematch: `previousGameId`, `proposedBy`, `waitingFor`, `game`), dailyOpened or dailyClosed.',
    enum: [
      'seekMatched',
      'gameStarted',
      'yourTurn',
      'gameFinished',
      'ratingChanged',
      'rematchProposed',
      'dailyOpened',
      'dailyClosed',
    ],
  })
  type!: string;

  @Field(() => ID, {
    nullable: true,
    description: 'The game (seekMatched, gameStarted, yourTurn, gameFinished, ratingChanged).',
  })
  @ApiPropertyOptional({
    description: 'The game (seekMatched, gameStarted, yourTurn, gameFinished, ratingChanged).',
    format: 'uuid',
  })
  gameId?: string;

  @Field(() => GameTypeIdEnum, {
    nullable: true,
    description: 'seekMatched, ratingChanged, rematchProposed: the game type.',
  })
  @ApiPropertyOptional({
    ...GAME_TYPE_ID_PROPERTY,
    description: 'seekMatched, ratingChanged, rematchProposed: the game type.',
  })
  game?: string;

  @Field(() => ID, {
    nullable: true,
    description: 'rematchProposed: the ended game; accept with POST /v1/games/{id}/rematch (GraphQL rematch).',
  })
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'rematchProposed: the ended game; accept with POST /v1/games/{id}/rematch (GraphQL rematch).',
  })
  previousGameId?: string;

  @Field(() => ID, { nullable: true, description: 'rematchProposed: the person who proposed it.' })
  @ApiPropertyOptional({ format: 'uuid', description: 'rematchProposed: the person who proposed it.' })
  proposedBy?: string;

  @Field(() => [ID], {
    nullable: true,
    description: 'rematchProposed: every other person of the game (you among them); it starts once each accepted.',
  })
  @ApiPropertyOptional({
    type: [String],
    description: 'rematchProposed: every other person of the game (you among them); it starts once each accepted.',
  })
  waitingFor?: string[];

  @Field(() => ID, { nullable: true, description: 'seekMatched: your seek that was seated.' })
  @ApiPropertyOptional({ format: 'uuid', description: 'seekMatched: your seek that was seated.' })
  seekId?: string;

  @Field(() => RatingChangeDto, {
    nullable: true,
    description: 'ratingChanged: what the game did to your rating (before, after, change).',
  })
  @ApiPropertyOptional({
    type: () => RatingChangeDto,
    description: 'ratingChanged: what the game did to your rating (before, after, change).',
  })
  rating?: RatingChangeDto;

  @Field(() => Int, {
    nullable: true,
    description: 'The game version it was sent at (seekMatched, gameStarted, yourTurn, gameFinished, ratingChanged).',
  })
  @ApiPropertyOptional({
    description: 'The game version it was sent at (seekMatched, gameStarted, yourTurn, gameFinished, ratingChanged).',
  })
  version?: number;

  @Field(() => Int, { nullable: true, description: 'Your seat (seekMatched, gameStarted, yourTurn, ratingChanged).' })
  @ApiPropertyOptional({ description: 'Your seat (seekMatched, gameStarted, yourTurn, ratingChanged).' })
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

@ObjectType('SeekMatched', { description: 'A seek of yours was seated: its game has started.' })
export class SeekMatchedDto {
  @Field(() => ID, { description: 'The seek.' })
  seekId!: string;

  @Field(() => ID, { description: 'The game it was seated in.' })
  gameId!: string;

  @Field(() => GameTypeIdEnum, { description: 'The game type.' })
  game!: string;

  @Field(() => Int, { description: 'Your seat (drawn from the game’s seed).' })
  seat!: number;

  @Field(() => Int, { description: 'The game version (its GameStarted).' })
  version!: number;
}

/** The `data` of the live lobby's `event: seekClosed` (GET /v1/seeks/stream). */
export class SeekClosedDto {
  @ApiProperty({ format: 'uuid', description: 'The seek that left the lobby.' })
  seekId!: string;

  @ApiProperty({ ...GAME_TYPE_ID_PROPERTY, description: 'The game it sought.' })
  game!: string;

  @ApiProperty({
    enum: ['MATCHED', 'CANCELLED', 'EXPIRED'],
    description:
      'Why it left: MATCHED (seated in a game), CANCELLED (deleted by its player) or EXPIRED (its time ran out).',
  })
  status!: string;
}

@ObjectType('LobbyChange', {
  description:
    'A seek joined or left the open lobby (lobbyChanged; GET /v1/seeks/stream tells the same as `seekOpened` and `seekClosed` events).',
})
export class LobbyChangeDto {
  @Field({ description: 'seekOpened (a seek joined the lobby: `seek`) or seekClosed (it left: `status` says why).' })
  type!: string;

  @Field(() => SeekDto, {
    nullable: true,
    description: 'seekOpened: the seek as the seek query shows it; null on seekClosed.',
  })
  seek!: SeekDto | null;

  @Field(() => ID, { description: 'The seek.' })
  seekId!: string;

  @Field(() => GameTypeIdEnum, { description: 'The game it seeks.' })
  game!: string;

  @Field(() => SeekStatusEnum, {
    description: 'seekOpened: OPEN; seekClosed: MATCHED, CANCELLED or EXPIRED.',
  })
  status!: string;
}
