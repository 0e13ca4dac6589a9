import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { AppError } from '../common/errors/app-error';
import { EventStore } from '../persistence/event-store';
import { GameStates } from '../persistence/game-states';
import { seatOf, type GameRecord } from '../persistence/games.repository';
import type { MoveMadePayload, StoredEvent } from '../persistence/stream-events';
import { GamesService } from './games.service';
import { assertViewable, seedRevealed, visibleTo } from './visibility';

export interface HistoryEvent {
  seq: number;
  type: string;
  seat: number | null;
  payload: unknown;
  at: Date;
}

export interface GameHistory {
  gameId: string;
  status: GameRecord['status'];
  version: number;
  /** Revealed once the game is finished (check it against GameCreated.seedCommitment). */
  seed: string | null;
  events: HistoryEvent[];
}

/**
 * A game's event stream as a caller may see it. While the game runs, a seat sees its own moves
 * in full, only the public engine events of other seats' moves (not the moves themselves), and
 * never the seed; once finished, everyone sees everything, seed included, to replay it.
 */
@Injectable()
export class HistoryService {
  constructor(
    private readonly games: GamesService,
    private readonly store: EventStore,
    private readonly states: GameStates,
    private readonly clock: Clock,
  ) {}

  async stream(gameId: string, playerId: string | undefined, afterSeq = -1): Promise<GameHistory> {
    const game = await this.games.load(gameId);
    const seat = seatOf(game, playerId);
    const now = this.clock.now();
    assertViewable(game, seat, now);
    const finished = game.status === 'FINISHED';
    const revealed = seedRevealed(game, now);
    const stored = await this.store.load(game.id, afterSeq);
    return {
      gameId: game.id,
      status: game.status,
      version: game.version,
      seed: revealed ? game.seed : null,
      events: stored.map((e) => (finished ? e : redact(e, seat))),
    };
  }

  /** The full engine state after event `at` (default: the end) of a finished game. */
  async stateAt(gameId: string, at?: number): Promise<{ version: number; state: unknown; actors: number[] }> {
    const game = await this.games.load(gameId);
    if (!seedRevealed(game, this.clock.now())) {
      throw new AppError('CONFLICT', 'Time travel is for finished games whose seed is revealed.', {
        reason: game.status === 'FINISHED' ? 'SEED_NOT_REVEALED' : 'GAME_NOT_FINISHED',
      });
    }
    const version = at ?? game.version;
    if (!Number.isInteger(version) || version < 0 || version > game.version) {
      throw new AppError('VALIDATION_FAILED', `at must be a version from 0 to ${game.version}.`, {
        fields: [{ path: 'at', constraints: { range: `0..${game.version}` } }],
      });
    }
    const def = this.states.definition(game);
    const state = await this.states.at(game, version);
    return { version, state, actors: def.actors(state) };
  }
}

/** What `seat` (null: a spectator) may see of one stored event while the game runs (also live play). */
export function redact(e: StoredEvent, seat: number | null): HistoryEvent {
  if (e.type !== 'MoveMade' || (seat !== null && e.seat === seat)) return e;
  const payload = e.payload as unknown as MoveMadePayload;
  const events = visibleTo(payload.events, seat);
  // Who played a seat is public: a bot's move keeps its `bot` mark, only the move is hidden.
  return { ...e, payload: payload.bot ? { events, bot: payload.bot } : { events } };
}
