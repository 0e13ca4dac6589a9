import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { graphqlEnum } from '../common/graphql/enums';
import { JSONScalar } from '../common/graphql/json.scalar';
import type { StreamEventType } from '../persistence/stream-events';
import { GAME_STATUSES, GameStatusEnum } from './games.model';
import { ContractField } from '../common/contract-field';

/** Every event type of a game's stream, with what it means (a Record, so none can be missed). */
const STREAM_EVENT_TYPES: Record<StreamEventType, string> = {
  GameCreated: 'seq 0: {game, rulesVersion, options, playerCount, seedCommitment, bots?}.',
  GameStarted: 'The last seat was taken: {seats}.',
  MoveMade:
    "An accepted move: {move, events, bot?} (`bot`: the policy, when a bot chose it; others' moves show only public events while the game runs).",
  GameFinished: 'The game ended: {scores, ranking}.',
  GameAbandoned:
    'Closed unfinished: {reason: DEADLINE_PASSED, deadline}, or {reason: FORFEITED | RESIGNED, seat} (the result ranks that seat last).',
  TimedOut:
    "A timed seat's clock ran out: {deadline, timeouts, forfeited}; the server's default move for it follows (or the forfeit).",
  Resigned: 'The seat resigned; GameAbandoned {reason: RESIGNED} follows.',
};

export const GameEventTypeEnum = graphqlEnum(
  'GameEventType',
  Object.keys(STREAM_EVENT_TYPES) as StreamEventType[],
  "The type of an event of a game's stream: the REST `type` (GameCreated…) in capitals (GAME_CREATED…).",
  STREAM_EVENT_TYPES,
);

/** The stream events' `seat` (the OpenAPI document says it again per event type: stream-event-schemas.ts). */
const SEAT =
  "The seat the event is about: the creator's (seq 0), the seat that moved, timed out or resigned; " +
  'null for the events of the game as a whole (it started, finished or was abandoned).';

@ObjectType('GameStreamEvent', { description: 'One event of the append-only stream.' })
export class HistoryEventDto {
  @ContractField(() => Int, { description: '0, 1, 2… with no gaps; equals the game version after it.' })
  seq!: number;

  @ContractField(() => GameEventTypeEnum, {
    description: 'What happened; it says what `payload` holds.',
    enum: ['GameCreated', 'GameStarted', 'MoveMade', 'GameFinished', 'GameAbandoned', 'TimedOut', 'Resigned'],
  })
  type!: string;

  @ContractField(() => Int, { type: Number, nullable: true, description: SEAT })
  seat!: number | null;

  @ContractField(() => JSONScalar, {
    description:
      'GAME_CREATED: {game, rulesVersion, options, playerCount, seedCommitment, bots?}; GAME_STARTED: {seats}; ' +
      "MOVE_MADE: {move, events, bot?} (bot: the policy that chose it, e.g. greedy@1; others' moves show only public events while the game runs); GAME_FINISHED: {scores, ranking}; " +
      'GAME_ABANDONED: {reason, deadline} or {reason, seat}; TIMED_OUT: {deadline, timeouts, forfeited}; RESIGNED: {}.',
    type: 'object',
    additionalProperties: true,
  })
  payload!: unknown;

  @ContractField(() => GraphQLISODateTime, { description: 'When the event was stored.' })
  at!: Date;
}

@ObjectType('GameHistory')
export class GameHistoryDto {
  @ContractField(() => ID, { description: 'The game id.', format: 'uuid' })
  gameId!: string;

  @ContractField(() => GameStatusEnum, {
    description: 'The game status now: OPEN, ACTIVE, FINISHED or ABANDONED.',
    enum: GAME_STATUSES,
  })
  status!: string;

  @ContractField(() => Int, { description: 'The game version now: the seq of its newest event.' })
  version!: number;

  @ContractField(() => String, {
    description: 'Revealed once finished; sha256(seed) = GameCreated.seedCommitment.',
    type: String,
    nullable: true,
  })
  seed!: string | null;

  // GraphQL serves `events` as a connection (GameHistoryResolver).
  @ApiProperty({
    description: 'The events after `after` (all by default) in seq order, as you may see them.',
    type: [HistoryEventDto],
  })
  events!: HistoryEventDto[];
}

@ObjectType('GameStateAt')
export class GameStateAtDto {
  @ContractField(() => Int, { description: 'The version (event seq) this state follows.' })
  version!: number;

  // A bare object here; the OpenAPI document types it with the games' `state` schemas (GameState).
  @Field(() => JSONScalar, { description: 'The full engine state (finished games only).' })
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      "The full engine state (finished games only): the game's `state` schema (GET /v1/game-types/{id}/schemas).",
  })
  state!: unknown;

  @ContractField(() => [Int], { type: [Number], description: 'The seats expected to move in this state.' })
  actors!: number[];
}
