import { GraphQLISODateTime, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ContractField } from '../common/contract-field';

export const REMATCH_STATUSES = ['PROPOSED', 'STARTED'] as const;
export const RematchStatusEnum = { PROPOSED: 'PROPOSED', STARTED: 'STARTED' } as const;
const STATUS = 'PROPOSED: waiting for every person of the game to accept; STARTED: the new game is under way.';
registerEnumType(RematchStatusEnum, { name: 'RematchStatus', description: STATUS });

@ObjectType('Rematch', { description: 'A rematch: the same seats and options again, linking the two games.' })
export class RematchDto {
  @ContractField(() => ID, { format: 'uuid', description: 'The ended game it replays.' })
  previousGameId!: string;

  @ContractField(() => ID, {
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The new game, once every person accepted; null until then.',
  })
  gameId!: string | null;

  @ContractField(() => RematchStatusEnum, { enum: REMATCH_STATUSES, description: STATUS })
  status!: (typeof REMATCH_STATUSES)[number];

  @ContractField(() => ID, { format: 'uuid', description: 'Who proposed it.' })
  proposedBy!: string;

  @ContractField(() => [ID], { type: [String], description: 'The people who accepted (the proposer first).' })
  accepted!: string[];

  @ContractField(() => [ID], { type: [String], description: 'The people still to accept (bots accept at once).' })
  waitingFor!: string[];

  @ContractField(() => GraphQLISODateTime, { description: 'When it was proposed.' })
  createdAt!: Date;
}
