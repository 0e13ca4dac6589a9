import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import { encodeCursor } from '../common/pagination';
import { toConnection, type Connection } from '../common/graphql/connection';
import { GameTypeIdEnum } from '../games/game-type-id.enum';
import { encodeKey } from '../leaderboard/board-page';
import type { AuthenticatedPlayer } from '../players/players.service';
import {
  PROVISIONAL_ARG,
  RatingBoardArgs,
  RatingBoardConnection,
  RatingChangeConnection,
  RatingHistoryArgs,
} from './ratings.connections';
import { MyRatingDto, RatingBoardPageDto, type RatingChangeDto, type RatingEntryDto } from './ratings.model';
import { RatingsService } from './ratings.service';

const entryCursor = (e: RatingEntryDto): string =>
  encodeKey({ score: Math.round(e.rating * 100), tieBreak: 0, at: e.reachedAt, playerId: e.playerId });
const changeCursor = (c: RatingChangeDto): string => encodeCursor([c.finishedAt, c.gameId]);

@Resolver()
export class RatingsResolver {
  constructor(private readonly ratings: RatingsService) {}

  @Query(() => RatingBoardConnection, {
    description:
      'A rating board: rating desc, equal ratings sharing a rank; provisional players on a board of their own (provisional: true).',
  })
  async ratingBoard(
    @Args() page: RatingBoardArgs,
  ): Promise<Connection<RatingEntryDto> & { game: string; provisional: boolean }> {
    const after = page.after ?? null;
    const board = await this.ratings.board(page.game, page.provisional ?? false, page.first, {
      after,
      rank: page.rank ?? null,
    });
    const previous = after ?? (page.rank != null && page.rank > 1 ? `rank:${page.rank}` : null);
    return { ...toConnection(board, entryCursor, previous), game: board.game, provisional: board.provisional };
  }

  @Query(() => RatingBoardPageDto, {
    description: 'A rating board through a friends list: these players’ ratings with their ranks on the whole board.',
  })
  ratingBoardOfPlayers(
    @Args('game', { type: () => GameTypeIdEnum }) game: string,
    @Args('playerIds', { type: () => [ID], description: '1 to 100 player ids.' }) playerIds: string[],
    @Args('provisional', { type: () => Boolean, nullable: true, defaultValue: false, description: PROVISIONAL_ARG })
    provisional: boolean,
  ): Promise<RatingBoardPageDto> {
    return this.ratings.friends(game, provisional ?? false, playerIds);
  }

  @Query(() => MyRatingDto, { description: 'Your rating and rank in a game, with aroundMe entries above and below.' })
  @Authenticated()
  myRating(
    @Args('game', { type: () => GameTypeIdEnum }) game: string,
    @Args('aroundMe', { type: () => Int, nullable: true, defaultValue: 0, description: '0-50' }) aroundMe: number,
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): Promise<MyRatingDto> {
    return this.ratings.mine(game, player.id, aroundMe ?? 0);
  }

  @Query(() => RatingChangeConnection, { description: "A player's rating changes in a game, newest first." })
  async ratingHistory(@Args() page: RatingHistoryArgs): Promise<Connection<RatingChangeDto>> {
    const after = page.after ?? null;
    const history = await this.ratings.history(page.game, page.playerId, page.first, after);
    return toConnection(history, changeCursor, after);
  }
}
