import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ApiKeyGuard } from '../common/auth/auth.guard';
import { KeyChangeListener } from './key-change-listener';
import { PlayersController } from './players.controller';
import { PlayersRepository } from './players.repository';
import { PlayersResolver } from './players.resolver';
import { PlayersService } from './players.service';

@Global()
@Module({
  controllers: [PlayersController],
  providers: [
    KeyChangeListener,
    PlayersRepository,
    PlayersService,
    PlayersResolver,
    { provide: APP_GUARD, useClass: ApiKeyGuard },
  ],
  exports: [PlayersService],
})
export class PlayersModule {}
