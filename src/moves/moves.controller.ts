import { Body, Controller, Get, Headers, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, ConfirmsKeyInQuery, CurrentPlayer } from '../common/auth/auth.guard';
import { AppError } from '../common/errors/app-error';
import { GameIdPipe } from '../games/game-id';
import type { AuthenticatedPlayer } from '../players/players.service';
import { SubmitMoveBody } from './dto/submit-move.input';
import { LegalMovesDto, MoveAcceptedDto } from './moves.model';
import { MovesService } from './moves.service';

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
  @ApiCreatedResponse({ type: MoveAcceptedDto })
  submit(
    @Param('id', GameIdPipe) id: string,
    @Body() body: SubmitMoveBody,
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<MoveAcceptedDto> {
    if (idempotencyKey !== undefined && (idempotencyKey.length < 1 || idempotencyKey.length > 200)) {
      throw new AppError('VALIDATION_FAILED', 'Idempotency-Key must be 1-200 characters.', {
        fields: [{ path: 'Idempotency-Key', constraints: { length: 'must be 1-200 characters' } }],
      });
    }
    return this.moves.submit({
      gameId: id,
      playerId: player.id,
      move: body.move,
      expectedVersion: body.expectedVersion,
      idempotencyKey,
      unconfirmedKeyId: player.unconfirmedKeyId,
    });
  }
}
