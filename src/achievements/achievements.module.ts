import { Module } from '@nestjs/common';
import { PlayersModule } from '../players/players.module';
import { AchievementsController } from './achievements.controller';
import { AchievementsProjection } from './achievements.projection';
import { AchievementsRepository } from './achievements.repository';
import { AchievementsResolver } from './achievements.resolver';
import { AchievementsService } from './achievements.service';

@Module({
  imports: [PlayersModule],
  controllers: [AchievementsController],
  providers: [AchievementsRepository, AchievementsService, AchievementsResolver, AchievementsProjection],
  exports: [AchievementsRepository, AchievementsProjection],
})
export class AchievementsModule {}
