import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import { GameIdPipe } from '../games/game-id';
import { GameDto } from '../games/games.model';
import type { AuthenticatedPlayer } from '../players/players.service';
import { ResignService } from './resign.service';

@ApiTags('games')
@ApiBearerAuth()
@Controller('v1/games/:id')
export class ResignController {
  constructor(private readonly service: ResignService) {}

  @Post('resign')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary: 'Resign your seat: the game ends ABANDONED, your seat ranked last (a solo game: no result).',
    description:
      '403 FORBIDDEN (not seated), 409 CONFLICT (reason GAME_OVER: the game has ended; GAME_NOT_STARTED: still open). ' +
      'Answers the game as you now see it.',
  })
  @ApiOkResponse({ type: GameDto })
  resign(@Param('id', GameIdPipe) id: string, @CurrentPlayer() player: AuthenticatedPlayer): Promise<GameDto> {
    return this.service.resign(id, player.id);
  }
}
