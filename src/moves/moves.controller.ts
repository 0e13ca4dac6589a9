import { Body, Controller, Get, Headers, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBearerAuth, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, ConfirmsKeyInQuery, CurrentPlayer } from '../auth/auth.guard';
import { AppError } from '../common/errors/app-error';
import { GameIdPipe } from '../games/game-id';
import { rejectionError } from '../play/rejections';
import type { AuthenticatedPlayer } from '../players/players.service';
import { SubmitMoveBody } from './dto/submit-move.input';
import { LegalMovesDto, MoveAcceptedDto } from './moves.model';
import { MovesService } from './moves.service';
import { prefersMinimal } from './prefer';

@ApiTags('moves')
@ApiBearerAuth()
@Controller('v1/games/:id')
export class MovesController {
  constructor(private readonly moves: MovesService) {}

  @Get('legal-moves')
  @Authenticated()
  @ConfirmsKeyInQuery()
  @ApiOperation({ summary: 'Every move your seat can make now (empty when you need not act).' })
  @ApiOkResponse({ type: LegalMovesDto })
  legalMoves(
    @Param('id', GameIdPipe) id: string,
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): Promise<LegalMovesDto> {
    return this.moves.legalMoves(id, player.id, player.unconfirmedKeyId);
  }

  @Post('moves')
  @Authenticated()
  @ConfirmsKeyInQuery()
  @ApiOperation({
    summary: 'Submit a move.',
    description:
      '422 ILLEGAL_MOVE (violation from the rules engine), 403 FORBIDDEN (not seated), 409 NOT_YOUR_TURN, ' +
      '409 VERSION_CONFLICT (stale expectedVersion; currentVersion given), 409 CONFLICT (game not active). ' +
      'Nothing is stored on any rejection.',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'Retries with the same key return the first answer.',
  })
  @ApiHeader({
    name: 'Prefer',
    required: false,
    description:
      'RFC 7240. `return=minimal`: the answer leaves out `view` (for clients that keep their own state: bots, ' +
      'tools); `Preference-Applied: return=minimal` then says so. Anything else: the whole answer.',
    schema: { type: 'string', example: 'return=minimal' },
  })
  @ApiCreatedResponse({
    type: MoveAcceptedDto,
    headers: {
      'Preference-Applied': {
        description: 'Sent when `Prefer: return=minimal` was honoured: the answer has no `view`.',
        schema: { type: 'string', enum: ['return=minimal'] },
      },
    },
  })
  async submit(
    @Param('id', GameIdPipe) id: string,
    @Body() body: SubmitMoveBody,
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Headers('idempotency-key') idempotencyKey?: string,
    @Headers('prefer') prefer?: string,
  ): Promise<MoveAcceptedDto> {
    if (idempotencyKey !== undefined && (idempotencyKey.length < 1 || idempotencyKey.length > 200)) {
      throw new AppError('VALIDATION_FAILED', 'Idempotency-Key must be 1-200 characters.', {
        fields: [{ path: 'Idempotency-Key', constraints: { length: 'must be 1-200 characters' } }],
      });
    }
    const minimal = prefersMinimal(prefer);
    const outcome = await this.moves.submit({
      gameId: id,
      playerId: player.id,
      move: body.move,
      expectedVersion: body.expectedVersion,
      idempotencyKey,
      unconfirmedKeyId: player.unconfirmedKeyId,
      withView: !minimal,
    });
    if (!outcome.ok) throw rejectionError(outcome.rejection);
    if (!minimal) return outcome.value;
    void reply.header('Preference-Applied', 'return=minimal');
    // An answer stored under an Idempotency-Key is whole: leave its view out here.
    const { view: _view, ...lean } = outcome.value;
    return lean;
  }
}
