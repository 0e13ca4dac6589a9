import { Module } from '@nestjs/common';
import { GameEndModule } from '../persistence/game-end.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { BotRunner } from './bot-runner';

/** Bot seats acting on live games (the policies themselves are the engine's: src/engine/bots). */
@Module({
  imports: [PersistenceModule, GameEndModule],
  providers: [BotRunner],
  exports: [BotRunner],
})
export class BotsModule {}
