import { Args, Query, Resolver } from '@nestjs/graphql';
import { RateLimited } from '../common/rate-limit/rate-limit.guard';
import { VerifyScoreInput } from './dto/verify.input';
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
}
