import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { GameEvent, Violation } from '../engine';
import { AppError } from '../common/errors/app-error';
import { Database } from '../database/database';
import { seatOf } from '../games/game-presenter';
import { Clock } from '../common/clock/clock';
import { EventStore, type NewEvent } from '../persistence/event-store';
import { GameEnd } from '../persistence/game-end';
import { GameStates } from '../persistence/game-states';
import { GamesRepository, type GameRecord } from '../persistence/games.repository';
import type { GameFinishedPayload, MoveMadePayload } from '../persistence/stream-events';

export interface MoveAccepted {
  /** The game's version after the move (send it as the next expectedVersion). */
  version: number;
  status: GameRecord['status'];
  /** What the move caused, as far as the mover may see. */
  events: GameEvent[];
  /** The mover's view after the move. */
  view: unknown;
  /** Who must act next. */
  actors: number[];
  /** Scores and ranking when this move finished the game. */
  result: GameFinishedPayload | null;
}

export interface SubmitMove {
  gameId: string;
  playerId: string;
  move: unknown;
  expectedVersion?: number;
  idempotencyKey?: string;
}

/** How many times a move is recomputed when another seat's move lands first. */
const MAX_ATTEMPTS = 8;

/**
 * The only caller of the engine's `apply` for live games. A move is checked (seat, turn,
 * version, rules), then appended in one statement guarded by the version it was computed
 * from; if a concurrent move won, it is recomputed on the new state (unless the client pinned
 * expectedVersion). Every rejection stores nothing.
 */
@Injectable()
export class MovesService {
  constructor(
    private readonly games: GamesRepository,
    private readonly states: GameStates,
    private readonly events: EventStore,
    private readonly db: Database,
    private readonly gameEnd: GameEnd,
    private readonly clock: Clock,
  ) {}

  async legalMoves(gameId: string, playerId: string): Promise<{ version: number; seat: number; moves: unknown[] }> {
    const game = await this.load(gameId);
    const seat = this.seatOrForbidden(game, playerId);
    if (game.status !== 'ACTIVE') return { version: game.version, seat, moves: [] };
    const def = this.states.definition(game);
    const state = await this.states.current(game);
    return { version: game.version, seat, moves: def.legalMoves(state, seat) };
  }

  async submit(req: SubmitMove): Promise<MoveAccepted> {
    const requestHash = hashRequest(req);
    for (let attempt = 1; ; attempt++) {
      const game = await this.load(req.gameId);
      const seat = this.seatOrForbidden(game, req.playerId);
      if (req.idempotencyKey) {
        const earlier = await this.remembered(req.playerId, req.idempotencyKey, requestHash);
        if (earlier) return earlier;
      }
      const now = this.clock.now();
      await this.assertOpenForMoves(game, now, req.expectedVersion);
      const def = this.states.definition(game);
      const state = await this.states.current(game);
      if (!def.actors(state).includes(seat)) {
        throw new AppError('NOT_YOUR_TURN', `Seat ${seat} is not among those who must act now.`, {
          seat,
          actors: def.actors(state),
          currentVersion: game.version,
        });
      }
      const applied = def.apply(state, seat, req.move);
      if (!applied.ok) throw illegalMove(applied.error);

      const next = applied.value.state;
      const over = def.isOver(next);
      const moveEvent: NewEvent = {
        seq: game.version + 1,
        type: 'MoveMade',
        seat,
        payload: { move: req.move as MoveMadePayload['move'], events: applied.value.events } satisfies MoveMadePayload,
      };
      const result: GameFinishedPayload | null = over ? { scores: def.scores(next), ranking: def.ranking(next) } : null;
      const newEvents = result
        ? [moveEvent, { seq: game.version + 2, type: 'GameFinished' as const, seat: null, payload: result }]
        : [moveEvent];
      const accepted: MoveAccepted = {
        version: game.version + newEvents.length,
        status: over ? 'FINISHED' : 'ACTIVE',
        events: visibleTo(applied.value.events, seat),
        view: def.view(next, seat),
        actors: over ? [] : def.actors(next),
        result,
      };
      const appended = await this.events.append({
        gameId: game.id,
        expectedVersion: game.version,
        events: newEvents,
        close: result
          ? {
              status: 'FINISHED',
              result,
              at: now,
              project: (client) => this.gameEnd.project(client, { game, state: next, result, finishedAt: now }),
            }
          : undefined,
        idempotency: req.idempotencyKey
          ? { playerId: req.playerId, key: req.idempotencyKey, requestHash, status: 201, response: accepted }
          : undefined,
      });
      if (appended) {
        this.states.remember(game.id, accepted.version, next);
        return accepted;
      }
      // Someone else's move landed first.
      if (req.expectedVersion !== undefined || attempt >= MAX_ATTEMPTS) {
        throw versionConflict((await this.load(req.gameId)).version);
      }
    }
  }

  /** The game accepts moves now, at the version the client expects (if it said). */
  private async assertOpenForMoves(game: GameRecord, now: Date, expectedVersion: number | undefined): Promise<void> {
    if (game.status === 'ACTIVE' && game.deadline !== null && game.deadline <= now) {
      await this.gameEnd.abandon(game);
      throw new AppError('CONFLICT', 'The game’s deadline has passed; it is closed as abandoned.', {
        reason: 'DEADLINE_PASSED',
        deadline: game.deadline.toISOString(),
      });
    }
    if (game.status !== 'ACTIVE') {
      throw new AppError('CONFLICT', game.status === 'OPEN' ? 'The game has not started.' : 'The game is over.', {
        reason: game.status === 'OPEN' ? 'GAME_NOT_STARTED' : 'GAME_OVER',
        status: game.status,
      });
    }
    if (expectedVersion !== undefined && expectedVersion !== game.version) throw versionConflict(game.version);
  }

  private async load(gameId: string): Promise<GameRecord> {
    const game = await this.games.find(gameId);
    if (!game) throw new AppError('NOT_FOUND', 'Game was not found.', { gameId });
    return game;
  }

  private seatOrForbidden(game: GameRecord, playerId: string): number {
    const seat = seatOf(game, playerId);
    if (seat === null) throw new AppError('FORBIDDEN', 'You have no seat in this game.', { gameId: game.id });
    return seat;
  }

  private async remembered(playerId: string, key: string, requestHash: string): Promise<MoveAccepted | null> {
    const row = await this.db.prisma.idempotencyRecord.findUnique({ where: { playerId_key: { playerId, key } } });
    if (!row) return null;
    if (row.requestHash !== requestHash) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request.', {
        idempotencyKey: key,
      });
    }
    return row.response as unknown as MoveAccepted;
  }
}

function hashRequest(req: SubmitMove): string {
  return createHash('sha256')
    .update(JSON.stringify([req.gameId, req.move, req.expectedVersion ?? null]))
    .digest('hex');
}

function versionConflict(currentVersion: number): AppError {
  return new AppError('VERSION_CONFLICT', 'The game has moved on since expectedVersion; reload and retry.', {
    currentVersion,
  });
}

function illegalMove(violation: Violation): AppError {
  return new AppError('ILLEGAL_MOVE', violation.message, { violation });
}

/** Engine events a seat may see (those without `to`, or addressed to it). */
export function visibleTo(events: GameEvent[], seat: number | null): GameEvent[] {
  return events.filter((e) => e.to === undefined || (seat !== null && e.to.includes(seat)));
}
