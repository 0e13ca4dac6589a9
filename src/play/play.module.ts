import { Module } from '@nestjs/common';
import { AchievementsModule } from '../achievements/achievements.module';
import { AchievementsProjection } from '../achievements/achievements.projection';
import { ClockProjection } from '../clocks/clock.projection';
import { ClocksModule } from '../clocks/clocks.module';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { LeaderboardProjection } from '../leaderboard/leaderboard.projection';
import { PersistenceModule } from '../persistence/persistence.module';
import { RatingsModule } from '../ratings/ratings.module';
import { RatingsProjection } from '../ratings/ratings.projection';
import { CommandRunner } from './command-runner';
import { GAME_PROJECTIONS, onFinish, type GameProjection } from './projections';

/**
 * The one write path of games (CommandRunner) and the projections that follow every append, in
 * the order they write, each in the append's transaction. A new read model: export its projection
 * from its module, import the module here, add one entry to the list (`onFinish(p)` for one that
 * only cares about finished games).
 */
@Module({
  imports: [PersistenceModule, ClocksModule, LeaderboardModule, AchievementsModule, RatingsModule],
  providers: [
    CommandRunner,
    {
      provide: GAME_PROJECTIONS,
      inject: [ClockProjection, LeaderboardProjection, AchievementsProjection, RatingsProjection],
      useFactory: (
        clocks: ClockProjection,
        leaderboard: LeaderboardProjection,
        achievements: AchievementsProjection,
        ratings: RatingsProjection,
      ): GameProjection[] => [clocks, onFinish(leaderboard), onFinish(achievements), ratings],
    },
  ],
  exports: [CommandRunner],
})
export class PlayModule {}
