import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentPlayer } from '../common/auth/auth.guard';
import { AppError } from '../common/errors/app-error';
import type { AuthenticatedPlayer } from '../players/players.service';
import { CreateGameInput } from './dto/create-game.input';
import { ListGamesQuery } from './dto/list-games.query';
import { GameDto, GamePageDto, GameTypeDto } from './games.model';
import { GameIdPipe } from './game-id';
import { GamesService } from './games.service';

@ApiTags('games')
@Controller('v1')
export class GamesController {
  constructor(private readonly games: GamesService) {}

  @Get('game-types')
  @ApiOperation({ summary: 'The games Crier referees, with their options and whether any data is provisional.' })
  @ApiOkResponse({ type: [GameTypeDto] })
  gameTypes(): GameTypeDto[] {
    return this.games.gameTypes();
  }

  @Post('games')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Create a game with open seats; the creator takes seat 0. A one-seat game starts at once.' })
  @ApiCreatedResponse({ type: GameDto })
  create(@Body() input: CreateGameInput, @CurrentPlayer() player: AuthenticatedPlayer): Promise<GameDto> {
    return this.games.create(input, player.id);
  }

  @Post('games/:id/join')
  @HttpCode(200)
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Take the next open seat; the game starts when the last seat is taken.' })
  @ApiOkResponse({ type: GameDto })
  join(@Param('id', GameIdPipe) id: string, @CurrentPlayer() player: AuthenticatedPlayer): Promise<GameDto> {
    return this.games.join(id, player.id);
  }

  @Get('games/:id')
  @ApiOperation({ summary: "The caller's view of a game (the spectator view when not seated or anonymous)." })
  @ApiOkResponse({ type: GameDto })
  get(@Param('id', GameIdPipe) id: string, @CurrentPlayer() player?: AuthenticatedPlayer): Promise<GameDto> {
    return this.games.get(id, player?.id);
  }

  @Get('games')
  @ApiOperation({ summary: 'Games, newest first, with cursor pagination; `mine=true` for your own.' })
  @ApiOkResponse({ type: GamePageDto })
  list(@Query() q: ListGamesQuery, @CurrentPlayer() player?: AuthenticatedPlayer): Promise<GamePageDto> {
    if (q.mine && !player) throw new AppError('UNAUTHENTICATED', '`mine=true` needs `Authorization: Bearer <apiKey>`.');
    return this.games.list(
      { playerId: q.mine ? player?.id : undefined, status: q.status, game: q.game },
      q.first,
      q.after ?? null,
      player?.id,
    );
  }
}
