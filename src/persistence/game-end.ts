import { Injectable, Logger } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { Clock } from '../common/clock/clock';
import { EventStore } from './event-store';
import type { GameRecord } from './games.repository';
import type { GameAbandonedPayload, GameFinishedPayload } from './stream-events';

/** A finished game, handed to the projections that commit with its last event. */
export interface FinishedGame {
  game: GameRecord;
  state: unknown;
  result: GameFinishedPayload;
  finishedAt: Date;
}

export type GameEndProjection = (client: PoolClient, finished: FinishedGame) => Promise<void>;

/**
 * What happens when a game ends. Feature modules (leaderboard, achievements) register
 * projections here; they run inside the transaction that writes the game's last event, so a
 * score is on the board exactly when the game is finished, never before or without it.
 */
@Injectable()
export class GameEnd {
  private readonly projections: { name: string; project: GameEndProjection }[] = [];
  private readonly logger = new Logger('GameEnd');

  constructor(
    private readonly events: EventStore,
    private readonly clock: Clock,
  ) {}

  register(name: string, project: GameEndProjection): void {
    this.projections.push({ name, project });
  }

  async project(client: PoolClient, finished: FinishedGame): Promise<void> {
    for (const p of this.projections) await p.project(client, finished);
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
