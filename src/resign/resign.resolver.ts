import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import { parseGameId } from '../games/game-id';
import { GameDto } from '../games/games.model';
import type { AuthenticatedPlayer } from '../players/players.service';
import { ResignService } from './resign.service';

@Resolver()
export class ResignResolver {
  constructor(private readonly service: ResignService) {}

  @Mutation(() => GameDto, {
    description:
      'Resign your seat: the game ends ABANDONED, your seat ranked last (a solo game: no result). FORBIDDEN when not seated, CONFLICT when the game is not active.',
  })
  @Authenticated()
  resign(
    @Args('gameId', { type: () => ID }) gameId: string,
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): Promise<GameDto> {
    return this.service.resign(parseGameId(gameId), player.id);
  }
}
