import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { JSONScalar } from '../common/graphql/json.scalar';
import { ContractField } from '../common/contract-field';

@ObjectType('FirstInvalidMove')
export class FirstInvalidDto {
  @ContractField(() => Int, { description: 'Index in the move list (-1: the setup itself was refused).' })
  index!: number;

  @ContractField(() => JSONScalar, {
    description: '{code, message, details} from the rules engine.',
    type: 'object',
    additionalProperties: true,
  })
  violation!: unknown;
}

@ObjectType('Verification', { description: 'The result of replaying a move list with the rules engine.' })
export class VerificationDto {
  @ContractField({
    description: 'Every move legal, the game finished, and the claimed scores (if any) equal to the replay.',
  })
  valid!: boolean;

  @ContractField({ description: 'The moves take the game to its end.' })
  finished!: boolean;

  @Field(() => JSONScalar, { description: 'Per seat: {seat, total, breakdown} of the replayed state.' })
  // Not the games' final SeatScore: a replay that stops early scores the state it reached, whose
  // breakdown has only the running categories.
  @ApiProperty({
    type: 'array',
    items: {
      type: 'object',
      required: ['seat', 'total', 'breakdown'],
      additionalProperties: false,
      properties: {
        seat: { type: 'integer', minimum: 0, description: 'The seat, from 0.' },
        total: { type: 'integer', description: 'Its points in the replayed state.' },
        breakdown: {
          type: 'object',
          additionalProperties: { type: 'integer' },
          description: "Its points per scoring category, named as in the game's result breakdown.",
        },
      },
    },
    description:
      'Per seat: {seat, total, breakdown} of the replayed state (a finished game: its final score; otherwise the points so far, running categories only).',
  })
  scores!: unknown;

  @ContractField(() => Boolean, {
    description: 'Whether claimedScores matched (null when none were claimed).',
    type: Boolean,
    nullable: true,
  })
  claimsMatch!: boolean | null;

  @ContractField({ description: 'The ruleset the replay used.', example: 'troyes-dice@1' })
  rulesVersion!: string;

  @ContractField(() => FirstInvalidDto, {
    description: 'The first refused move, if any.',
    type: FirstInvalidDto,
    nullable: true,
  })
  firstInvalid!: FirstInvalidDto | null;
}
