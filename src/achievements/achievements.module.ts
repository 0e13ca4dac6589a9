import { Module } from '@nestjs/common';
import { AchievementsController } from './achievements.controller';
import { AchievementsResolver } from './achievements.resolver';
import { AchievementsService } from './achievements.service';

@Module({ controllers: [AchievementsController], providers: [AchievementsService, AchievementsResolver] })
export class AchievementsModule {}
