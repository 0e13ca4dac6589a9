import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { DailyKindIdEnum } from './daily-kind-id.enum';

@ObjectType('DailySeason', {
  description:
    'A season of a daily kind’s seeds, fixed in advance: day i’s seed hashed i times with sha256 is the anchor (docs/fairness.md).',
})
export class DailySeasonDto {
  @Field(() => DailyKindIdEnum, { description: 'The daily kind whose seeds the season fixes.' })
  @ApiProperty({ description: 'The daily kind whose seeds the season fixes.', example: 'troyes-dice' })
  kind!: string;

  @Field({ description: 'The seed scheme and its version: sha256-chain/1.' })
  @ApiProperty({ description: 'The seed scheme and its version: sha256-chain/1.', enum: ['sha256-chain/1'] })
  scheme!: 'sha256-chain/1';

  @Field(() => Int, { description: 'The season: a UTC calendar year.' })
  @ApiProperty({ description: 'The season: a UTC calendar year.', example: 2027 })
  season!: number;

  @Field({ description: 'First day, YYYY-MM-DD.' })
  @ApiProperty({ description: 'First day, YYYY-MM-DD.', example: '2027-01-01' })
  from!: string;

  @Field({ description: 'Last day, YYYY-MM-DD.' })
  @ApiProperty({ description: 'Last day, YYYY-MM-DD.', example: '2027-12-31' })
  to!: string;

  @Field(() => Int, { description: 'Days in the season (the chain’s links after the anchor).' })
  @ApiProperty({ description: 'Days in the season (the chain’s links after the anchor).', example: 365 })
  days!: number;

  @Field({ description: 'Link 0 of the chain, sha256 of day 1’s seed, in hex.' })
  @ApiProperty({ description: 'Link 0 of the chain, sha256 of day 1’s seed, in hex.', pattern: '^[0-9a-f]{64}$' })
  anchor!: string;
}
