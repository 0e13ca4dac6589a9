import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { GameEvent } from '../engine';
import { AppError } from '../common/errors/app-error';
import type { BotMoveMade } from '../bots/bot-turns';
import { GameStates } from '../persistence/game-states';
import { GamesRepository, seatOf, type GameRecord } from '../persistence/games.repository';
import { IdempotencyRepository } from '../persistence/idempotency.repository';
import type { GameFinishedPayload } from '../persistence/stream-events';
import type { GameCommand, Outcome } from '../play/command';
import { CommandRunner } from '../play/command-runner';
import { gameNotFound, idempotencyKeyReused, notSeated, rejectionError, type Rejection } from '../play/rejections';
import { decideMove, moveAccepted } from './submit-move.command';

export interface MoveAccepted {
  /** The game's version after the move (send it as the next expectedVersion). */
  version: number;
  status: GameRecord['status'];
  /** What the move caused, as far as the mover may see. */
  events: GameEvent[];
  /** The mover's view after the move (absent when the client asked for `Prefer: return=minimal`). */
  view?: unknown;
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
  /** False: the answer leaves out the mover's view (`Prefer: return=minimal`). Default true. */
  withView?: boolean;
}

/**
 * Moves of live games: a move is a command run by the CommandRunner (docs/architecture.md), the
 * engine deciding; legal moves are read from the same state.
 */
@Injectable()
export class MovesService {
  constructor(
    private readonly games: GamesRepository,
    private readonly states: GameStates,
    private readonly idempotency: IdempotencyRepository,
    private readonly runner: CommandRunner,
  ) {}

  async legalMoves(
    gameId: string,
    playerId: string,
    unconfirmedKeyId?: string,
  ): Promise<{ version: number; seat: number; moves: unknown[] }> {
    const game = await this.load(gameId, unconfirmedKeyId);
    const seat = seatOf(game, playerId);
    if (seat === null) throw rejectionError(notSeated(gameId));
    this.runner.remember(game);
    if (game.status !== 'ACTIVE') return { version: game.version, seat, moves: [] };
    const { def, state } = await this.states.load(game);
    return { version: game.version, seat, moves: def.legalMoves(state, seat) };
  }

  /** The move applied (with the bots' moves it set off), or why it was refused: nothing stored then. */
  submit(req: SubmitMove): Promise<Outcome<MoveAccepted>> {
    // Only an Idempotency-Key retry needs the request's fingerprint.
    const requestHash = req.idempotencyKey ? hashRequest(req) : '';
    const key = req.idempotencyKey;
    const command: GameCommand<MoveAccepted> = {
      name: 'move',
      playerId: req.playerId,
      expectedVersion: req.expectedVersion,
      unconfirmedKeyId: req.unconfirmedKeyId,
      // A retry under an unconfirmed key reads first: its stored answer must not come before the key is confirmed.
      tryRemembered: !(req.unconfirmedKeyId && key),
      idempotency: key ? { playerId: req.playerId, key, requestHash, status: 201 } : undefined,
      earlier: key ? () => this.remembered(req.playerId, key, requestHash) : undefined,
      decide: decideMove(req.move),
      // An answer stored for Idempotency-Key retries is whole: a retry may ask for the view.
      answer: (applied) => moveAccepted(applied, req.withView !== false || key !== undefined),
    };
    return this.runner.run(req.gameId, command);
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
    if (!game) throw rejectionError(gameNotFound(gameId));
    return game;
  }

  private async remembered(
    playerId: string,
    key: string,
    requestHash: string,
  ): Promise<MoveAccepted | Rejection | null> {
    const row = await this.idempotency.find(playerId, key);
    if (!row) return null;
    if (row.requestHash !== requestHash) return idempotencyKeyReused(key);
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
