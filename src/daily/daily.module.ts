import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { PlayModule } from '../play/play.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { DailyController } from './daily.controller';
import { DailyResolver } from './daily.resolver';
import { DailySecret } from './daily-secret';
import { DailyService } from './daily.service';
import { SeasonController } from './season.controller';
import { ServerSecretRepository } from './server-secret.repository';

@Module({
  imports: [GamesModule, PersistenceModule, PlayModule, LeaderboardModule],
  controllers: [SeasonController, DailyController],
  providers: [ServerSecretRepository, DailySecret, DailyService, DailyResolver],
  exports: [DailyService],
})
export class DailyModule {}
