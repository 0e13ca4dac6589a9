import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentPlayer } from '../auth/auth.guard';
import { parseGameId } from '../games/game-id';
import type { AuthenticatedPlayer } from '../players/players.service';
import { SubmitMoveInput } from './dto/submit-move.input';
import { LegalMovesDto, MoveAcceptedDto, MoveRejectedDto, moveRejected, SubmitMoveResult } from './moves.model';
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
      'Submit a move. Every expected refusal (ILLEGAL_MOVE, NOT_YOUR_TURN, VERSION_CONFLICT, FORBIDDEN, CONFLICT, ' +
      'NOT_FOUND, IDEMPOTENCY_KEY_REUSED) returns MoveRejected; errors only for the unexpected.',
  })
  @Authenticated()
  async submitMove(
    @Args('input') input: SubmitMoveInput,
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): Promise<MoveAcceptedDto | MoveRejectedDto> {
    const outcome = await this.moves.submit({
      gameId: parseGameId(input.gameId),
      playerId: player.id,
      move: input.move,
      expectedVersion: input.expectedVersion,
      idempotencyKey: input.idempotencyKey,
    });
    return outcome.ok ? outcome.value : moveRejected(outcome.rejection);
  }
}
