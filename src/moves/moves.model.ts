import { createUnionType, Field, GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { graphqlEnum } from '../common/graphql/enums';
import { JSONScalar } from '../common/graphql/json.scalar';
import { GAME_STATUSES, GameStatusEnum } from '../games/games.model';
import {
  CONFLICT_REASONS,
  REJECTION_CODES,
  type ConflictReason,
  type Rejection,
  type RejectionCode,
} from '../play/rejections';
import { ContractField } from '../common/contract-field';

@ObjectType('LegalMoves')
export class LegalMovesDto {
  @ContractField(() => Int, { description: 'The version these moves are legal at.', example: 3 })
  version!: number;

  @ContractField(() => Int, { description: "The caller's seat.", example: 0 })
  seat!: number;

  @ContractField(() => [JSONScalar], {
    description: 'Every decision the seat can make now; empty when it need not act.',
    type: 'array',
    items: { type: 'object' },
    example: [{ type: 'useDie', slot: 0, action: 'buildWork' }],
  })
  moves!: unknown[];
}

@ObjectType('BotMove', { description: "A bot's move that the accepted move set off (the move itself stays hidden)." })
export class BotMoveDto {
  @ContractField(() => Int, { description: 'Its seq in the game stream (a MoveMade event with `bot`).', example: 5 })
  seq!: number;

  @ContractField(() => Int, { description: "The bot's seat.", example: 1 })
  seat!: number;

  @ContractField({ description: 'The pinned policy that chose it, e.g. greedy@1.', example: 'greedy@1' })
  bot!: string;

  @ContractField(() => [JSONScalar], {
    description: 'What it caused, as far as the mover may see (engine events).',
    type: 'array',
    items: { type: 'object' },
  })
  events!: unknown[];
}

@ObjectType('MoveAccepted')
export class MoveAcceptedDto {
  @ContractField(() => Int, { description: 'The version after the move: the next expectedVersion.', example: 4 })
  version!: number;

  @ContractField(() => GameStatusEnum, {
    description:
      'The game status after the move and the bot moves it set off: ACTIVE, or FINISHED when the game ended.',
    enum: GAME_STATUSES,
  })
  status!: string;

  @ContractField(() => [JSONScalar], {
    description: 'What the move caused, as far as the mover may see (engine events).',
    type: 'array',
    items: { type: 'object' },
  })
  events!: unknown[];

  @Field(() => JSONScalar, { description: "The mover's view after the move." })
  @ApiPropertyOptional({
    description: "The mover's view after the move; absent when you sent `Prefer: return=minimal`.",
    type: 'object',
    additionalProperties: true,
  })
  view?: unknown;

  @ContractField(() => [Int], { description: 'Seats that must act next.', type: [Number] })
  actors!: number[];

  @ContractField(() => JSONScalar, {
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
  @ContractField(() => [BotMoveDto], {
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
  REJECTION_CODES,
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
  CONFLICT_REASONS,
  'Why the game does not take moves (code CONFLICT).',
  {
    GAME_NOT_STARTED: 'Seats are still open.',
    GAME_OVER: 'The game is finished or abandoned.',
    DEADLINE_PASSED: 'The deadline has passed; the game is now closed as abandoned.',
    CLOCK_RAN_OUT: "Your seat's clock has run out; the server makes its default move (`deadline` says when).",
  },
);

@ObjectType('MoveRejected', {
  description: 'The move was refused and not stored; `code` is the one REST answers with.',
})
export class MoveRejectedDto {
  @Field(() => MoveRejectionCodeEnum, { description: 'Why the move was refused: the code REST answers with.' })
  code!: RejectionCode;

  @Field({ description: 'For people; switch on `code`.' })
  message!: string;

  @Field(() => MoveConflictReasonEnum, { nullable: true, description: 'Set for CONFLICT.' })
  reason!: ConflictReason | null;

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

/** A refusal (src/play/rejections.ts) as GraphQL's MoveRejected carries it. */
export function moveRejected(r: Rejection): MoveRejectedDto {
  const d = r.details;
  return {
    code: r.code,
    message: r.message,
    reason: d.reason ?? null,
    violation: d.violation ?? null,
    currentVersion: d.currentVersion ?? null,
    actors: d.actors ?? null,
    deadline: d.deadline ? new Date(d.deadline) : null,
  };
}

export const SubmitMoveResult = createUnionType({
  name: 'SubmitMoveResult',
  description:
    'Every expected refusal of a move is data (MoveRejected, with the REST code), not an error; errors are ' +
    'left for the unexpected: no or a bad API key, malformed input, rate limits, database faults.',
  types: () => [MoveAcceptedDto, MoveRejectedDto] as const,
  resolveType: (value: object) => ('code' in value ? MoveRejectedDto : MoveAcceptedDto),
});
