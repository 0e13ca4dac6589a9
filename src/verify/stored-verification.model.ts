import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { graphqlEnum } from '../common/graphql/enums';
import type { SeedMismatchCode } from '../verifier/seed-mix';
import { VerificationDto } from './verify.model';
import { ContractField } from '../common/contract-field';

export const SEED_MISMATCH_CODES = ['SEED_COMMITMENT_MISMATCH', 'SEED_DERIVATION_MISMATCH'] as const;
const CODE_DESCRIPTION = 'Why the seed does not check, with the code `crier-verify` prints for it (docs/fairness.md).';
export const SeedMismatchCodeEnum = graphqlEnum('SeedMismatchCode', SEED_MISMATCH_CODES, CODE_DESCRIPTION, {
  SEED_COMMITMENT_MISMATCH:
    'sha256 of the seed (of the server part, for a mixed game) is not the commitment published in GameCreated.',
  SEED_DERIVATION_MISMATCH:
    'A mixed game’s seed is not mix-v1 of its server part and the seats’ entropies as GameStarted published them (and as the seats hold them).',
});

@ObjectType('SeedMismatch', { description: 'Why a stored game’s seed does not check against what it committed to.' })
export class SeedMismatchDto {
  @Field(() => SeedMismatchCodeEnum, { description: CODE_DESCRIPTION })
  @ApiProperty({
    enum: SEED_MISMATCH_CODES,
    description:
      'As `crier-verify` prints it. SEED_COMMITMENT_MISMATCH: sha256 of the seed (of the server part, for a mixed game) is not the commitment published in GameCreated. SEED_DERIVATION_MISMATCH: a mixed game’s seed is not mix-v1 of its server part and the seats’ published entropies.',
  })
  code!: SeedMismatchCode;

  @ContractField({ description: 'What does not match, in words.' })
  message!: string;
}

@ObjectType('StoredGameVerification', {
  description: 'A stored finished game replayed from its events (as GET /v1/games/{id}/verify).',
})
export class StoredGameVerificationDto extends VerificationDto {
  @ContractField({ description: 'The seed checks, the replay is valid and its scores equal the stored result.' })
  matchesStored!: boolean;

  @ContractField(() => SeedMismatchDto, {
    type: SeedMismatchDto,
    nullable: true,
    description:
      'Null when the seed checks against the commitment in GameCreated (and, for a mixed game, derives from the server part and the published entropies); otherwise why not — `valid` and `matchesStored` are then false (the moves are still replayed on the stored seed).',
  })
  seedMismatch!: SeedMismatchDto | null;
}
