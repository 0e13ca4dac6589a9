import { Module } from '@nestjs/common';
import { PersistenceModule } from '../persistence/persistence.module';
import { PlayModule } from '../play/play.module';
import { BotRunner } from './bot-runner';

/** Bot seats acting on live games (the policies themselves are the engine's: src/engine/bots). */
@Module({
  imports: [PersistenceModule, PlayModule],
  providers: [BotRunner],
  exports: [BotRunner],
})
export class BotsModule {}
