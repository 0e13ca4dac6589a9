import { Injectable } from '@nestjs/common';
import type { GameProjection, ProjectionWrite, Appending } from '../play/projections';
import type { GameFinishedPayload } from '../persistence/stream-events';
import { GameRatings } from './game-ratings';

/**
 * Ratings as a projection of the game streams: an append that ends a rated game with a result
 * (FINISHED by the rules, or ABANDONED by a resignation or a forfeit: the leaver ranked last)
 * updates every seat's rating in its transaction, through the one call `GameRatings.apply`.
 */
@Injectable()
export class RatingsProjection implements GameProjection {
  readonly name = 'ratings';

  constructor(private readonly ratings: GameRatings) {}

  plan(a: Appending): ProjectionWrite | null {
    const result = a.end?.result as GameFinishedPayload | null | undefined;
    if (!a.game.rated || !result) return null;
    return { write: (tx) => this.ratings.apply(tx, { game: a.game, result, finishedAt: a.now }).then(() => undefined) };
  }
}
