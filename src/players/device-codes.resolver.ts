import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import { RateLimited } from '../auth/rate-limit/rate-limit.guard';
import { RedeemDeviceCodeInput } from './dto/redeem-device-code.input';
import { DeviceCodeDto } from './device-codes.model';
import { DeviceCodesService } from './device-codes.service';
import { RegisteredPlayerDto } from './players.model';
import type { AuthenticatedPlayer } from './players.service';

@Resolver(() => DeviceCodeDto)
export class DeviceCodesResolver {
  constructor(private readonly codes: DeviceCodesService) {}

  @Mutation(() => DeviceCodeDto, {
    description: 'A one-time code that signs another device in as you (valid 10 minutes, works once); shown once.',
  })
  @Authenticated()
  createDeviceCode(@CurrentPlayer() player: AuthenticatedPlayer): Promise<DeviceCodeDto> {
    return this.codes.create(player.id);
  }

  @Mutation(() => RegisteredPlayerDto, {
    description:
      'Sign a new device in with a one-time code: a new API key for its player (shown once). INVALID_DEVICE_CODE (reason UNKNOWN, EXPIRED, USED) otherwise.',
  })
  @RateLimited('device')
  redeemDeviceCode(@Args('input') input: RedeemDeviceCodeInput): Promise<RegisteredPlayerDto> {
    return this.codes.redeem(input.code);
  }
}
