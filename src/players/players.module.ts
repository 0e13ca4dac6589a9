import { Module } from '@nestjs/common';
import { KeyChangeListener } from '../database/key-change-listener';
import { RedisModule } from '../redis/redis.module';
import { DeviceCodesController } from './device-codes.controller';
import { DeviceCodesRepository } from './device-codes.repository';
import { DeviceCodesResolver } from './device-codes.resolver';
import { DeviceCodesService } from './device-codes.service';
import { PlayerNamesController } from './player-names.controller';
import { PlayersController } from './players.controller';
import { PlayersRepository } from './players.repository';
import { PlayersResolver } from './players.resolver';
import { PlayersService } from './players.service';

/** Players, their API keys and the one-time codes that add a device. The guards that use them live in AuthModule. */
@Module({
  imports: [RedisModule],
  controllers: [PlayersController, PlayerNamesController, DeviceCodesController],
  providers: [
    KeyChangeListener,
    PlayersRepository,
    PlayersService,
    PlayersResolver,
    DeviceCodesRepository,
    DeviceCodesService,
    DeviceCodesResolver,
  ],
  exports: [PlayersService],
})
export class PlayersModule {}
