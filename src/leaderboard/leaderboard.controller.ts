import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import type { AuthenticatedPlayer } from '../players/players.service';
import { AroundQuery, BoardPageQuery, DailyBoardQuery, HistoryQuery, pageStart } from './dto/board.query';
import {
  AllTimePageDto,
  LeaderboardPageDto,
  MyRankDto,
  PeriodPageDto,
  PlayerHistoryEntryDto,
} from './leaderboard.model';
import { LeaderboardService } from './leaderboard.service';

/** The friends views' `ids` query: the same rules on every board. */
const FriendIds = () =>
  ApiQuery({
    name: 'ids',
    type: String,
    required: true,
    description: '1 to 100 player ids (UUIDs), comma-separated; otherwise 400.',
  });

/** The `week` and `month` of the period boards and their friends views. */
const WeekParam = () =>
  ApiParam({ name: 'week', description: "An ISO week, e.g. '2026-W48', or 'current' (this week, UTC)." });
const MonthParam = () =>
  ApiParam({ name: 'month', description: "A month, e.g. '2026-11', or 'current' (this month, UTC)." });

const idList = (ids: string | undefined): string[] => (ids ? ids.split(',') : []);

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
    @Query() q: DailyBoardQuery,
  ): Promise<LeaderboardPageDto> {
    return this.boards.dailyBoard(kind, date, q.first, pageStart(q), q.status);
  }

  @Get('daily/:date/players')
  @ApiOperation({
    summary: 'A daily board through a friends list: these players’ entries with their ranks on the whole board.',
  })
  @FriendIds()
  @ApiOkResponse({ type: LeaderboardPageDto })
  friends(
    @Param('kind') kind: string,
    @Param('date') date: string,
    @Query('ids') ids: string | undefined,
  ): Promise<LeaderboardPageDto> {
    return this.boards.dailyFriends(kind, date, idList(ids));
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

  @Get('weekly/:week')
  @ApiOperation({
    summary:
      "A weekly board: each player's sum of ranked daily scores over an ISO week (Monday-Sunday, UTC), tie-breaks summed likewise.",
  })
  @WeekParam()
  @ApiOkResponse({ type: PeriodPageDto })
  weekly(@Param('kind') kind: string, @Param('week') week: string, @Query() q: BoardPageQuery): Promise<PeriodPageDto> {
    return this.boards.periodBoard(kind, 'weekly', week, q.first, pageStart(q));
  }

  @Get('weekly/:week/players')
  @ApiOperation({
    summary:
      'A weekly board through a friends list: these players’ weekly totals with their ranks on the whole board, in board order.',
  })
  @WeekParam()
  @FriendIds()
  @ApiOkResponse({ type: PeriodPageDto })
  weeklyFriends(
    @Param('kind') kind: string,
    @Param('week') week: string,
    @Query('ids') ids: string | undefined,
  ): Promise<PeriodPageDto> {
    return this.boards.periodFriends(kind, 'weekly', week, idList(ids));
  }

  @Get('monthly/:month')
  @ApiOperation({
    summary: "A monthly board: each player's sum of ranked daily scores over a calendar month (UTC).",
  })
  @MonthParam()
  @ApiOkResponse({ type: PeriodPageDto })
  monthly(
    @Param('kind') kind: string,
    @Param('month') month: string,
    @Query() q: BoardPageQuery,
  ): Promise<PeriodPageDto> {
    return this.boards.periodBoard(kind, 'monthly', month, q.first, pageStart(q));
  }

  @Get('monthly/:month/players')
  @ApiOperation({
    summary:
      'A monthly board through a friends list: these players’ monthly totals with their ranks on the whole board, in board order.',
  })
  @MonthParam()
  @FriendIds()
  @ApiOkResponse({ type: PeriodPageDto })
  monthlyFriends(
    @Param('kind') kind: string,
    @Param('month') month: string,
    @Query('ids') ids: string | undefined,
  ): Promise<PeriodPageDto> {
    return this.boards.periodFriends(kind, 'monthly', month, idList(ids));
  }

  @Get('all-time')
  @ApiOperation({ summary: "Each player's best ranked score of this kind, with games played and average." })
  @ApiOkResponse({ type: AllTimePageDto })
  allTime(@Param('kind') kind: string, @Query() q: BoardPageQuery): Promise<AllTimePageDto> {
    return this.boards.allTime(kind, q.first, pageStart(q));
  }

  @Get('all-time/players')
  @ApiOperation({
    summary:
      'The all-time board through a friends list: these players’ bests with their ranks on the whole board, in board order.',
  })
  @FriendIds()
  @ApiOkResponse({ type: AllTimePageDto })
  allTimeFriends(@Param('kind') kind: string, @Query('ids') ids: string | undefined): Promise<AllTimePageDto> {
    return this.boards.allTimeFriends(kind, idList(ids));
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
