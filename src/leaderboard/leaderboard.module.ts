import { Module } from '@nestjs/common';
import { DailyModule } from '../daily/daily.module';
import { LeaderboardController } from './leaderboard.controller';
import { LeaderboardRepository } from './leaderboard.repository';
import { LeaderboardResolver } from './leaderboard.resolver';
import { LeaderboardService } from './leaderboard.service';

@Module({
  imports: [DailyModule],
  controllers: [LeaderboardController],
  providers: [LeaderboardRepository, LeaderboardService, LeaderboardResolver],
})
export class LeaderboardModule {}
