import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import { AroundQuery, pageStart } from '../leaderboard/dto/board.query';
import { GAME_TYPE_ID_PROPERTY } from '../games/game-type-id.enum';
import type { AuthenticatedPlayer } from '../players/players.service';
import { RatingBoardQuery, RatingFriendsQuery, RatingHistoryQuery } from './dto/rating.query';
import { MyRatingDto, RatingBoardPageDto, RatingHistoryPageDto } from './ratings.model';
import { RatingsService } from './ratings.service';

const GameParam = () =>
  ApiParam({ name: 'game', ...GAME_TYPE_ID_PROPERTY, description: 'The game rated (404 NOT_FOUND otherwise).' });

@ApiTags('ratings')
@Controller('v1/ratings/:game')
export class RatingsController {
  constructor(private readonly ratings: RatingsService) {}

  @Get()
  @GameParam()
  @ApiOperation({
    summary:
      'A rating board: rating desc, equal ratings sharing a rank, the earlier to reach it first; provisional players on a board of their own.',
  })
  @ApiOkResponse({ type: RatingBoardPageDto })
  board(@Param('game') game: string, @Query() q: RatingBoardQuery): Promise<RatingBoardPageDto> {
    return this.ratings.board(game, q.provisional === 'true', q.first, pageStart(q));
  }

  @Get('players')
  @GameParam()
  @ApiOperation({
    summary: 'A rating board through a friends list: these players’ ratings with their ranks on the whole board.',
  })
  @ApiOkResponse({ type: RatingBoardPageDto })
  friends(@Param('game') game: string, @Query() q: RatingFriendsQuery): Promise<RatingBoardPageDto> {
    return this.ratings.friends(game, q.provisional === 'true', q.ids.split(','));
  }

  @Get('me')
  @Authenticated()
  @ApiBearerAuth()
  @GameParam()
  @ApiOperation({ summary: 'Your rating and rank on your board, with `around` entries above and below.' })
  @ApiOkResponse({ type: MyRatingDto })
  me(
    @Param('game') game: string,
    @Query() q: AroundQuery,
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): Promise<MyRatingDto> {
    return this.ratings.mine(game, player.id, q.around);
  }

  @Get('players/:playerId/history')
  @GameParam()
  @ApiOperation({ summary: "A player's rating changes in this game, newest first (for a chart)." })
  @ApiOkResponse({ type: RatingHistoryPageDto })
  history(
    @Param('game') game: string,
    @Param('playerId') playerId: string,
    @Query() q: RatingHistoryQuery,
  ): Promise<RatingHistoryPageDto> {
    return this.ratings.history(game, playerId, q.first, q.before ?? null);
  }
}
