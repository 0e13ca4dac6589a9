import { Injectable } from '@nestjs/common';
import type { Transaction } from '../database/transaction';
import type { GameRecord } from '../persistence/games.repository';
import { botPlayerId, botPlayerName } from './bot-identity';
import { NEW_RATING, nextRow, rateGame, type RatingRow } from './rating-model';
import { RatingsRepository, type RatedGameWrite, type RatedIdentity } from './ratings.repository';

/** A game that ended with a result: finished, or left by a seat (resigned, forfeited: ranked last). */
export interface EndedGame {
  game: Pick<GameRecord, 'id' | 'game' | 'rated' | 'playerCount' | 'bots' | 'seats'>;
  /** The final ranking (GameFinishedPayload's): only seats and places count. */
  result: { ranking: readonly { seat: number; rank: number }[] } | null;
  finishedAt: Date;
}

/**
 * The rated identity of every seat: the seated person, or the bot policy pinned on the seat
 * (one rated identity per policy ref). Null when a seat has neither (not a finished table).
 */
export function ratedIdentities(game: EndedGame['game']): RatedIdentity[] | null {
  const out: RatedIdentity[] = [];
  for (let seat = 0; seat < game.playerCount; seat++) {
    const bot = game.bots?.[seat] ?? null;
    const person = game.seats.find((s) => s.seat === seat);
    if (bot !== null) out.push({ seat, playerId: botPlayerId(bot), bot, botName: botPlayerName(bot) });
    else if (person) out.push({ seat, playerId: person.playerId, bot: null, botName: null });
    else return null;
  }
  return out;
}

/**
 * What a rated game's result does to its seats' ratings, given their ratings before (the whole
 * update, pure: the game end and `ratings:rebuild` both call it). Null when the game is not rated
 * or has no ranking to rate.
 */
export function rateEndedGame(
  ended: EndedGame,
  identities: readonly RatedIdentity[],
  before: (playerId: string) => RatingRow | null,
): RatedGameWrite | null {
  const ranking = ended.result?.ranking;
  if (!ended.game.rated || !ranking || identities.length < 2) return null;
  const rankOf = new Map(ranking.map((r) => [r.seat, r.rank]));
  if (identities.some((s) => !rankOf.has(s.seat))) return null;
  const outcomes = rateGame(
    identities.map((s) => ({ seat: s.seat, rank: rankOf.get(s.seat)!, before: before(s.playerId) ?? NEW_RATING })),
  );
  return {
    gameId: ended.game.id,
    game: ended.game.game,
    finishedAt: ended.finishedAt,
    seats: outcomes.map((outcome) => {
      const playerId = identities.find((s) => s.seat === outcome.seat)!.playerId;
      const prev = before(playerId);
      return { playerId, before: prev, outcome, after: nextRow(prev, outcome, ended.game.id, ended.finishedAt) };
    }),
  };
}

/**
 * Ratings at a game's end: the one call the game-end path makes (RatingsProjection, in the
 * transaction of the game's last event). A rated game with a ranking updates every seat's rating;
 * anything else writes nothing.
 */
@Injectable()
export class GameRatings {
  constructor(private readonly repo: RatingsRepository) {}

  async apply(tx: Transaction, ended: EndedGame): Promise<RatedGameWrite | null> {
    if (!ended.game.rated || !ended.result) return null;
    const identities = ratedIdentities(ended.game);
    if (!identities) return null;
    const locked = await this.repo.lock(tx, ended.game.id, ended.game.game, identities);
    const write = rateEndedGame(ended, identities, (id) => locked.get(id) ?? null);
    if (write) await this.repo.save(tx, write);
    return write;
  }
}
