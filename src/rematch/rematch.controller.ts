import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import { GameIdPipe } from '../games/game-id';
import type { AuthenticatedPlayer } from '../players/players.service';
import { RematchDto } from './rematch.model';
import { RematchService } from './rematch.service';

@ApiTags('games')
@Controller('v1/games/:id/rematch')
export class RematchController {
  constructor(private readonly service: RematchService) {}

  @Post()
  @HttpCode(200)
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Propose a rematch of an ended game (the same seats and options again), or accept the one proposed; it starts when every person has.',
    description:
      '403 FORBIDDEN (not seated), 409 CONFLICT (reason GAME_NOT_OVER; DAILY_GAME). The answer links the two games: `gameId` once started.',
  })
  @ApiOkResponse({ type: RematchDto })
  accept(@Param('id', GameIdPipe) id: string, @CurrentPlayer() player: AuthenticatedPlayer): Promise<RematchDto> {
    return this.service.accept(id, player.id);
  }

  @Get()
  @ApiOperation({
    summary: 'The rematch proposed for a game: who accepted, who is awaited, the new game once started.',
  })
  @ApiOkResponse({ type: RematchDto })
  get(@Param('id', GameIdPipe) id: string): Promise<RematchDto> {
    return this.service.get(id);
  }
}
