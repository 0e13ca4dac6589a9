import { createUnionType, Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { JSONScalar } from '../common/graphql/json.scalar';
import { GAME_STATUSES, GameStatusEnum } from '../games/games.model';

@ObjectType('LegalMoves')
export class LegalMovesDto {
  @Field(() => Int, { description: 'The version these moves are legal at.' })
  @ApiProperty({ example: 3 })
  version!: number;

  @Field(() => Int, { description: "The caller's seat." })
  @ApiProperty({ example: 0 })
  seat!: number;

  @Field(() => [JSONScalar], { description: 'Every decision the seat can make now; empty when it need not act.' })
  @ApiProperty({
    type: 'array',
    items: { type: 'object' },
    example: [{ type: 'useDie', slot: 0, action: 'buildWork' }],
  })
  moves!: unknown[];
}

@ObjectType('MoveAccepted')
export class MoveAcceptedDto {
  @Field(() => Int, { description: 'The version after the move: the next expectedVersion.' })
  @ApiProperty({ example: 4 })
  version!: number;

  @Field(() => GameStatusEnum)
  @ApiProperty({ enum: GAME_STATUSES })
  status!: string;

  @Field(() => [JSONScalar], { description: 'What the move caused, as far as the mover may see (engine events).' })
  @ApiProperty({ type: 'array', items: { type: 'object' } })
  events!: unknown[];

  @Field(() => JSONScalar, { description: "The mover's view after the move." })
  @ApiProperty({ type: 'object', additionalProperties: true })
  view!: unknown;

  @Field(() => [Int], { description: 'Seats that must act next.' })
  @ApiProperty({ type: [Number] })
  actors!: number[];

  @Field(() => JSONScalar, { nullable: true, description: 'Scores and ranking when this move ended the game.' })
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true })
  result!: unknown;
}

@ObjectType('MoveRejected', { description: 'The rules refused the move; nothing was stored.' })
export class MoveRejectedDto {
  @Field({ description: 'Always ILLEGAL_MOVE here; the rule broken is violation.code.' })
  code!: string;

  @Field({ description: 'The engine violation code, e.g. DIE_NOT_AVAILABLE.' })
  violationCode!: string;

  @Field()
  message!: string;

  @Field(() => JSONScalar, { nullable: true })
  details!: unknown;
}

export const SubmitMoveResult = createUnionType({
  name: 'SubmitMoveResult',
  description: 'An illegal move is data for the client (MoveRejected), not an exception.',
  types: () => [MoveAcceptedDto, MoveRejectedDto] as const,
  resolveType: (value: object) => ('violationCode' in value ? MoveRejectedDto : MoveAcceptedDto),
});
