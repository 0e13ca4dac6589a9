import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import type { Transaction } from '../database/transaction';
import { EventStore, type AppendRequest } from './event-store';
import type { GameRecord } from './games.repository';
import type { GameAbandonedPayload, GameFinishedPayload } from './stream-events';

/** A finished game, handed to the projections that commit with its last event. */
export interface FinishedGame {
  game: GameRecord;
  state: unknown;
  result: GameFinishedPayload;
  finishedAt: Date;
}

/**
 * A read model written when a game finishes, inside the transaction of its last event (so it is
 * there exactly when the game is finished, never before or without it). Implementations are Nest
 * providers of their feature module, collected under GAME_END_PROJECTIONS by GameEndModule.
 */
export interface GameEndProjection {
  /** For logs and docs. */
  readonly name: string;
  project(tx: Transaction, finished: FinishedGame): Promise<void>;
}

/** The projections, in the order they run (see GameEndModule). */
export const GAME_END_PROJECTIONS = Symbol('GAME_END_PROJECTIONS');

/** What happens when a game ends: finished (with its projections) or abandoned. */
@Injectable()
export class GameEnd {
  private readonly logger = new Logger('GameEnd');

  constructor(
    private readonly events: EventStore,
    private readonly clock: Clock,
    @Inject(GAME_END_PROJECTIONS) private readonly projections: readonly GameEndProjection[],
  ) {}

  /**
   * Appends the events that finish the game and, in the same transaction, runs every projection.
   * False (nothing written) when the game moved on since `req.expectedVersion`.
   */
  finish(req: Omit<AppendRequest, 'close'>, finished: FinishedGame): Promise<boolean> {
    return this.events.append({
      ...req,
      close: {
        status: 'FINISHED',
        result: finished.result,
        at: finished.finishedAt,
        project: async (tx) => {
          for (const p of this.projections) await p.project(tx, finished);
        },
      },
    });
  }

  /** Closes an active game whose deadline has passed (GameAbandoned). False if it moved on. */
  async abandon(game: GameRecord): Promise<boolean> {
    if (game.status !== 'ACTIVE' || game.deadline === null) return false;
    const payload: GameAbandonedPayload = { reason: 'DEADLINE_PASSED', deadline: game.deadline.toISOString() };
    const ok = await this.events.append({
      gameId: game.id,
      expectedVersion: game.version,
      events: [{ seq: game.version + 1, type: 'GameAbandoned', seat: null, payload }],
      close: { status: 'ABANDONED', result: null, at: this.clock.now() },
    });
    if (ok) this.logger.log(`game ${game.id} abandoned: deadline ${payload.deadline} passed`);
    return ok;
  }
}
