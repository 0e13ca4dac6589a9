import { Injectable } from '@nestjs/common';
import { orleansBoardSvg } from '../drawing/orleans-board';
import type { Layout } from '../drawing/panels';
import { troyesBoardSvg } from '../drawing/troyes-board';
import { troyesDiceSheetSvg } from '../drawing/troyes-dice-sheet';
import type { OrleansView } from '../engine/games/orleans/types';
import type { TroyesView } from '../engine/games/troyes/types';
import type { TroyesDiceView } from '../engine/games/troyes-dice/types';
import { AppError } from '../common/errors/app-error';
import type { GameDto } from '../games/games.model';
import { GamesService } from '../games/games.service';

/**
 * A game drawn as a standalone SVG from the view GET /v1/games/{id} gives the same caller: the
 * same visibility rules (a daily's game stays private until its day closes; another seat's
 * hidden cards, bag and secret plan are never drawn), and nothing a view does not show.
 */
@Injectable()
export class SheetSvgService {
  constructor(private readonly games: GamesService) {}

  /** A Troyes Dice player's sheet (GET /v1/games/{id}/sheet.svg). */
  async sheet(gameId: string, rawSeat: string | undefined, playerId: string | undefined): Promise<string> {
    const game = await this.games.get(gameId, playerId);
    if (game.game !== 'troyes-dice') {
      throw new AppError('BAD_REQUEST', 'Only Troyes Dice games have a drawn sheet.', { game: game.game });
    }
    return troyesDiceSheetSvg(game.view as TroyesDiceView, this.seat(game, rawSeat), { names: names(game) });
  }

  /**
   * Any game's board (GET /v1/games/{id}/board.svg): a Troyes Dice sheet, the Troyes board, or
   * the Orléans table with one seat's board in full; `layout` wide (two columns) or tall (a phone).
   */
  async board(
    gameId: string,
    rawSeat: string | undefined,
    rawLayout: string | undefined,
    playerId: string | undefined,
  ): Promise<string> {
    const game = await this.games.get(gameId, playerId);
    if (rawLayout !== undefined && rawLayout !== 'wide' && rawLayout !== 'tall') {
      throw new AppError('VALIDATION_FAILED', 'layout must be wide or tall.', {
        fields: [{ path: 'layout', constraints: { isIn: 'wide, tall' } }],
      });
    }
    const options = { names: names(game), layout: (rawLayout ?? 'wide') as Layout };
    switch (game.game) {
      case 'troyes-dice':
        return troyesDiceSheetSvg(game.view as TroyesDiceView, this.seat(game, rawSeat), options);
      case 'troyes':
        this.seat(game, rawSeat); // checked, though the board is one for all
        return troyesBoardSvg(game.view as TroyesView, options);
      default:
        return orleansBoardSvg(game.view as OrleansView, { ...options, seat: this.seat(game, rawSeat) });
    }
  }

  /** The seat asked for (default: the caller's, else 0), checked against the game's seats. */
  private seat(game: GameDto, rawSeat: string | undefined): number {
    const seats = game.seats.length;
    const seat = rawSeat === undefined ? (game.mySeat ?? 0) : Number(rawSeat);
    if (!/^\d{1,3}$/.test(rawSeat ?? '0') || seat >= seats) {
      throw new AppError('VALIDATION_FAILED', `seat must be a seat of this game, 0 to ${seats - 1}.`, {
        fields: [{ path: 'seat', constraints: { range: `0..${seats - 1}` } }],
      });
    }
    return seat;
  }
}

/** Who sits where, as the drawing names them: the player's name, or the bot's policy. */
function names(game: GameDto): (string | undefined)[] {
  return game.seats.map((s) => s.player?.name ?? (s.bot ? `${s.bot.split('@')[0]} bot` : undefined));
}
