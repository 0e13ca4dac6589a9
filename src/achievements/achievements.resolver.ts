import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { nullWhenNotFound } from '../common/graphql/nullable';
import { GameTypeIdEnum } from '../games/game-type-id.enum';
import { AchievementDefinitionDto, PlayerAchievementDto } from './achievements.model';
import { AchievementsService } from './achievements.service';

@Resolver()
export class AchievementsResolver {
  constructor(private readonly service: AchievementsService) {}

  @Query(() => [AchievementDefinitionDto], { description: 'Every achievement Crier awards.' })
  achievementDefinitions(
    @Args('game', { type: () => GameTypeIdEnum, nullable: true }) game?: string,
  ): AchievementDefinitionDto[] {
    return this.service.definitions(game ?? undefined);
  }

  @Query(() => [PlayerAchievementDto], {
    nullable: true,
    description: "A player's achievements and counter progress; null when no player has that id.",
  })
  achievements(
    @Args('playerId', { type: () => ID }) playerId: string,
    @Args('game', { type: () => GameTypeIdEnum, nullable: true }) game?: string,
  ): Promise<PlayerAchievementDto[] | null> {
    return nullWhenNotFound(() => this.service.forPlayer(playerId, game ?? undefined));
  }
}
