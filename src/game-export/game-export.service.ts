import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { AppError, notFound } from '../common/errors/app-error';
import { EventStore } from '../persistence/event-store';
import { GamesRepository, seatOf } from '../persistence/games.repository';
import type { GameCreatedPayload, GameFinishedPayload, MoveMadePayload } from '../persistence/stream-events';
import { assertViewable, seedRevealed } from '../games/visibility';
import { RatingsService } from '../ratings/ratings.service';
import type { RatingChangeDto } from '../ratings/ratings.model';
import { GAME_EXPORT_FORMAT, type ServedGameExport } from '../verifier/game-export';

/** The export as served: the verifier's format, and what the game did to the seats' ratings. */
export type GameExportAnswer = ServedGameExport & { rated: boolean; ratings: RatingChangeDto[] };

/**
 * A finished game as one file for the offline verifier. It says no more than the finished game's
 * event stream already does to the same caller: the seed only once revealed, a daily puzzle's
 * game only to its player until the day closes.
 */
@Injectable()
export class GameExportService {
  constructor(
    private readonly repo: GamesRepository,
    private readonly events: EventStore,
    private readonly clock: Clock,
    private readonly ratings: RatingsService,
  ) {}

  async export(gameId: string, playerId: string | undefined): Promise<GameExportAnswer> {
    const game = await this.repo.find(gameId);
    if (!game) throw notFound('Game', { gameId });
    const now = this.clock.now();
    assertViewable(game, seatOf(game, playerId), now);
    if (game.status !== 'FINISHED') {
      // While a game runs its moves are partly private, and an unfinished game has no result to check.
      throw new AppError('CONFLICT', 'Only finished games can be exported.', { reason: 'GAME_NOT_FINISHED' });
    }
    const stored = await this.events.load(game.id);
    const created = stored.find((e) => e.type === 'GameCreated')?.payload as unknown as GameCreatedPayload;
    const result = game.result as GameFinishedPayload;
    return {
      format: GAME_EXPORT_FORMAT,
      gameId: game.id,
      game: game.game,
      rulesVersion: game.rulesVersion,
      options: game.options as ServedGameExport['options'],
      playerCount: game.playerCount,
      status: game.status,
      ranked: game.ranked,
      dailyKind: game.dailyKind,
      dailyDate: game.dailyDate === null ? null : game.dailyDate.toISOString().slice(0, 10),
      seedCommitment: created.seedCommitment,
      seedSource: game.seedSource,
      seedScheme: created.seedScheme ?? null,
      // The server part is as secret as the seed: out together or not at all.
      serverSeed: seedRevealed(game, now) ? game.serverSeed : null,
      seed: seedRevealed(game, now) ? game.seed : null,
      seedRevealAt: game.seedRevealAt === null ? null : game.seedRevealAt.toISOString(),
      seats: game.seats.map((s) => ({
        seat: s.seat,
        playerId: s.playerId,
        playerName: s.playerName,
        entropy: s.entropy,
      })),
      moves: stored
        .filter((e) => e.type === 'MoveMade')
        .map((e) => ({ seat: e.seat as number, move: (e.payload as unknown as MoveMadePayload).move })),
      result: { scores: result.scores, ranking: result.ranking },
      createdAt: game.createdAt.toISOString(),
      finishedAt: game.finishedAt === null ? null : game.finishedAt.toISOString(),
      rated: game.rated,
      ratings: game.rated ? await this.ratings.ofGame(game.id) : [],
    };
  }
}
