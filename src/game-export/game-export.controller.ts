import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPlayer } from '../auth/auth.guard';
import type { AuthenticatedPlayer } from '../players/players.service';
import { GameIdPipe } from '../games/game-id';
import { GameExportDto } from './game-export.model';
import { GameExportService } from './game-export.service';

@ApiTags('verify')
@Controller('v1/games/:id')
export class GameExportController {
  constructor(private readonly exporter: GameExportService) {}

  @Get('export')
  @ApiOperation({
    summary: 'A finished game as one self-contained file for the offline verifier crier-verify.',
    description:
      'Game, rules version, options, seats, moves and the recorded result; the seed once revealed (null before). 409 CONFLICT while the game is not finished.',
  })
  @ApiOkResponse({ type: GameExportDto })
  export(@Param('id', GameIdPipe) id: string, @CurrentPlayer() player?: AuthenticatedPlayer): Promise<GameExportDto> {
    return this.exporter.export(id, player?.id);
  }
}
