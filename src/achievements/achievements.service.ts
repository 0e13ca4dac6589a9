import { Injectable } from '@nestjs/common';
import { games } from '../engine';
import { PlayersService } from '../players/players.service';
import type { AchievementDefinitionDto, PlayerAchievementDto } from './achievements.model';
import { AchievementsRepository } from './achievements.repository';

/** Achievement definitions (from the engine) and each player's progress (written by AchievementsProjection). */
@Injectable()
export class AchievementsService {
  constructor(
    private readonly repo: AchievementsRepository,
    private readonly players: PlayersService,
  ) {}

  /** Every achievement of every registered game, as data. */
  definitions(game?: string): AchievementDefinitionDto[] {
    return [...games.values()]
      .filter((def) => def.achievements && (game === undefined || def.id === game))
      .flatMap((def) =>
        def.achievements!.definitions.map((a) => ({
          game: def.id,
          id: a.id,
          title: a.title,
          description: a.description,
          counter: a.counter ?? null,
        })),
      );
  }

  async forPlayer(playerId: string, game?: string): Promise<PlayerAchievementDto[]> {
    await this.players.get(playerId); // 404 for an unknown player
    const { earned, counters } = await this.repo.forPlayer(playerId);
    return this.definitions(game).map((d) => {
      const e = earned.find((x) => x.game === d.game && x.achievementId === d.id);
      const c = d.counter ? counters.find((x) => x.game === d.game && x.counter === d.counter!.counts) : undefined;
      return {
        ...d,
        unlocked: e !== undefined,
        unlockedAt: e?.unlockedAt ?? null,
        gameId: e?.gameId ?? null,
        progress: d.counter ? (c?.value ?? 0) : null,
      };
    });
  }
}
