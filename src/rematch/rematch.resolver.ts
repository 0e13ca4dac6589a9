import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import { nullWhenNotFound } from '../common/graphql/nullable';
import { parseGameId } from '../games/game-id';
import type { AuthenticatedPlayer } from '../players/players.service';
import { RematchDto } from './rematch.model';
import { RematchService } from './rematch.service';

@Resolver()
export class RematchResolver {
  constructor(private readonly service: RematchService) {}

  @Mutation(() => RematchDto, {
    description:
      'Propose a rematch of an ended game, or accept the one proposed (POST /v1/games/{id}/rematch); it starts when every person has.',
  })
  @Authenticated()
  rematch(
    @Args('gameId', { type: () => ID }) gameId: string,
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): Promise<RematchDto> {
    return this.service.accept(parseGameId(gameId), player.id);
  }

  @Query(() => RematchDto, {
    nullable: true,
    description: 'The rematch proposed for a game (GET /v1/games/{id}/rematch); null when none.',
  })
  async gameRematch(@Args('gameId', { type: () => ID }) gameId: string): Promise<RematchDto | null> {
    return nullWhenNotFound(() => this.service.get(parseGameId(gameId)));
  }
}
