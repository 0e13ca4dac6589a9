/**
 * Letting bots act: one decision (`botMove`), every decision bots owe before a human must act
 * (`playBots`), and the verification path (`replayWithBots`) that rebuilds a game against bots
 * from the human moves alone, re-running the pinned policies instead of trusting recorded bot moves.
 */
import { fail, ok, type Result, type Violation } from '../core/result';
import type { ReplayFailure } from '../core/replay';
import type { AnyGameDefinition, GameEvent, Json, Seat, SeatedMove } from '../core/types';
import { getBotPolicy } from './bot-policies';
import { botRng } from './rng';
import { policyRef, type AnyBotPolicy } from './types';

export const BotViolation = {
  /** No policy of that id (or id@version) for this game; `details.available` lists them. */
  UNKNOWN_BOT_POLICY: 'UNKNOWN_BOT_POLICY',
  /** A bot was asked to move for a seat that does not act now. */
  BOT_NOT_ACTOR: 'BOT_NOT_ACTOR',
  /** A human move was given for a bot's seat (replayWithBots). */
  MOVE_FOR_BOT_SEAT: 'MOVE_FOR_BOT_SEAT',
  /** The bots went on for more moves than any game has: a bug, reported rather than looping. */
  BOT_RUNAWAY: 'BOT_RUNAWAY',
} as const;

/** A move of the record, with the policy that chose it when a bot did. */
export interface RecordedMove extends SeatedMove {
  /** `greedy@1` for a bot's move; absent for a human's. */
  bot?: string;
}

/** Which policy plays each seat: a policy, or null for a human seat. */
export type BotSeats = ReadonlyArray<AnyBotPolicy | null>;

/**
 * The move `policy` makes for `seat` now. It sees `view(state, seat)` and `legalMoves(state, seat)`
 * only. `ply` is the index this move will have in the game's record (it keys the bot's stream).
 */
export function botMove(
  game: AnyGameDefinition,
  state: unknown,
  seat: Seat,
  policy: AnyBotPolicy,
  at: { seed: string; ply: number },
): Result<Json> {
  const legal = game.legalMoves(state, seat) as Json[];
  if (legal.length === 0) {
    return fail(BotViolation.BOT_NOT_ACTOR, `Seat ${seat} does not act now.`, { seat, actors: game.actors(state) });
  }
  const rng = botRng(at.seed, seat, policyRef(policy), at.ply);
  const move = policy.decide(game.view(state, seat), legal, { seat, rng, rules: game }) as Json;
  return ok(move);
}

export interface BotsPlayed {
  state: unknown;
  /** The bots' moves, in the order they were applied. */
  moves: RecordedMove[];
  /** The events of those moves, in order. */
  events: GameEvent[];
}

/** Far above any game's length: a guard against a policy bug, never reached by a real game. */
const MAX_BOT_MOVES = 100_000;

/**
 * Lets bots act while they are actors: each time, the lowest bot seat among the actors moves,
 * until the game is over or only humans act. `ply` is the record length so far.
 */
export function playBots(
  game: AnyGameDefinition,
  state: unknown,
  seats: BotSeats,
  at: { seed: string; ply: number },
): Result<BotsPlayed> {
  const moves: RecordedMove[] = [];
  const events: GameEvent[] = [];
  let current = state;
  while (!game.isOver(current)) {
    const seat = game.actors(current).find((s) => seats[s] != null);
    if (seat === undefined) break;
    if (moves.length >= MAX_BOT_MOVES) return fail(BotViolation.BOT_RUNAWAY, 'Bots made too many moves in a row.');
    const policy = seats[seat] as AnyBotPolicy;
    const chosen = botMove(game, current, seat, policy, { seed: at.seed, ply: at.ply + moves.length });
    if (!chosen.ok) return chosen;
    const applied = game.apply(current, seat, chosen.value);
    if (!applied.ok) return applied; // a policy returned an unlisted move: a bug, reported as is
    current = applied.value.state;
    moves.push({ seat, move: chosen.value, bot: policyRef(policy) });
    for (const e of applied.value.events) events.push(e);
  }
  return ok({ state: current, moves, events });
}

/** Resolves each seat's policy reference (`'greedy'`, `'greedy@1'`, or null for a human). */
export function resolveBotSeats(game: AnyGameDefinition, refs: ReadonlyArray<string | null>): Result<BotSeats> {
  const out: (AnyBotPolicy | null)[] = [];
  for (const ref of refs) {
    if (ref === null) {
      out.push(null);
      continue;
    }
    const policy = getBotPolicy(game.id, ref);
    if (!policy.ok) return policy;
    out.push(policy.value);
  }
  return ok(out);
}

export interface BotReplay {
  state: unknown;
  events: GameEvent[];
  /** The whole record: the human moves given, and the bot moves the pinned policies made. */
  moves: RecordedMove[];
}

/**
 * Rebuilds a game against bots from the human moves alone: setup, then the bots act whenever they
 * are actors and each human move is applied in turn. `seats[i]` is the pinned policy of seat i
 * (`'greedy@1'`) or null for a human. The result's state is what the claimed score must match
 * (check `isOver` too). Fails with the index (into `humanMoves`) of the first refused human move.
 */
export function replayWithBots(
  game: AnyGameDefinition,
  options: unknown,
  seed: string,
  seats: ReadonlyArray<string | null>,
  humanMoves: readonly SeatedMove[],
): Result<BotReplay, ReplayFailure> {
  const setup = game.setup(options, seed, seats.length);
  if (!setup.ok) return { ok: false, error: { index: -1, violation: setup.error } };
  const bots = resolveBotSeats(game, seats);
  if (!bots.ok) return { ok: false, error: { index: -1, violation: bots.error } };
  const record: RecordedMove[] = [];
  const events: GameEvent[] = [];
  let state: unknown = setup.value;
  const botsAct = (index: number): ReplayFailure | null => {
    const played = playBots(game, state, bots.value, { seed, ply: record.length });
    if (!played.ok) return { index, violation: played.error };
    state = played.value.state;
    record.push(...played.value.moves);
    events.push(...played.value.events);
    return null;
  };
  const first = botsAct(-1);
  if (first) return { ok: false, error: first };
  for (let index = 0; index < humanMoves.length; index++) {
    const entry = humanMoves[index];
    if (entry === null || typeof entry !== 'object' || !Number.isInteger(entry.seat)) {
      return refused(index, fail('MALFORMED_MOVE', 'Each entry must be {seat: integer, move}.', { index }).error);
    }
    if (bots.value[entry.seat] != null) {
      return refused(
        index,
        fail(BotViolation.MOVE_FOR_BOT_SEAT, `Seat ${entry.seat} is played by a bot.`, { index, seat: entry.seat })
          .error,
      );
    }
    const applied = game.apply(state, entry.seat, entry.move);
    if (!applied.ok) return refused(index, applied.error);
    state = applied.value.state;
    record.push({ seat: entry.seat, move: entry.move });
    events.push(...applied.value.events);
    const failed = botsAct(index);
    if (failed) return { ok: false, error: failed };
  }
  return ok({ state, events, moves: record });
}

function refused(index: number, violation: Violation): { ok: false; error: ReplayFailure } {
  return { ok: false, error: { index, violation } };
}
