import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimited } from '../common/rate-limit/rate-limit.guard';
import { VerifyScoreInput } from './dto/verify.input';
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
  @ApiOperation({ summary: 'Re-verify a stored finished game by replaying its events.' })
  @ApiOkResponse({ type: VerificationDto })
  verifyStored(@Param('id') id: string): Promise<VerificationDto> {
    return this.verifier.verifyStored(id);
  }
}
