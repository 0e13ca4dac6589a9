import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import { GameDto } from '../games/games.model';
import type { AuthenticatedPlayer } from '../players/players.service';
import { DailyKindDto, DailyPuzzleDto } from './daily.model';
import { DailyService } from './daily.service';

@ApiTags('daily')
@Controller('v1/daily')
export class DailyController {
  constructor(private readonly daily: DailyService) {}

  @Get()
  @ApiOperation({ summary: 'The daily puzzle kinds.' })
  @ApiOkResponse({ type: [DailyKindDto] })
  kinds(): DailyKindDto[] {
    return [...this.daily.kinds()];
  }

  @Get(':kind')
  @ApiOperation({ summary: "Today's puzzle (UTC): its commitment, times and what the setup reveals." })
  @ApiOkResponse({ type: DailyPuzzleDto })
  today(@Param('kind') kind: string): Promise<DailyPuzzleDto> {
    return this.daily.puzzle(kind);
  }

  @Get(':kind/:date')
  @ApiOperation({ summary: 'A puzzle-day; its seed once the day has closed.' })
  @ApiOkResponse({ type: DailyPuzzleDto })
  day(@Param('kind') kind: string, @Param('date') date: string): Promise<DailyPuzzleDto> {
    return this.daily.puzzle(kind, date);
  }

  @Post(':kind/attempt')
  @HttpCode(201)
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({ summary: "Your ranked game for today's puzzle (created once; later calls return the same game)." })
  @ApiCreatedResponse({ type: GameDto })
  attempt(@Param('kind') kind: string, @CurrentPlayer() player: AuthenticatedPlayer): Promise<GameDto> {
    return this.daily.startAttempt(kind, player.id);
  }

  @Post(':kind/:date/practice')
  @HttpCode(201)
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'An unranked game on a past, revealed puzzle-day.' })
  @ApiCreatedResponse({ type: GameDto })
  practice(
    @Param('kind') kind: string,
    @Param('date') date: string,
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): Promise<GameDto> {
    return this.daily.practice(kind, date, player.id);
  }
}
