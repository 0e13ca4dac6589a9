import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentPlayer } from '../auth/auth.guard';
import { nullWhenNotFound } from '../common/graphql/nullable';
import type { AuthenticatedPlayer } from '../players/players.service';
import { parseGameId } from '../games/game-id';
import { GameExportDto } from './game-export.model';
import { GameExportService } from './game-export.service';

@Resolver()
export class GameExportResolver {
  constructor(private readonly exporter: GameExportService) {}

  @Query(() => GameExportDto, {
    nullable: true,
    description:
      'A finished game as one file for the offline verifier crier-verify (CONFLICT while not finished); null when no game has that id.',
  })
  gameExport(
    @Args('gameId', { type: () => ID }) gameId: string,
    @CurrentPlayer() player?: AuthenticatedPlayer,
  ): Promise<GameExportDto | null> {
    return nullWhenNotFound(() => this.exporter.export(parseGameId(gameId), player?.id));
  }
}
