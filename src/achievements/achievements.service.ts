import { AppError } from '../common/errors/app-error';
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
  /** Every definition, or one game's; a game Crier does not referee is VALIDATION_FAILED (not an empty list). */
  definitions(game?: string): AchievementDefinitionDto[] {
    if (game !== undefined && !games.has(game)) {
      const known = [...games.keys()].join(', ');
      throw new AppError('VALIDATION_FAILED', `game must be one of ${known}.`, {
        fields: [{ path: 'game', constraints: { isIn: `game must be one of ${known}` } }],
      });
    }
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
