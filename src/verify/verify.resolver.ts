import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { nullWhenNotFound } from '../common/graphql/nullable';
import { RateLimited } from '../auth/rate-limit/rate-limit.guard';
import { VerifyScoreInput } from './dto/verify.input';
import { StoredGameVerificationDto } from './stored-verification.model';
import { VerificationDto } from './verify.model';
import { VerifyService } from './verify.service';

@Resolver()
export class VerifyResolver {
  constructor(private readonly verifier: VerifyService) {}

  @Query(() => VerificationDto, { description: 'Replay a move list and check a claimed score (stores nothing).' })
  @RateLimited('verify')
  verifyScore(@Args('input') input: VerifyScoreInput): VerificationDto {
    return this.verifier.verify(input);
  }

  @Query(() => StoredGameVerificationDto, {
    nullable: true,
    description:
      'Re-verify a stored finished game: its seed against its commitment (seedMismatch, as crier-verify reports it), then a replay of its events (CONFLICT while it is not finished); null when no game has that id.',
  })
  verifyStoredGame(@Args('gameId', { type: () => ID }) gameId: string): Promise<StoredGameVerificationDto | null> {
    return nullWhenNotFound(() => this.verifier.verifyStored(gameId));
  }
}
