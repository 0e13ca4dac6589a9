import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentPlayer } from '../common/auth/auth.guard';
import { AppError } from '../common/errors/app-error';
import { parseGameId } from '../games/game-id';
import type { AuthenticatedPlayer } from '../players/players.service';
import type { Violation } from '../engine';
import { SubmitMoveInput } from './dto/submit-move.input';
import { LegalMovesDto, MoveAcceptedDto, MoveRejectedDto, SubmitMoveResult } from './moves.model';
import { MovesService } from './moves.service';

@Resolver()
export class MovesResolver {
  constructor(private readonly moves: MovesService) {}

  @Query(() => LegalMovesDto, { description: 'Every move your seat can make now.' })
  @Authenticated()
  legalMoves(
    @Args('gameId', { type: () => ID }) gameId: string,
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): Promise<LegalMovesDto> {
    return this.moves.legalMoves(parseGameId(gameId), player.id);
  }

  @Mutation(() => SubmitMoveResult, {
    description:
      'Submit a move. An illegal move returns MoveRejected; not seated (FORBIDDEN), NOT_YOUR_TURN and ' +
      'VERSION_CONFLICT are errors with that extensions.code.',
  })
  @Authenticated()
  async submitMove(
    @Args('input') input: SubmitMoveInput,
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): Promise<MoveAcceptedDto | MoveRejectedDto> {
    try {
      return await this.moves.submit({
        gameId: parseGameId(input.gameId),
        playerId: player.id,
        move: input.move,
        expectedVersion: input.expectedVersion,
        idempotencyKey: input.idempotencyKey,
      });
    } catch (err) {
      if (err instanceof AppError && err.code === 'ILLEGAL_MOVE') {
        const v = err.details.violation as Violation;
        return { code: 'ILLEGAL_MOVE', violationCode: v.code, message: v.message, details: v.details ?? null };
      }
      throw err;
    }
  }
}
