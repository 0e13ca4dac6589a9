import { Module } from '@nestjs/common';
import { LeaderboardController } from './leaderboard.controller';
import { LeaderboardProjection } from './leaderboard.projection';
import { LeaderboardRepository } from './leaderboard.repository';
import { LeaderboardResolver } from './leaderboard.resolver';
import { LeaderboardService } from './leaderboard.service';

@Module({
  controllers: [LeaderboardController],
  providers: [LeaderboardRepository, LeaderboardService, LeaderboardResolver, LeaderboardProjection],
  exports: [LeaderboardRepository, LeaderboardProjection],
})
export class LeaderboardModule {}
