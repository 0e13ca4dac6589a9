import { Inject, Injectable } from '@nestjs/common';
import { gameClockView } from '../clocks/clock-state';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Clock } from '../common/clock/clock';
import { isoDate } from '../common/clock/utc-day';
import { GameStates } from '../persistence/game-states';
import { RatingsService } from '../ratings/ratings.service';
import { assertViewable, seedRevealed } from './visibility';
import { seatOf, type GameRecord } from '../persistence/games.repository';
import type { GameDto } from './games.model';

/**
 * Builds what a caller may see of a game: the engine's view for their seat (or the spectator
 * view), and the seed only once the game is finished.
 */
@Injectable()
export class GamePresenter {
  constructor(
    private readonly states: GameStates,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ratings: RatingsService,
  ) {}

  async present(game: GameRecord, playerId: string | undefined): Promise<GameDto> {
    const mySeat = seatOf(game, playerId);
    const now = this.clock.now();
    assertViewable(game, mySeat, now);
    const def = this.states.definition(game);
    const state = await this.states.current(game);
    const seats = Array.from({ length: game.playerCount }, (_, seat) => {
      const s = game.seats.find((x) => x.seat === seat);
      return { seat, player: s ? { id: s.playerId, name: s.playerName } : null, bot: game.bots?.[seat] ?? null };
    });
    const actors = game.status === 'ACTIVE' ? def.actors(state) : [];
    return {
      id: game.id,
      game: game.game,
      rulesVersion: game.rulesVersion,
      status: game.status,
      version: game.version,
      options: game.options,
      seats,
      mySeat,
      actors,
      view: def.view(state, mySeat),
      // One request per decision: an actor gets its choices with the game.
      legalMoves: mySeat !== null && actors.includes(mySeat) ? def.legalMoves(state, mySeat) : null,
      result: game.result ?? null,
      seed: seedRevealed(game, now) ? game.seed : null,
      seedSource: game.seedSource,
      rated: game.rated,
      // Read only once a rated game has ended: before, there is nothing to show.
      ratings: !game.rated ? null : game.finishedAt === null ? [] : await this.ratings.ofGame(game.id),
      daily: game.dailyKind
        ? { kind: game.dailyKind, date: isoDate(game.dailyDate as Date), ranked: game.ranked }
        : null,
      deadline: game.deadline,
      clock: gameClockView(game, actors, now, this.config.clockForfeitAfter),
      createdAt: game.createdAt,
      startedAt: game.startedAt,
      finishedAt: game.finishedAt,
    };
  }
}
