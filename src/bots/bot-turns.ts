/**
 * Bots taking their turns on a live game: every decision the bot seats owe, right now, as the
 * stream events to append. Pure (no I/O): the move path appends them with the human move that made
 * the bots actors, in the same guarded statement; `BotRunner` appends them at a game's start.
 */
import { botMove, getBotPolicy, policyRef, type AnyBotPolicy, type AnyGameDefinition, type GameEvent } from '../engine';
import { StoredGameBroken } from '../common/errors/domain-errors';
import type { NewEvent } from '../persistence/event-store';
import type { GameRecord } from '../persistence/games.repository';
import type { MoveMadePayload } from '../persistence/stream-events';

/**
 * The most bot decisions one request makes. Bots act only until a person must act, so a request
 * waits for at most one round of bot turns: at most 33 decisions in `npm run bench:bot-turns`
 * (docs/benchmarks.md). This guards against a policy bug, reported as an error (500) rather than a
 * request that never ends; each decision is itself bounded by its policy's budget (moves simulated).
 */
export const MAX_BOT_MOVES_PER_REQUEST = 500;

/** One bot move, as the stream stores it and as a response reports it. */
export interface BotMoveMade {
  seq: number;
  seat: number;
  /** The pinned policy, e.g. `greedy@1`. */
  bot: string;
  /** Every engine event of the move (filter with `visibleTo` before showing them to a seat). */
  events: GameEvent[];
}

export interface BotTurns {
  /** The state after the bots' moves (the given one when no bot was due). */
  state: unknown;
  /** MoveMade events to append, seqs from `afterSeq + 1`. */
  events: NewEvent[];
  moves: BotMoveMade[];
}

/** A game's bot seats resolved to policies (null: a human seat); [] for a game without bots. */
export function botSeatsOf(game: Pick<GameRecord, 'id' | 'game' | 'bots'>): (AnyBotPolicy | null)[] {
  return (game.bots ?? []).map((ref) => {
    if (ref === null) return null;
    const policy = getBotPolicy(game.game, ref);
    if (!policy.ok) throw new StoredGameBroken(`Game ${game.id} has a bot seat of unknown policy ${ref}.`);
    return policy.value;
  });
}

/**
 * Lets every bot that is an actor of `state` move, the lowest seat first, until the game is over or
 * only people act. `afterSeq` is the seq of the stream's last event (the state's version). A bot's
 * random stream is keyed by its move's index in the game's record (`seq - 2`: seq 0 is GameCreated
 * and 1 GameStarted), exactly as `replayWithBots` keys it, so verification re-runs the same choices.
 */
export function playDueBots(
  def: AnyGameDefinition,
  state: unknown,
  game: Pick<GameRecord, 'id' | 'game' | 'seed' | 'bots'>,
  afterSeq: number,
): BotTurns {
  const seats = botSeatsOf(game);
  const out: BotTurns = { state, events: [], moves: [] };
  if (seats.length === 0) return out;
  while (!def.isOver(out.state)) {
    const seat = def.actors(out.state).find((s) => seats[s] != null);
    if (seat === undefined) break;
    if (out.moves.length >= MAX_BOT_MOVES_PER_REQUEST) {
      throw new StoredGameBroken(`Bots of game ${game.id} made ${MAX_BOT_MOVES_PER_REQUEST} moves in a row.`);
    }
    const policy = seats[seat] as AnyBotPolicy;
    const seq = afterSeq + out.events.length + 1;
    const chosen = botMove(def, out.state, seat, policy, { seed: game.seed, ply: seq - 2 });
    if (!chosen.ok) throw new StoredGameBroken(`Bot ${policy.id} of game ${game.id}: ${chosen.error.code}`);
    const applied = def.apply(out.state, seat, chosen.value);
    if (!applied.ok) throw new StoredGameBroken(`Bot ${policy.id} of game ${game.id}: ${applied.error.code}`);
    const bot = policyRef(policy);
    out.state = applied.value.state;
    out.events.push({
      seq,
      type: 'MoveMade',
      seat,
      payload: { move: chosen.value, bot, events: applied.value.events } satisfies MoveMadePayload,
    });
    out.moves.push({ seq, seat, bot, events: applied.value.events });
  }
  return out;
}
