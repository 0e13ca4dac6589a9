import { Int, ObjectType } from '@nestjs/graphql';
import { DailyKindIdEnum } from './daily-kind-id.enum';
import { ContractField } from '../common/contract-field';

@ObjectType('DailySeason', {
  description:
    'A season of a daily kind’s seeds, fixed in advance: day i’s seed hashed i times with sha256 is the anchor (docs/fairness.md).',
})
export class DailySeasonDto {
  @ContractField(() => DailyKindIdEnum, {
    description: 'The daily kind whose seeds the season fixes.',
    example: 'troyes-dice',
  })
  kind!: string;

  @ContractField({ description: 'The seed scheme and its version: sha256-chain/1.', enum: ['sha256-chain/1'] })
  scheme!: 'sha256-chain/1';

  @ContractField(() => Int, { description: 'The season: a UTC calendar year.', example: 2027 })
  season!: number;

  @ContractField({ description: 'First day, YYYY-MM-DD.', example: '2027-01-01' })
  from!: string;

  @ContractField({ description: 'Last day, YYYY-MM-DD.', example: '2027-12-31' })
  to!: string;

  @ContractField(() => Int, { description: 'Days in the season (the chain’s links after the anchor).', example: 365 })
  days!: number;

  @ContractField({ description: 'Link 0 of the chain, sha256 of day 1’s seed, in hex.', pattern: '^[0-9a-f]{64}$' })
  anchor!: string;
}
