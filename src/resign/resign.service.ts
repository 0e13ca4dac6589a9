import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { AppError, notFound } from '../common/errors/app-error';
import { VersionConflict } from '../common/errors/domain-errors';
import { ClocksService, leaveResult } from '../clocks/clocks.service';
import { GamesService } from '../games/games.service';
import type { GameDto } from '../games/games.model';
import { EventStore } from '../persistence/event-store';
import { GameStates } from '../persistence/game-states';
import { GamesRepository, seatOf, type GameRecord } from '../persistence/games.repository';
import type { GameAbandonedPayload } from '../persistence/stream-events';

/** How many times a resignation is retried when a move lands first. */
const MAX_ATTEMPTS = 8;

/**
 * Resignation (docs/rules-notes/resignation.md): the seat leaves and the game ends ABANDONED at
 * once, in every game. With 2+ seats its result ranks the resigning seat last and the others as
 * the rules rank them now; a solo game ends without a result (not scored, not ranked).
 */
@Injectable()
export class ResignService {
  constructor(
    private readonly repo: GamesRepository,
    private readonly games: GamesService,
    private readonly states: GameStates,
    private readonly events: EventStore,
    private readonly clocks: ClocksService,
    private readonly clock: Clock,
  ) {}

  async resign(gameId: string, playerId: string): Promise<GameDto> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const game = await this.repo.find(gameId);
      if (!game) throw notFound('Game', { gameId });
      const seat = seatOf(game, playerId);
      if (seat === null) throw new AppError('FORBIDDEN', 'You have no seat in this game.', { gameId });
      assertActive(game);
      if (await this.appendResignation(game, seat)) return this.games.get(gameId, playerId);
      // A move (or a timeout) landed first: decide again on the new row.
    }
    throw new VersionConflict((await this.games.load(gameId)).version);
  }

  private async appendResignation(game: GameRecord, seat: number): Promise<boolean> {
    const now = this.clock.now();
    const { def, state } = await this.states.load(game);
    const v = game.version;
    const abandoned: GameAbandonedPayload = { reason: 'RESIGNED', seat };
    return this.events.append({
      gameId: game.id,
      expectedVersion: v,
      events: [
        { seq: v + 1, type: 'Resigned', seat, payload: {} },
        { seq: v + 2, type: 'GameAbandoned', seat: null, payload: abandoned },
      ],
      close: { status: 'ABANDONED', result: leaveResult(def, state, game.playerCount, [seat]), at: now },
      project: this.clocks.forEnd(game, now)?.project,
    });
  }
}

function assertActive(game: GameRecord): void {
  if (game.status === 'ACTIVE') return;
  throw new AppError(
    'CONFLICT',
    game.status === 'OPEN' ? 'The game has not started.' : 'The game is over: there is nothing to resign.',
    { reason: game.status === 'OPEN' ? 'GAME_NOT_STARTED' : 'GAME_OVER', gameStatus: game.status },
  );
}
