import { Controller, Get, Headers, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtraModels,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import { GameIdPipe } from '../games/game-id';
import type { AuthenticatedPlayer } from '../players/players.service';
import { LobbyStreamQuery } from '../seeks/dto/lobby-stream.query';
import { SeekDto } from '../seeks/seeks.model';
import { LiveStreams } from './live-streams';
import { GameUpdateDto, PlayerNoticeDto, SeekClosedDto } from './live.model';

const GAME_STREAM_EXAMPLE =
  'retry: 2000\n\n' +
  'id: 7\nevent: version\ndata: {"gameId":"…","version":7,"status":"ACTIVE","events":[{"seq":7,"type":"MoveMade",…}],"current":true,"view":{…},"actors":[1],"legalMoves":null,"result":null,"seed":null}\n\n' +
  ': heartbeat\n\n' +
  'event: close\ndata: {"reason":"GAME_OVER"}\n\n';

/** The `data` of a stream's last message, `event: close`. */
const STREAM_CLOSED = {
  type: 'object',
  title: 'LiveStreamClosed',
  description: 'The data of `event: close`, the last message: why the stream ends.',
  required: ['reason'],
  properties: {
    reason: {
      type: 'string',
      enum: ['GAME_OVER', 'SLOW_READER', 'SHUTDOWN', 'RESYNC'],
      description:
        'GAME_OVER: the game ended; SLOW_READER: you fell LIVE_BUFFER_BYTES behind (resume with Last-Event-ID); SHUTDOWN: the instance is stopping (reconnect); ' +
        'RESYNC (the lobby stream only): changes may have been missed (the instance lost its PostgreSQL listener for a moment): reconnect and read GET /v1/seeks again.',
    },
  },
};

/**
 * The schema of a stream's messages for generated clients: each message's `data`, as JSON (the
 * convention SSE-aware generators read; the framing is `id:`, `event:`, `data:` lines).
 */
const messages = (...dtos: Parameters<typeof getSchemaPath>[0][]): { schema: Record<string, unknown> } => ({
  schema: {
    description: "Each message's `data` (JSON); the message's `event:` says which.",
    oneOf: [...dtos.map((dto) => ({ $ref: getSchemaPath(dto) })), STREAM_CLOSED],
  },
});

const PLAYER_STREAM_EXAMPLE =
  'retry: 2000\n\n' +
  'event: yourTurn\ndata: {"type":"yourTurn","gameId":"…","version":7,"seat":1}\n\n' +
  ': heartbeat\n\n';

const LOBBY_STREAM_EXAMPLE =
  'retry: 2000\n\n' +
  'event: seekOpened\ndata: {"id":"…","playerId":"…","playerName":"Valentin","game":"troyes","players":{"min":2,"max":2},…,"status":"OPEN",…}\n\n' +
  ': heartbeat\n\n' +
  'event: seekClosed\ndata: {"seekId":"…","game":"troyes","status":"MATCHED"}\n\n';

/**
 * Live play over Server-Sent Events. The data of each message is JSON (GameUpdate, PlayerNotice, Seek, SeekClosed in
 * the document's components); the contract checker of the tests does not see a stream's body
 * (it is written past Fastify's hooks), the e2e suite checks it against GET /events instead.
 */
@ApiTags('live')
@ApiExtraModels(GameUpdateDto, PlayerNoticeDto, SeekDto, SeekClosedDto)
@Controller('v1')
export class LiveController {
  constructor(private readonly streams: LiveStreams) {}

  @Get('games/:id/stream')
  @ApiOperation({
    summary: 'Server-Sent Events: one `version` event per accepted version of the game, as you may see it.',
  })
  @ApiOkResponse({
    description:
      'A `text/event-stream`. Each accepted version is one message `id: <version>`, `event: version`, `data:` a ' +
      `[GameUpdate](${getSchemaPath(GameUpdateDto)}) as JSON (exactly the visibility of GET /v1/games/{id}/events; ` +
      'view, actors and legalMoves on the message that brings you to the newest version). `: heartbeat` comment lines ' +
      'keep it open. It ends after the final version with `event: close`, `data: {"reason":"GAME_OVER"}`; a reader more ' +
      'than LIVE_BUFFER_BYTES behind gets `{"reason":"SLOW_READER"}` and resumes with Last-Event-ID. For example:\n\n' +
      '```\n' +
      GAME_STREAM_EXAMPLE +
      '```',
    content: { 'text/event-stream': messages(GameUpdateDto) },
  })
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: 'Resume after this version (EventSource sends it).',
  })
  @ApiQuery({ name: 'after', required: false, description: 'Start after this version (-1: from GameCreated).' })
  async gameStream(
    @Param('id', GameIdPipe) id: string,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Query('after') after: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @CurrentPlayer() player?: AuthenticatedPlayer,
  ): Promise<void> {
    await this.streams.gameStream(id, player, lastEventId, after, request, reply);
  }

  @Get('players/me/stream')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Server-Sent Events for you: your turn, game started / finished, rematch proposed, daily opened / closed.',
  })
  @ApiOkResponse({
    description:
      'A `text/event-stream` of notices: `event:` seekMatched, gameStarted, yourTurn, gameFinished, ratingChanged, rematchProposed, dailyOpened or dailyClosed, ' +
      `\`data:\` a [PlayerNotice](${getSchemaPath(PlayerNoticeDto)}) as JSON; \`: heartbeat\` comment lines keep it open. ` +
      'For example:\n\n```\n' +
      PLAYER_STREAM_EXAMPLE +
      '```',
    content: { 'text/event-stream': messages(PlayerNoticeDto) },
  })
  async playerStream(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): Promise<void> {
    await this.streams.playerStream(player, request, reply);
  }

  @Get('seeks/stream')
  @ApiOperation({
    summary:
      'Server-Sent Events of the open lobby: `seekOpened` when a seek joins it, `seekClosed` when one leaves (matched, deleted, expired).',
  })
  @ApiOkResponse({
    description:
      'A `text/event-stream`, public like GET /v1/seeks (an API key, when sent, only counts the stream against your key ' +
      'instead of your IP). `event: seekOpened`, `data:` the ' +
      `[Seek](${getSchemaPath(SeekDto)}) as GET /v1/seeks/{id} shows it; \`event: seekClosed\`, \`data:\` a ` +
      `[SeekClosed](${getSchemaPath(SeekClosedDto)}) (\`seekId\`, \`game\`, \`status\` MATCHED, CANCELLED or EXPIRED). ` +
      'Only changes committed after the stream opened are told: read GET /v1/seeks once it is open (and after every ' +
      'reconnection), then apply the events by seek id; `event: close` with reason RESYNC says changes may have been missed (reconnect). A seek matched in the request that made it is never ' +
      'opened: its `seekClosed` comes alone. `: heartbeat` comment lines keep it open. For example:\n\n```\n' +
      LOBBY_STREAM_EXAMPLE +
      '```',
    content: { 'text/event-stream': messages(SeekDto, SeekClosedDto) },
  })
  async lobbyStream(
    @Query() q: LobbyStreamQuery,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @CurrentPlayer() player?: AuthenticatedPlayer,
  ): Promise<void> {
    await this.streams.lobbyStream(q.game ?? null, player, request, reply);
  }
}
