import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimited } from '../auth/rate-limit/rate-limit.guard';
import { VerifyScoreInput } from './dto/verify.input';
import { StoredGameVerificationDto } from './stored-verification.model';
import { VerificationDto } from './verify.model';
import { VerifyService } from './verify.service';

@ApiTags('verify')
@Controller('v1')
export class VerifyController {
  constructor(private readonly verifier: VerifyService) {}

  @Post('verify')
  @HttpCode(200)
  @RateLimited('verify')
  @ApiOperation({
    summary: 'Replay a move list and check a claimed score. Stores nothing; needs no account.',
    description: 'A daily puzzle’s seed can be used only once its day has closed (409 SEED_NOT_REVEALED before).',
  })
  @ApiOkResponse({ type: VerificationDto })
  verify(@Body() input: VerifyScoreInput): VerificationDto {
    return this.verifier.verify(input);
  }

  @Get('games/:id/verify')
  @ApiOperation({
    summary: 'Re-verify a stored finished game: its seed against its commitment, then a replay of its events.',
    description:
      'The seed is checked as `crier-verify` checks an export (against the GameCreated commitment; a mixed game’s ' +
      'mix-v1 derivation from its server part and the published entropies): a mismatch is reported in `seedMismatch` ' +
      'with the same code, and makes `valid` and `matchesStored` false.',
  })
  @ApiOkResponse({ type: StoredGameVerificationDto })
  verifyStored(@Param('id') id: string): Promise<StoredGameVerificationDto> {
    return this.verifier.verifyStored(id);
  }
}
