import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentPlayer } from '../auth/auth.guard';
import { AppError } from '../common/errors/app-error';
import type { AuthenticatedPlayer } from '../players/players.service';
import { GameIdPipe } from './game-id';
import { GameHistoryDto, GameStateAtDto } from './history.model';
import { HistoryService } from './history.service';

function optionalInt(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d{1,9}$/.test(raw)) {
    throw new AppError('VALIDATION_FAILED', `${name} must be a non-negative integer.`, {
      fields: [{ path: name, constraints: { isInt: `${name} must be a non-negative integer` } }],
    });
  }
  return Number(raw);
}

@ApiTags('games')
@Controller('v1/games/:id')
export class HistoryController {
  constructor(private readonly history: HistoryService) {}

  @Get('events')
  @ApiOperation({ summary: "The game's event stream as you may see it; everything, seed included, once finished." })
  @ApiQuery({ name: 'after', required: false, description: 'Only events with a larger seq.' })
  @ApiOkResponse({ type: GameHistoryDto })
  events(
    @Param('id', GameIdPipe) id: string,
    @Query('after') after?: string,
    @CurrentPlayer() player?: AuthenticatedPlayer,
  ): Promise<GameHistoryDto> {
    return this.history.stream(id, player?.id, optionalInt('after', after) ?? -1);
  }

  @Get('state')
  @ApiOperation({ summary: 'Time travel: the full state after version `at` of a finished game.' })
  @ApiQuery({ name: 'at', required: false, description: 'A version from 0 to the final one (default).' })
  @ApiOkResponse({ type: GameStateAtDto })
  state(@Param('id', GameIdPipe) id: string, @Query('at') at?: string): Promise<GameStateAtDto> {
    return this.history.stateAt(id, optionalInt('at', at));
  }
}
