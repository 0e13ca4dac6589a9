import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import { toConnection, type Connection } from '../common/graphql/connection';
import type { AuthenticatedPlayer } from '../players/players.service';
import { DailyKindIdEnum } from '../daily/daily-kind-id.enum';
import {
  AllTimeLeaderboardConnection,
  BoardArgs,
  DailyBoardArgs,
  HistoryEntryConnection,
  LeaderboardConnection,
  MonthlyBoardArgs,
  PeriodLeaderboardConnection,
  PlayerHistoryArgs,
  WeeklyBoardArgs,
} from './leaderboard.connections';
import {
  AllTimePageDto,
  LeaderboardPageDto,
  MyRankDto,
  PeriodPageDto,
  type AllTimeEntryDto,
  type LeaderboardEntryDto,
  type PeriodEntryDto,
  type PlayerHistoryEntryDto,
} from './leaderboard.model';
import { dailyKey, encodeKey, LeaderboardService, periodKey } from './leaderboard.service';
import type { PeriodKind } from './periods';

const dailyCursor = (e: LeaderboardEntryDto): string => encodeKey(dailyKey(e));
const periodCursor = (e: PeriodEntryDto): string => encodeKey(periodKey(e));
const allTimeCursor = (e: AllTimeEntryDto): string =>
  encodeKey({ score: e.bestScore, tieBreak: e.bestTieBreak, at: e.bestAt, playerId: e.playerId });
/** A player has one ranked result per kind and day: the date orders the history. */
const historyCursor = (e: PlayerHistoryEntryDto): string => e.date;

/** What toConnection reads hasPreviousPage from: a cursor, or a jump past the top (rank > 1). */
const previous = (after: string | null, rank: number | null | undefined): string | null =>
  after ?? (rank != null && rank > 1 ? `rank:${rank}` : null);

type PeriodConnection = Connection<PeriodEntryDto> & { kind: string; period: string; from: string; to: string };

@Resolver()
export class LeaderboardResolver {
  constructor(private readonly boards: LeaderboardService) {}

  @Query(() => LeaderboardPageDto, {
    description:
      'A daily board through a friends list (date omitted: today, UTC): these players’ entries with their ranks on the whole board, in board order.',
  })
  leaderboardOfPlayers(
    @Args('kind', { type: () => DailyKindIdEnum }) kind: string,
    @Args('playerIds', { type: () => [ID] }) playerIds: string[],
    @Args('date', { type: () => String, nullable: true }) date?: string | null,
  ): Promise<LeaderboardPageDto> {
    return this.boards.dailyFriends(kind, date ?? undefined, playerIds);
  }

  @Query(() => PeriodPageDto, {
    description:
      'A weekly board through a friends list (week omitted: this ISO week, UTC): these players’ totals with their ranks on the whole board, in board order.',
  })
  weeklyLeaderboardOfPlayers(
    @Args('kind', { type: () => DailyKindIdEnum }) kind: string,
    @Args('playerIds', { type: () => [ID], description: '1 to 100 player ids.' }) playerIds: string[],
    @Args('week', {
      type: () => String,
      nullable: true,
      description: "An ISO week like '2026-W48'; omitted or 'current': this week, UTC.",
    })
    week?: string | null,
  ): Promise<PeriodPageDto> {
    return this.boards.periodFriends(kind, 'weekly', week ?? undefined, playerIds);
  }

  @Query(() => PeriodPageDto, {
    description:
      'A monthly board through a friends list (month omitted: this month, UTC): these players’ totals with their ranks on the whole board, in board order.',
  })
  monthlyLeaderboardOfPlayers(
    @Args('kind', { type: () => DailyKindIdEnum }) kind: string,
    @Args('playerIds', { type: () => [ID], description: '1 to 100 player ids.' }) playerIds: string[],
    @Args('month', {
      type: () => String,
      nullable: true,
      description: "A month like '2026-11'; omitted or 'current': this month, UTC.",
    })
    month?: string | null,
  ): Promise<PeriodPageDto> {
    return this.boards.periodFriends(kind, 'monthly', month ?? undefined, playerIds);
  }

  @Query(() => AllTimePageDto, {
    description:
      'The all-time board through a friends list: these players’ bests with their ranks on the whole board, in board order.',
  })
  allTimeLeaderboardOfPlayers(
    @Args('kind', { type: () => DailyKindIdEnum }) kind: string,
    @Args('playerIds', { type: () => [ID], description: '1 to 100 player ids.' }) playerIds: string[],
  ): Promise<AllTimePageDto> {
    return this.boards.allTimeFriends(kind, playerIds);
  }

  @Query(() => LeaderboardConnection, { description: 'A daily board (date omitted: today, UTC).' })
  async leaderboard(
    @Args() page: DailyBoardArgs,
  ): Promise<Connection<LeaderboardEntryDto> & { kind: string; date: string }> {
    const after = page.after ?? null;
    const board = await this.boards.dailyBoard(
      page.kind,
      page.date ?? undefined,
      page.first,
      { after, rank: page.rank ?? null },
      page.status ?? undefined,
    );
    return { ...toConnection(board, dailyCursor, previous(after, page.rank)), kind: board.kind, date: board.date };
  }

  @Query(() => MyRankDto, { description: 'Your rank on a daily board, with aroundMe entries above and below.' })
  @Authenticated()
  myRank(
    @Args('kind', { type: () => DailyKindIdEnum }) kind: string,
    @Args('date', { type: () => String, nullable: true }) date: string | undefined,
    @Args('aroundMe', { type: () => Int, nullable: true, defaultValue: 0, description: '0-50' }) aroundMe: number,
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): Promise<MyRankDto> {
    return this.boards.myRank(kind, date ?? undefined, player.id, aroundMe);
  }

  @Query(() => AllTimeLeaderboardConnection, {
    description: "Each player's best ranked score, games played and average.",
  })
  async allTimeLeaderboard(@Args() page: BoardArgs): Promise<Connection<AllTimeEntryDto> & { kind: string }> {
    const after = page.after ?? null;
    const board = await this.boards.allTime(page.kind, page.first, { after, rank: page.rank ?? null });
    return { ...toConnection(board, allTimeCursor, previous(after, page.rank)), kind: board.kind };
  }

  @Query(() => PeriodLeaderboardConnection, {
    description:
      "A weekly board (week omitted: this ISO week, UTC): each player's sum of ranked daily scores over the week.",
  })
  async weeklyLeaderboard(@Args() page: WeeklyBoardArgs): Promise<PeriodConnection> {
    return this.periodConnection(page, 'weekly', page.week);
  }

  @Query(() => PeriodLeaderboardConnection, {
    description:
      "A monthly board (month omitted: this month, UTC): each player's sum of ranked daily scores over the month.",
  })
  async monthlyLeaderboard(@Args() page: MonthlyBoardArgs): Promise<PeriodConnection> {
    return this.periodConnection(page, 'monthly', page.month);
  }

  private async periodConnection(
    page: WeeklyBoardArgs | MonthlyBoardArgs,
    period: PeriodKind,
    label: string | null | undefined,
  ): Promise<PeriodConnection> {
    const after = page.after ?? null;
    const board = await this.boards.periodBoard(page.kind, period, label ?? undefined, page.first, {
      after,
      rank: page.rank ?? null,
    });
    const { kind, period: name, from, to } = board;
    return { ...toConnection(board, periodCursor, previous(after, page.rank)), kind, period: name, from, to };
  }

  @Query(() => HistoryEntryConnection, { description: "A player's daily results of a kind, newest first." })
  async playerHistory(@Args() page: PlayerHistoryArgs): Promise<Connection<PlayerHistoryEntryDto>> {
    const { kind, playerId } = page;
    const after = page.after ?? null;
    const items = await this.boards.history(playerId, kind, page.first, after);
    // Whether an older result exists: asked only when the page is full.
    const last = items.at(-1);
    const hasNextPage =
      last !== undefined && items.length === page.first
        ? (await this.boards.history(playerId, kind, 1, last.date)).length > 0
        : false;
    return toConnection({ items, hasNextPage }, historyCursor, after);
  }
}
