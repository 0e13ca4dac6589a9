import { Module } from '@nestjs/common';
import { AchievementsModule } from '../achievements/achievements.module';
import { AchievementsProjection } from '../achievements/achievements.projection';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { LeaderboardProjection } from '../leaderboard/leaderboard.projection';
import { GAME_END_PROJECTIONS, GameEnd, type GameEndProjection } from './game-end';
import { PersistenceModule } from './persistence.module';

/**
 * Ending games. The projections that commit with a game's last event are listed here, in the
 * order they run; each is a provider exported by its feature module. A new read model of finished
 * games: export its projection from its module, import the module here, add it to the list.
 */
@Module({
  imports: [PersistenceModule, LeaderboardModule, AchievementsModule],
  providers: [
    GameEnd,
    {
      provide: GAME_END_PROJECTIONS,
      inject: [LeaderboardProjection, AchievementsProjection],
      useFactory: (...projections: GameEndProjection[]): GameEndProjection[] => projections,
    },
  ],
  exports: [GameEnd],
})
export class GameEndModule {}
