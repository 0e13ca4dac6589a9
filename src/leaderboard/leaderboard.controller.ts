import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentPlayer } from '../common/auth/auth.guard';
import type { AuthenticatedPlayer } from '../players/players.service';
import { AroundQuery, BoardPageQuery, HistoryQuery } from './dto/board.query';
import { AllTimePageDto, LeaderboardPageDto, MyRankDto, PlayerHistoryEntryDto } from './leaderboard.model';
import { LeaderboardService } from './leaderboard.service';

@ApiTags('leaderboards')
@Controller('v1/leaderboards/:kind')
export class LeaderboardController {
  constructor(private readonly boards: LeaderboardService) {}

  @Get('daily/:date')
  @ApiOperation({ summary: 'A daily board: score desc, shared ranks, earlier finish first among equals.' })
  @ApiOkResponse({ type: LeaderboardPageDto })
  daily(
    @Param('kind') kind: string,
    @Param('date') date: string,
    @Query() q: BoardPageQuery,
  ): Promise<LeaderboardPageDto> {
    return this.boards.dailyBoard(kind, date, q.first, q.after ?? null);
  }

  @Get('daily/:date/me')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Your rank on a daily board, with `around` entries above and below.' })
  @ApiOkResponse({ type: MyRankDto })
  me(
    @Param('kind') kind: string,
    @Param('date') date: string,
    @Query() q: AroundQuery,
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): Promise<MyRankDto> {
    return this.boards.myRank(kind, date, player.id, q.around);
  }

  @Get('all-time')
  @ApiOperation({ summary: "Each player's best ranked score of this kind, with games played and average." })
  @ApiOkResponse({ type: AllTimePageDto })
  allTime(@Param('kind') kind: string, @Query() q: BoardPageQuery): Promise<AllTimePageDto> {
    return this.boards.allTime(kind, q.first, q.after ?? null);
  }

  @Get('players/:playerId/history')
  @ApiOperation({ summary: "A player's daily results of this kind, newest first." })
  @ApiOkResponse({ type: [PlayerHistoryEntryDto] })
  history(
    @Param('kind') kind: string,
    @Param('playerId') playerId: string,
    @Query() q: HistoryQuery,
  ): Promise<PlayerHistoryEntryDto[]> {
    return this.boards.history(playerId, kind, q.first, q.before ?? null);
  }
}
