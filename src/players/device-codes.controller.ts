import { applyDecorators, Body, Controller, HttpCode, Post, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import { RateLimited } from '../auth/rate-limit/rate-limit.guard';
import { RedeemDeviceCodeInput } from './dto/redeem-device-code.input';
import { DeviceCodeDto } from './device-codes.model';
import { DeviceCodesService } from './device-codes.service';
import { RegisteredPlayerDto } from './players.model';
import type { AuthenticatedPlayer } from './players.service';

/** Both routes: a POST that answers 201 with `type` (a code, or a new key). */
function CreatedBy(path: string, type: Type, summary: string, description: string): MethodDecorator {
  return applyDecorators(
    Post(path),
    HttpCode(201),
    ApiOperation({ summary, description }),
    ApiCreatedResponse({ type }),
  );
}

@ApiTags('players')
@Controller('v1')
export class DeviceCodesController {
  constructor(private readonly codes: DeviceCodesService) {}

  @CreatedBy(
    'players/me/device-codes',
    DeviceCodeDto,
    'A one-time code that signs another device in as you (valid 10 minutes, works once).',
    'Type the code on the new device (`POST /v1/device-codes/redeem`): it gets an API key of its own, and this key stays valid. ' +
      'Only the code’s sha256 is stored.',
  )
  @Authenticated()
  @ApiBearerAuth()
  create(@CurrentPlayer() player: AuthenticatedPlayer): Promise<DeviceCodeDto> {
    return this.codes.create(player.id);
  }

  @CreatedBy(
    'device-codes/redeem',
    RegisteredPlayerDto,
    'Sign a new device in with a one-time code: a new API key for the code’s player (shown once).',
    'No key needed. Refused with `400 INVALID_DEVICE_CODE` (`reason` UNKNOWN, EXPIRED with `expiredAt`, USED with `usedAt`) ' +
      'or `VALIDATION_FAILED` when it cannot be a code; `RATE_LIMITED` beyond RATE_LIMIT_DEVICE_PER_MINUTE per IP.',
  )
  @RateLimited('device')
  redeem(@Body() input: RedeemDeviceCodeInput): Promise<RegisteredPlayerDto> {
    return this.codes.redeem(input.code);
  }
}
