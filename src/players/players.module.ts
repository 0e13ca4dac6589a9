import { Module } from '@nestjs/common';
import { KeyChangeListener } from '../database/key-change-listener';
import { PlayersController } from './players.controller';
import { PlayersRepository } from './players.repository';
import { PlayersResolver } from './players.resolver';
import { PlayersService } from './players.service';

/** Players and their API keys. The guards that use them live in AuthModule. */
@Module({
  controllers: [PlayersController],
  providers: [KeyChangeListener, PlayersRepository, PlayersService, PlayersResolver],
  exports: [PlayersService],
})
export class PlayersModule {}
