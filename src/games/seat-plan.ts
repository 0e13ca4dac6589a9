import { getBotPolicy, policyRef, type AnyGameDefinition } from '../engine';
import { AppError } from '../common/errors/app-error';
import type { CreateGameInput } from './dto/create-game.input';
import type { SeatInput } from './dto/seat.input';

/** A new game's seats: how many, which are bots (pinned `id@version`), and the creator's. */
export interface SeatPlan {
  playerCount: number;
  /** Per seat, the pinned policy or null for a person; null when the game has no bots. */
  bots: (string | null)[] | null;
  creatorSeat: number;
}

/**
 * Reads `seats` (a number, or REST's list) or GraphQL's `seatList`. Refuses, changing nothing:
 * both given (VALIDATION_FAILED), a seat that is neither or both of player/bot (VALIDATION_FAILED),
 * an unknown policy (UNKNOWN_BOT_POLICY, listing the game's), no person or more seats than the game
 * has (INVALID_SEATS), and not exactly one `{player: "me"}` (INVALID_SEATS).
 */
export function seatPlan(def: AnyGameDefinition, input: Pick<CreateGameInput, 'seats' | 'seatList'>): SeatPlan {
  if (input.seatList !== undefined && input.seatList !== null && input.seats !== undefined && input.seats !== null) {
    throw invalidField('seatList', 'give seats or seatList, not both');
  }
  const list: SeatInput[] | null = input.seatList ?? (Array.isArray(input.seats) ? input.seats : null);
  if (list === null) {
    if (typeof input.seats !== 'number') throw invalidField('seats', 'give seats (a number) or seatList');
    return { playerCount: input.seats, bots: null, creatorSeat: 0 };
  }
  const path = input.seatList ? 'seatList' : 'seats';
  list.forEach((seat, i) => {
    if ((seat.player == null) === (seat.bot == null)) {
      throw invalidField(`${path}.${i}`, 'each seat has exactly one of player ("me" or "open") or bot');
    }
  });
  const people = list.filter((s) => s.player != null).length;
  const botCount = list.length - people;
  if (people === 0) {
    throw new AppError('INVALID_SEATS', 'A game needs at least one person: bots do not play on their own.', {
      reason: 'NO_PERSON',
      seats: list.length,
      bots: botCount,
    });
  }
  if (list.length > def.metadata.maxPlayers) {
    throw new AppError(
      'INVALID_SEATS',
      `${def.id} seats at most ${def.metadata.maxPlayers}: ${botCount} bots and ${people} people is more.`,
      { reason: 'TOO_MANY_SEATS', seats: list.length, bots: botCount, maxPlayers: def.metadata.maxPlayers },
    );
  }
  const mine = list.flatMap((s, i) => (s.player === 'me' ? [i] : []));
  if (mine.length !== 1) {
    throw new AppError('INVALID_SEATS', 'Exactly one seat must be {"player": "me"}: the creator’s.', {
      reason: 'CREATOR_SEAT',
      creatorSeats: mine,
    });
  }
  const bots = list.map((s, seat) => {
    if (s.bot == null) return null;
    const policy = getBotPolicy(def.id, s.bot);
    if (!policy.ok) {
      throw new AppError('UNKNOWN_BOT_POLICY', policy.error.message, { ...policy.error.details, seat });
    }
    return policyRef(policy.value);
  });
  return { playerCount: list.length, bots: botCount > 0 ? bots : null, creatorSeat: mine[0]! };
}

function invalidField(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { fields: [{ path, constraints: { seats: message } }] });
}
