import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { GameEvent, Violation } from '../engine';
import { AppError } from '../common/errors/app-error';
import { playDueBots, type BotMoveMade } from '../bots/bot-turns';
import { isDatabaseFault } from '../common/errors/database-faults';
import { DuplicateIdempotencyKey, GameNotFound, VersionConflict } from '../common/errors/domain-errors';
import { Clock } from '../common/clock/clock';
import { ClocksService } from '../clocks/clocks.service';
import { EventStore, type NewEvent } from '../persistence/event-store';
import { GameEnd } from '../persistence/game-end';
import { GameStates } from '../persistence/game-states';
import { GamesRepository, seatOf, type GameRecord } from '../persistence/games.repository';
import { IdempotencyRepository } from '../persistence/idempotency.repository';
import { newTurns } from '../persistence/new-turns';
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
  /** The mover's legal moves now when it still acts (one request per decision); null otherwise. */
  legalMoves: unknown[] | null;
  /** The bots' moves this move set off (their events as far as the mover may see; not the moves). */
  botMoves: BotMoveMade[];
}

export interface SubmitMove {
  gameId: string;
  playerId: string;
  move: unknown;
  expectedVersion?: number;
  idempotencyKey?: string;
  /** The mover's API key when it was recognised from memory: confirmed active by the SQL run here. */
  unconfirmedKeyId?: string;
}

/** How many times a move is recomputed when another seat's move lands first. */
const MAX_ATTEMPTS = 8;
/** Active games whose row this instance read or wrote last (see `recentGame`). */
const RECENT_GAMES = 2000;

/**
 * The only caller of the engine's `apply` for live games. A move is checked (seat, turn,
 * version, rules), then appended in one statement guarded by the version it was computed
 * from; if a concurrent move won, it is recomputed on the new state (unless the client pinned
 * expectedVersion). Every rejection stores nothing.
 */
@Injectable()
export class MovesService {
  /**
   * gameId → the game row as this instance last read or wrote it (active games only), bounded:
   * reads `peek` so only a write makes a game recent.
   */
  private readonly recent = new LRUCache<string, GameRecord>({ max: RECENT_GAMES });

  constructor(
    private readonly games: GamesRepository,
    private readonly states: GameStates,
    private readonly events: EventStore,
    private readonly idempotency: IdempotencyRepository,
    private readonly gameEnd: GameEnd,
    private readonly clock: Clock,
    private readonly clocks: ClocksService,
  ) {}

  async legalMoves(
    gameId: string,
    playerId: string,
    unconfirmedKeyId?: string,
  ): Promise<{ version: number; seat: number; moves: unknown[] }> {
    const game = await this.load(gameId, unconfirmedKeyId);
    const seat = this.seatOrForbidden(game, playerId);
    this.rememberGame(game);
    if (game.status !== 'ACTIVE') return { version: game.version, seat, moves: [] };
    const { def, state } = await this.states.load(game);
    return { version: game.version, seat, moves: def.legalMoves(state, seat) };
  }

  async submit(req: SubmitMove): Promise<MoveAccepted> {
    // Only an Idempotency-Key retry needs the request's fingerprint.
    const requestHash = req.idempotencyKey ? hashRequest(req) : '';
    for (let attempt = 1; ; attempt++) {
      // First try the row this instance last saw, without reading it again: the append below is
      // guarded by its version and status, so if another writer moved the game on nothing is
      // written, and any answer (accepted or refused) then comes from the database's row.
      // (Not for a retry under an Idempotency-Key whose key is unconfirmed: the stored answer is
      // given before any statement that would confirm the key, so confirm it by reading first.)
      const tryRemembered = attempt === 1 && !(req.unconfirmedKeyId && req.idempotencyKey);
      const cached = tryRemembered ? this.recentGame(req.gameId, req.expectedVersion) : undefined;
      if (cached) {
        try {
          const accepted = await this.attempt(cached, req, requestHash);
          if (accepted) return accepted;
        } catch (err) {
          // A database fault is not about the row: trying again would double the wait (a hung
          // database) or the retries (a deadlock). Anything else was judged on a possibly stale
          // row: decide again on the database's.
          if (isDatabaseFault(err)) throw err;
        }
        this.recent.delete(req.gameId);
        continue;
      }
      const game = await this.load(req.gameId, req.unconfirmedKeyId);
      const accepted = await this.attempt(game, req, requestHash);
      if (accepted) return accepted;
      // Someone else's move landed first (or the key was revoked meanwhile: the reload says so).
      if (req.expectedVersion !== undefined || attempt >= MAX_ATTEMPTS) {
        throw new VersionConflict((await this.load(req.gameId, req.unconfirmedKeyId)).version);
      }
    }
  }

  /** Checks and appends the move against `game`; null when the append lost to another writer. */
  private async attempt(game: GameRecord, req: SubmitMove, requestHash: string): Promise<MoveAccepted | null> {
    const seat = this.seatOrForbidden(game, req.playerId);
    if (req.idempotencyKey) {
      const earlier = await this.remembered(req.playerId, req.idempotencyKey, requestHash);
      if (earlier) return earlier;
    }
    const now = this.clock.now();
    await this.assertOpenForMoves(game, now, req.expectedVersion);
    const { def, state } = await this.states.load(game);
    const actors = def.actors(state);
    if (!actors.includes(seat)) {
      throw new AppError('NOT_YOUR_TURN', `Seat ${seat} is not among those who must act now.`, {
        seat,
        actors,
        currentVersion: game.version,
      });
    }
    const applied = def.apply(state, seat, req.move);
    if (!applied.ok) throw illegalMove(applied.error);

    // Bots that are actors now move within this request, appended with this move in one statement.
    const bots = playDueBots(def, applied.value.state, game, game.version + 1);
    const next = bots.state;
    const over = def.isOver(next);
    const moveEvent: NewEvent = {
      seq: game.version + 1,
      type: 'MoveMade',
      seat,
      payload: { move: req.move as MoveMadePayload['move'], events: applied.value.events } satisfies MoveMadePayload,
    };
    const result: GameFinishedPayload | null = over ? { scores: def.scores(next), ranking: def.ranking(next) } : null;
    const finishedSeq = game.version + 2 + bots.events.length;
    const newEvents = result
      ? [moveEvent, ...bots.events, { seq: finishedSeq, type: 'GameFinished' as const, seat: null, payload: result }]
      : [moveEvent, ...bots.events];
    const nextActors = over ? [] : def.actors(next);
    const accepted: MoveAccepted = {
      version: game.version + newEvents.length,
      status: over ? 'FINISHED' : 'ACTIVE',
      events: [...visibleTo(applied.value.events, seat), ...bots.moves.flatMap((m) => visibleTo(m.events, seat))],
      view: def.view(next, seat),
      actors: nextActors,
      result,
      legalMoves: nextActors.includes(seat) ? def.legalMoves(next, seat) : null,
      botMoves: bots.moves.map((m) => ({ ...m, events: visibleTo(m.events, seat) })),
    };
    // A timed game's clocks commit with the move (null: untimed; refused when the seat ran out).
    const clocked = this.clocks.forMove(game, { seat, actorsBefore: actors, actorsAfter: accepted.actors, over, now });
    const append = {
      gameId: game.id,
      expectedVersion: game.version,
      events: newEvents,
      project: clocked?.project,
      activeKeyId: req.unconfirmedKeyId,
      turn: newTurns(actors, accepted.actors, seat),
      idempotency: req.idempotencyKey
        ? { playerId: req.playerId, key: req.idempotencyKey, requestHash, status: 201, response: accepted }
        : undefined,
    };
    // A finishing move commits with the game-end projections (leaderboard, achievements).
    const appended = result
      ? await this.gameEnd.finish(append, { game, state: next, result, finishedAt: now })
      : await this.events.append(append);
    if (!appended) return null;
    this.states.remember(game.id, accepted.version, next);
    this.rememberGame({
      ...game,
      version: accepted.version,
      status: accepted.status,
      ...(clocked ? { clock: clocked.clock, clockDeadline: clocked.deadline } : {}),
    });
    return accepted;
  }

  /**
   * The row to try a move on without reading it: only for an active game whose deadline has
   * not passed, and only when it agrees with a pinned expectedVersion.
   */
  private recentGame(gameId: string, expectedVersion: number | undefined): GameRecord | undefined {
    const game = this.recent.peek(gameId);
    if (!game || game.status !== 'ACTIVE') return undefined;
    if (game.deadline !== null && game.deadline <= this.clock.now()) return undefined;
    if (expectedVersion !== undefined && expectedVersion !== game.version) return undefined;
    return game;
  }

  private rememberGame(game: GameRecord): void {
    if (game.status !== 'ACTIVE') {
      this.recent.delete(game.id);
      return;
    }
    this.recent.set(game.id, game);
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
        gameStatus: game.status,
      });
    }
    if (expectedVersion !== undefined && expectedVersion !== game.version) throw new VersionConflict(game.version);
  }

  /** The game from the database; with `unconfirmedKeyId`, also confirms that key is active. */
  private async load(gameId: string, unconfirmedKeyId?: string): Promise<GameRecord> {
    let game: GameRecord | null;
    if (unconfirmedKeyId) {
      const found = await this.games.findWithKey(gameId, unconfirmedKeyId);
      if (!found.keyActive) throw new AppError('UNAUTHENTICATED', 'The API key is unknown or revoked.');
      game = found.game;
    } else {
      game = await this.games.find(gameId);
    }
    if (!game) throw new GameNotFound(gameId);
    return game;
  }

  private seatOrForbidden(game: GameRecord, playerId: string): number {
    const seat = seatOf(game, playerId);
    if (seat === null) throw new AppError('FORBIDDEN', 'You have no seat in this game.', { gameId: game.id });
    return seat;
  }

  private async remembered(playerId: string, key: string, requestHash: string): Promise<MoveAccepted | null> {
    const row = await this.idempotency.find(playerId, key);
    if (!row) return null;
    if (row.requestHash !== requestHash) throw new DuplicateIdempotencyKey(key);
    // Answers stored before legalMoves and bots existed lack those members.
    const answer = row.response as Omit<MoveAccepted, 'legalMoves' | 'botMoves'> &
      Partial<Pick<MoveAccepted, 'legalMoves' | 'botMoves'>>;
    return { ...answer, legalMoves: answer.legalMoves ?? null, botMoves: answer.botMoves ?? [] };
  }
}

function hashRequest(req: SubmitMove): string {
  return createHash('sha256')
    .update(JSON.stringify([req.gameId, req.move, req.expectedVersion ?? null]))
    .digest('hex');
}

function illegalMove(violation: Violation): AppError {
  return new AppError('ILLEGAL_MOVE', violation.message, { violation });
}

/** Engine events a seat may see (those without `to`, or addressed to it). */
export function visibleTo(events: GameEvent[], seat: number | null): GameEvent[] {
  return events.filter((e) => e.to === undefined || (seat !== null && e.to.includes(seat)));
}
