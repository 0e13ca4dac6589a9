import { Injectable } from '@nestjs/common';
import { BotRunner } from '../bots/bot-runner';
import { Clock } from '../common/clock/clock';
import { AppError, notFound } from '../common/errors/app-error';
import type { Transaction } from '../database/transaction';
import { getGame } from '../engine';
import { GamesRepository, seatOf, type GameRecord } from '../persistence/games.repository';
import { serverSeed, startedGame } from '../games/started-game';
import type { RematchDto } from './rematch.model';
import { RematchRepository, type RematchRecord } from './rematch.repository';

/**
 * Rematches (docs/api.md, "Rematch"): any seated person of an ended game proposes the same seats
 * and options again (a fresh server seed, the same clock and rated flag, the current rules); each
 * other person accepts by asking for it too; when the last one does, the new game starts in that
 * request, every seat as before (bots accept at once, and move first if they act first). The
 * others hear of a proposal on their feeds (rematchProposed) and webhooks (rematch.proposed).
 */
@Injectable()
export class RematchService {
  constructor(
    private readonly repo: RematchRepository,
    private readonly games: GamesRepository,
    private readonly bots: BotRunner,
    private readonly clock: Clock,
  ) {}

  async accept(gameId: string, playerId: string): Promise<RematchDto> {
    const game = await this.games.find(gameId);
    if (!game) throw notFound('Game', { gameId });
    if (seatOf(game, playerId) === null) throw new AppError('FORBIDDEN', 'You have no seat in this game.', { gameId });
    if (game.status !== 'FINISHED' && game.status !== 'ABANDONED') {
      throw new AppError('CONFLICT', 'A rematch is for a game that has ended.', {
        reason: 'GAME_NOT_OVER',
        gameStatus: game.status,
      });
    }
    if (game.dailyKind !== null) {
      throw new AppError('CONFLICT', 'A daily puzzle has no rematch: its seed is the day’s.', { reason: 'DAILY_GAME' });
    }
    const now = this.clock.now();
    const people = game.seats.map((s) => s.playerId);
    const { rematch, started } = await this.repo.accept({
      gameId: game.id,
      game: game.game,
      playerId,
      people,
      now,
      start: (tx) => this.start(tx, game, now),
    });
    // A new game whose bots act first: they move now, as at any start.
    if (started) await this.bots.actIfDue((await this.games.find(rematch.newGameId!))!);
    return present(rematch, people);
  }

  async get(gameId: string): Promise<RematchDto> {
    const [rematch, game] = await Promise.all([this.repo.find(gameId), this.games.find(gameId)]);
    if (!rematch || !game) throw notFound('Rematch', { gameId });
    return present(
      rematch,
      game.seats.map((s) => s.playerId),
    );
  }

  /** The new game: the old one's seats, options, clock and rated flag, a fresh seed, the current rules. */
  private async start(tx: Transaction, old: GameRecord, now: Date): Promise<string> {
    const def = getGame(old.game)!;
    const seed = serverSeed();
    const setup = def.setup(old.options, seed, old.playerCount);
    if (!setup.ok) {
      throw new AppError('CONFLICT', `The current rules refuse this game's options: ${setup.error.message}`, {
        reason: 'OPTIONS_NO_LONGER_VALID',
      });
    }
    const seated = Array.from({ length: old.playerCount }, (_, seat) =>
      old.bots?.[seat] ? null : (old.seats.find((s) => s.seat === seat)?.playerId ?? null),
    );
    const game = startedGame(def, {
      seed,
      options: old.options as object,
      seated,
      bots: old.bots,
      rated: old.rated,
      timeControl: old.timeControl,
      at: now,
    });
    await this.games.createStarted(tx, game);
    const id = game.id;
    return id;
  }
}

function present(r: RematchRecord, people: readonly string[]): RematchDto {
  return {
    previousGameId: r.gameId,
    gameId: r.newGameId,
    status: r.newGameId === null ? 'PROPOSED' : 'STARTED',
    proposedBy: r.proposedBy,
    accepted: r.accepted,
    waitingFor: r.newGameId === null ? people.filter((p) => !r.accepted.includes(p)) : [],
    createdAt: r.createdAt,
  };
}
