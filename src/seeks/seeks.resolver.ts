import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import { nullWhenNotFound } from '../common/graphql/nullable';
import { GameTypeIdEnum } from '../games/game-type-id.enum';
import type { AuthenticatedPlayer } from '../players/players.service';
import { CreateSeekInput } from './dto/create-seek.input';
import { SeekDto, SeekPageDto } from './seeks.model';
import { SeeksService } from './seeks.service';

@Resolver()
export class SeeksResolver {
  constructor(private readonly pool: SeeksService) {}

  @Mutation(() => SeekDto, {
    description:
      'Seek a game (POST /v1/seeks): MATCHED at once when enough compatible seeks wait, otherwise OPEN. Subscribe to seekMatched (or myNotices) to hear when.',
  })
  @Authenticated()
  createSeek(@Args('input') input: CreateSeekInput, @CurrentPlayer() player: AuthenticatedPlayer): Promise<SeekDto> {
    return this.pool.create(input, player.id);
  }

  @Mutation(() => SeekDto, { description: 'Delete your open seek (DELETE /v1/seeks/{id}): CANCELLED.' })
  @Authenticated()
  deleteSeek(
    @Args('id', { type: () => ID }) id: string,
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): Promise<SeekDto> {
    return this.pool.cancel(id, player.id);
  }

  @Query(() => SeekPageDto, { description: 'The open lobby (GET /v1/seeks), newest first.' })
  seeks(
    @Args('game', { type: () => GameTypeIdEnum, nullable: true }) game: string | null,
    @Args('first', { type: () => Int, nullable: true, defaultValue: 20, description: 'Page size, 1-100.' })
    first: number,
    @Args('after', { type: () => String, nullable: true, description: 'endCursor of the previous page.' })
    after: string | null,
  ): Promise<SeekPageDto> {
    return this.pool.lobby(game ?? null, first ?? 20, after ?? null);
  }

  @Query(() => SeekDto, { nullable: true, description: 'One seek (GET /v1/seeks/{id}); null when there is none.' })
  async seek(@Args('id', { type: () => ID }) id: string): Promise<SeekDto | null> {
    return nullWhenNotFound(() => this.pool.get(id));
  }
}
