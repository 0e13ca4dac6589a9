import { createUnionType, Field, GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { graphqlEnum } from '../common/graphql/enums';
import { JSONScalar } from '../common/graphql/json.scalar';
import { GAME_STATUSES, GameStatusEnum } from '../games/games.model';
import {
  MOVE_CONFLICT_REASONS,
  MOVE_REJECTION_CODES,
  type MoveConflictReason,
  type MoveRejectionCode,
} from './move-rejection';

@ObjectType('LegalMoves')
export class LegalMovesDto {
  @Field(() => Int, { description: 'The version these moves are legal at.' })
  @ApiProperty({ description: 'The version these moves are legal at.', example: 3 })
  version!: number;

  @Field(() => Int, { description: "The caller's seat." })
  @ApiProperty({ description: "The caller's seat.", example: 0 })
  seat!: number;

  @Field(() => [JSONScalar], { description: 'Every decision the seat can make now; empty when it need not act.' })
  @ApiProperty({
    description: 'Every decision the seat can make now; empty when it need not act.',
    type: 'array',
    items: { type: 'object' },
    example: [{ type: 'useDie', slot: 0, action: 'buildWork' }],
  })
  moves!: unknown[];
}

@ObjectType('BotMove', { description: "A bot's move that the accepted move set off (the move itself stays hidden)." })
export class BotMoveDto {
  @Field(() => Int, { description: 'Its seq in the game stream (a MoveMade event with `bot`).' })
  @ApiProperty({ description: 'Its seq in the game stream (a MoveMade event with `bot`).', example: 5 })
  seq!: number;

  @Field(() => Int, { description: "The bot's seat." })
  @ApiProperty({ description: "The bot's seat.", example: 1 })
  seat!: number;

  @Field({ description: 'The pinned policy that chose it, e.g. greedy@1.' })
  @ApiProperty({ description: 'The pinned policy that chose it, e.g. greedy@1.', example: 'greedy@1' })
  bot!: string;

  @Field(() => [JSONScalar], { description: 'What it caused, as far as the mover may see (engine events).' })
  @ApiProperty({
    description: 'What it caused, as far as the mover may see (engine events).',
    type: 'array',
    items: { type: 'object' },
  })
  events!: unknown[];
}

@ObjectType('MoveAccepted')
export class MoveAcceptedDto {
  @Field(() => Int, { description: 'The version after the move: the next expectedVersion.' })
  @ApiProperty({ description: 'The version after the move: the next expectedVersion.', example: 4 })
  version!: number;

  @Field(() => GameStatusEnum, {
    description:
      'The game status after the move and the bot moves it set off: ACTIVE, or FINISHED when the game ended.',
  })
  @ApiProperty({
    description:
      'The game status after the move and the bot moves it set off: ACTIVE, or FINISHED when the game ended.',
    enum: GAME_STATUSES,
  })
  status!: string;

  @Field(() => [JSONScalar], { description: 'What the move caused, as far as the mover may see (engine events).' })
  @ApiProperty({
    description: 'What the move caused, as far as the mover may see (engine events).',
    type: 'array',
    items: { type: 'object' },
  })
  events!: unknown[];

  @Field(() => JSONScalar, { description: "The mover's view after the move." })
  @ApiProperty({ description: "The mover's view after the move.", type: 'object', additionalProperties: true })
  view!: unknown;

  @Field(() => [Int], { description: 'Seats that must act next.' })
  @ApiProperty({ description: 'Seats that must act next.', type: [Number] })
  actors!: number[];

  @Field(() => JSONScalar, { nullable: true, description: 'Scores and ranking when this move ended the game.' })
  @ApiProperty({
    description: 'Scores and ranking when this move ended the game.',
    type: 'object',
    nullable: true,
    additionalProperties: true,
  })
  result!: unknown;

  @Field(() => [JSONScalar], {
    nullable: true,
    description:
      'Every move your seat can make now, when you still act after this move (the same list as legal-moves at ' +
      '`version`); null when you need not act. Saves a legal-moves request per decision.',
  })
  @ApiProperty({
    type: 'array',
    items: { type: 'object' },
    nullable: true,
    description:
      'Every move your seat can make now when you still act (as GET legal-moves at `version`); null when you need not act.',
  })
  legalMoves!: unknown[] | null;
  @Field(() => [BotMoveDto], {
    description:
      'Bot seats that were due to act after this move did so within this request: their moves, in order (their events are also in `events`).',
  })
  @ApiProperty({
    type: [BotMoveDto],
    description:
      'Bot seats that were due to act after this move did so within this request: their moves, in order (their events are also in `events`).',
  })
  botMoves!: BotMoveDto[];
}

@ObjectType('RuleViolation', { description: 'Why the rules engine refused a move.' })
export class RuleViolationDto {
  @Field({ description: 'The engine violation code, e.g. DIE_NOT_AVAILABLE.' })
  code!: string;

  @Field({ description: 'An English message for developers (not for end users; may change): switch on `code`.' })
  message!: string;

  @Field(() => JSONScalar, { nullable: true, description: 'Facts about the refusal, per violation code.' })
  details?: unknown;
}

export const MoveRejectionCodeEnum = graphqlEnum(
  'MoveRejectionCode',
  MOVE_REJECTION_CODES,
  'Why a move was refused: the same codes REST answers with (docs/errors.md).',
  {
    ILLEGAL_MOVE: 'The rules refuse the move; `violation` says which rule.',
    NOT_YOUR_TURN: 'Your seat is not among those who must act now; `actors` and `currentVersion` given.',
    VERSION_CONFLICT: '`expectedVersion` is stale; `currentVersion` says what it is now.',
    FORBIDDEN: 'You have no seat in this game.',
    CONFLICT: 'The game does not take moves now; `reason` says why.',
    NOT_FOUND: 'No game has that id.',
    IDEMPOTENCY_KEY_REUSED: 'That idempotencyKey was used for a different move.',
  },
);

export const MoveConflictReasonEnum = graphqlEnum(
  'MoveConflictReason',
  MOVE_CONFLICT_REASONS,
  'Why the game does not take moves (code CONFLICT).',
  {
    GAME_NOT_STARTED: 'Seats are still open.',
    GAME_OVER: 'The game is finished or abandoned.',
    DEADLINE_PASSED: 'The deadline has passed; the game is now closed as abandoned.',
  },
);

@ObjectType('MoveRejected', {
  description: 'The move was refused and not stored; `code` is the one REST answers with.',
})
export class MoveRejectedDto {
  @Field(() => MoveRejectionCodeEnum, { description: 'Why the move was refused: the code REST answers with.' })
  code!: MoveRejectionCode;

  @Field({ description: 'For people; switch on `code`.' })
  message!: string;

  @Field(() => MoveConflictReasonEnum, { nullable: true, description: 'Set for CONFLICT.' })
  reason!: MoveConflictReason | null;

  @Field(() => RuleViolationDto, { nullable: true, description: 'Set for ILLEGAL_MOVE.' })
  violation!: RuleViolationDto | null;

  @Field(() => Int, {
    nullable: true,
    description: "The game's version now: set for VERSION_CONFLICT and NOT_YOUR_TURN.",
  })
  currentVersion!: number | null;

  @Field(() => [Int], { nullable: true, description: 'Seats that must act now: set for NOT_YOUR_TURN.' })
  actors!: number[] | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'The deadline that passed: set for DEADLINE_PASSED.',
  })
  deadline!: Date | null;
}

export const SubmitMoveResult = createUnionType({
  name: 'SubmitMoveResult',
  description:
    'Every expected refusal of a move is data (MoveRejected, with the REST code), not an error; errors are ' +
    'left for the unexpected: no or a bad API key, malformed input, rate limits, database faults.',
  types: () => [MoveAcceptedDto, MoveRejectedDto] as const,
  resolveType: (value: object) => ('code' in value ? MoveRejectedDto : MoveAcceptedDto),
});
