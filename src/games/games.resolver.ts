import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import { toConnection, type Connection } from '../common/graphql/connection';
import { nullWhenNotFound } from '../common/graphql/nullable';
import { encodeCursor } from '../common/pagination';
import type { AuthenticatedPlayer } from '../players/players.service';
import { CreateGameInput } from './dto/create-game.input';
import { JoinGameInput } from './dto/join-game.input';
import { ListGamesQuery } from './dto/list-games.query';
import { GameConnection } from './games.connections';
import { GameDto, GameTypeDto } from './games.model';
import { GamesService } from './games.service';
import { parseGameId } from './game-id';
import { GameHistoryDto, GameStateAtDto } from './history.model';
import { HistoryService } from './history.service';

@Resolver(() => GameDto)
export class GamesResolver {
  constructor(
    private readonly games: GamesService,
    private readonly history: HistoryService,
  ) {}

  @Query(() => [GameTypeDto], { description: 'The games Crier referees.' })
  gameTypes(): GameTypeDto[] {
    return this.games.gameTypes();
  }

  @Mutation(() => GameDto, { description: 'Create a game; the creator takes seat 0. A one-seat game starts at once.' })
  @Authenticated()
  createGame(@Args('input') input: CreateGameInput, @CurrentPlayer() player: AuthenticatedPlayer): Promise<GameDto> {
    return this.games.create(input, player.id);
  }

  @Mutation(() => GameDto, { description: 'Take the next open seat; the game starts when the last seat is taken.' })
  @Authenticated()
  joinGame(
    @Args('id', { type: () => ID }) id: string,
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Args('input', { type: () => JoinGameInput, nullable: true, description: 'Optional: your seed entropy.' })
    input?: JoinGameInput,
  ): Promise<GameDto> {
    return this.games.join(parseGameId(id), player.id, input?.entropy ?? null);
  }

  @Query(() => GameDto, {
    nullable: true,
    description: "The caller's view of a game (spectator view when not seated); null when no game has that id.",
  })
  game(
    @Args('id', { type: () => ID }) id: string,
    @CurrentPlayer() player?: AuthenticatedPlayer,
  ): Promise<GameDto | null> {
    return nullWhenNotFound(() => this.games.get(parseGameId(id), player?.id));
  }

  @Query(() => GameConnection, { description: 'Your games, newest first.' })
  @Authenticated()
  myGames(@Args() q: ListGamesQuery, @CurrentPlayer() player: AuthenticatedPlayer): Promise<Connection<GameDto>> {
    return this.page(q, player.id, player);
  }

  @Query(() => GameConnection, {
    name: 'games',
    description:
      'Every game you may look at, newest first (as GET /v1/games): running daily attempts of others stay hidden until their day closes.',
  })
  publicGames(@Args() q: ListGamesQuery, @CurrentPlayer() player?: AuthenticatedPlayer): Promise<Connection<GameDto>> {
    return this.page(q, undefined, player);
  }

  private async page(
    q: ListGamesQuery,
    playerId: string | undefined,
    viewer: AuthenticatedPlayer | undefined,
  ): Promise<Connection<GameDto>> {
    const after = q.after ?? null;
    const page = await this.games.list({ playerId, status: q.status, game: q.game }, q.first, after, viewer?.id);
    return toConnection(page, (g) => encodeCursor([g.createdAt, g.id]), after);
  }

  @Query(() => GameHistoryDto, {
    nullable: true,
    description: "The game's event stream as you may see it (everything once finished); null when no game has that id.",
  })
  gameEvents(
    @Args('gameId', { type: () => ID }) gameId: string,
    @CurrentPlayer() player?: AuthenticatedPlayer,
  ): Promise<GameHistoryDto | null> {
    // The whole visible stream; GameHistory.events pages it (GameHistoryResolver).
    return nullWhenNotFound(() => this.history.stream(parseGameId(gameId), player?.id));
  }

  @Query(() => GameStateAtDto, {
    nullable: true,
    description: 'Time travel in a finished game: the state after version `at`; null when no game has that id.',
  })
  gameState(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('at', { type: () => Int, nullable: true }) at: number | null,
  ): Promise<GameStateAtDto | null> {
    return nullWhenNotFound(() => this.history.stateAt(parseGameId(gameId), at ?? undefined));
  }
}
