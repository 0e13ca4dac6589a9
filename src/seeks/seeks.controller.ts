import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import type { AuthenticatedPlayer } from '../players/players.service';
import { CreateSeekInput } from './dto/create-seek.input';
import { LobbyQuery } from './dto/lobby.query';
import { SeekDto, SeekPageDto } from './seeks.model';
import { SeeksService } from './seeks.service';

@ApiTags('seeks')
@Controller('v1/seeks')
export class SeeksController {
  constructor(private readonly seeks: SeeksService) {}

  @Post()
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Seek a game: matched at once when enough compatible seeks wait (status MATCHED, gameId), otherwise OPEN in the lobby until matched, deleted or expired.',
  })
  @ApiCreatedResponse({ type: SeekDto })
  create(@Body() body: CreateSeekInput, @CurrentPlayer() player: AuthenticatedPlayer): Promise<SeekDto> {
    return this.seeks.create(body, player.id);
  }

  @Get()
  @ApiOperation({ summary: 'The open lobby: seeks waiting for opponents, newest first.' })
  @ApiOkResponse({ type: SeekPageDto })
  lobby(@Query() q: LobbyQuery): Promise<SeekPageDto> {
    return this.seeks.lobby(q.game ?? null, q.first, q.after ?? null);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One seek, whatever its status (MATCHED: with its game).' })
  @ApiOkResponse({ type: SeekDto })
  get(@Param('id') id: string): Promise<SeekDto> {
    return this.seeks.get(id);
  }

  @Delete(':id')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Delete your open seek (CANCELLED); one already matched: 409 CONFLICT SEEK_MATCHED.' })
  @ApiOkResponse({ type: SeekDto })
  cancel(@Param('id') id: string, @CurrentPlayer() player: AuthenticatedPlayer): Promise<SeekDto> {
    return this.seeks.cancel(id, player.id);
  }
}
