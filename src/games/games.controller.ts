import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import { AppError } from '../common/errors/app-error';
import type { AuthenticatedPlayer } from '../players/players.service';
import { CreateGameInput } from './dto/create-game.input';
import { JoinGameInput } from './dto/join-game.input';
import { ListGamesQuery } from './dto/list-games.query';
import type { GameSchemaDocument } from '../engine/schemas';
import { GameDto, GamePageDto, GameSchemasDto, GameTypeDto } from './games.model';
import { GameIdPipe } from './game-id';
import { GameSchemasService, matchesEtag } from './game-schemas.service';
import { GamesService } from './games.service';

/** The schemas change only with a new Crier build; a client revalidates with its ETag after this. */
const SCHEMAS_CACHE_CONTROL = 'public, max-age=300';

@ApiTags('games')
@Controller('v1')
export class GamesController {
  constructor(
    private readonly games: GamesService,
    private readonly schemas: GameSchemasService,
  ) {}

  @Get('game-types')
  @ApiOperation({ summary: 'The games Crier referees, with their options and whether any data is provisional.' })
  @ApiOkResponse({ type: [GameTypeDto] })
  gameTypes(): GameTypeDto[] {
    return this.games.gameTypes();
  }

  @Get('game-types/:id/schemas')
  @ApiOperation({
    summary:
      "JSON Schemas (draft 2020-12) of a game's moves, views, events, result and state, generated from the engine's types.",
    description:
      '`move`, `view`, `event`, `result` and `state` are `$ref`s into `$defs`. Validate a move with `{ ...body.move, $defs: body.$defs }` ' +
      '(ajv: `new Ajv2020({ discriminator: true })`). Static for a given Crier build: send the `ETag` back in `If-None-Match` for a 304.',
  })
  @ApiParam({ name: 'id', description: 'Game id: troyes-dice, troyes or orleans.', example: 'troyes-dice' })
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'An ETag of an earlier answer: 304 if unchanged.' })
  @ApiOkResponse({
    type: GameSchemasDto,
    description: "The game's schema document.",
    headers: {
      ETag: { description: 'Strong validator of the document.', schema: { type: 'string' } },
      'Cache-Control': { description: `${SCHEMAS_CACHE_CONTROL}.`, schema: { type: 'string' } },
    },
  })
  @ApiResponse({ status: 304, description: 'Not Modified: `If-None-Match` names the current ETag (no body).' })
  @ApiNotFoundResponse({
    description: 'NOT_FOUND: Crier does not referee this game; `knownGames` lists the ids it does.',
    content: {
      'application/problem+json': {
        example: {
          type: 'urn:crier:error:NOT_FOUND',
          title: 'Not Found',
          status: 404,
          detail: 'Game type was not found.',
          code: 'NOT_FOUND',
          instance: '/v1/game-types/chess/schemas',
          game: 'chess',
          knownGames: ['troyes-dice', 'troyes', 'orleans'],
        },
      },
    },
  })
  gameSchemas(
    @Param('id') id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): GameSchemaDocument | undefined {
    const { document, etag } = this.schemas.get(id);
    void reply.header('etag', etag).header('cache-control', SCHEMAS_CACHE_CONTROL);
    if (matchesEtag(ifNoneMatch, etag)) {
      void reply.status(304);
      return undefined;
    }
    return document;
  }

  @Post('games')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Create a game: `seats` open seats (the creator takes seat 0), or a list of seats with bots. A game with no open seat starts at once.',
    description:
      'Bots (`{"bot": "greedy"}`) play from their own seat’s view; when they must act first they move before this answer ' +
      '(its `version`, `view` and `actors` include their moves, and `GET /v1/games/{id}/events` lists them as `MoveMade` with `bot`).',
  })
  @ApiCreatedResponse({ type: GameDto })
  create(@Body() input: CreateGameInput, @CurrentPlayer() player: AuthenticatedPlayer): Promise<GameDto> {
    // seatList is GraphQL's spelling of a seat list (an input cannot be Int or list there); REST says seats.
    if (input.seatList !== undefined) {
      throw new AppError('VALIDATION_FAILED', 'The request has invalid fields.', {
        fields: [{ path: 'seatList', constraints: { whitelistValidation: 'property seatList should not exist' } }],
      });
    }
    return this.games.create(input, player.id);
  }

  @Post('games/:id/join')
  @HttpCode(200)
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Take the next open seat; the game starts when the last seat is taken.',
    description:
      'The body is optional: `{"entropy": "..."}` adds your part to a mixed game’s seed (docs/fairness.md, "Seat entropy").',
  })
  @ApiBody({ type: JoinGameInput, required: false })
  @ApiOkResponse({ type: GameDto })
  join(
    @Param('id', GameIdPipe) id: string,
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() input: JoinGameInput = {},
  ): Promise<GameDto> {
    return this.games.join(id, player.id, input?.entropy ?? null);
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
