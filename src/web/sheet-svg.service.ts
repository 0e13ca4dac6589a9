import { Injectable } from '@nestjs/common';
import { troyesDiceSheetSvg } from '../drawing/troyes-dice-sheet';
import type { TroyesDiceView } from '../engine/games/troyes-dice/types';
import { AppError } from '../common/errors/app-error';
import { GamesService } from '../games/games.service';

/**
 * A player's Troyes Dice sheet as a standalone SVG, drawn from the view GET /v1/games/{id} gives
 * the same caller: the same visibility rules (a daily's game stays private until its day closes),
 * and nothing a view does not show.
 */
@Injectable()
export class SheetSvgService {
  constructor(private readonly games: GamesService) {}

  async sheet(gameId: string, rawSeat: string | undefined, playerId: string | undefined): Promise<string> {
    const game = await this.games.get(gameId, playerId);
    if (game.game !== 'troyes-dice') {
      throw new AppError('BAD_REQUEST', 'Only Troyes Dice games have a drawn sheet.', { game: game.game });
    }
    const view = game.view as TroyesDiceView;
    const seats = view.players.length;
    const seat = rawSeat === undefined ? (game.mySeat ?? 0) : Number(rawSeat);
    if (!/^\d{1,3}$/.test(rawSeat ?? '0') || seat >= seats) {
      throw new AppError('VALIDATION_FAILED', `seat must be a seat of this game, 0 to ${seats - 1}.`, {
        fields: [{ path: 'seat', constraints: { range: `0..${seats - 1}` } }],
      });
    }
    return troyesDiceSheetSvg(view, seat);
  }
}
