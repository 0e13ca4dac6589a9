import type { RngState } from '../core/rng';
import type { GameDefinition, Seat } from '../core/types';

/**
 * What a policy may know when it decides: its seat, its own random stream (never the game's), and
 * the rules it plays under (public code, used to simulate). Never the state: a policy receives
 * its seat's view and legal moves only, so it cannot read another seat's hidden cards, a bag or
 * deck order, future dice or the game's PRNG.
 */
export interface BotContext<S = unknown, M = unknown, V = unknown> {
  seat: Seat;
  /** The bot's own stream for this decision (`botRng`); the policy may advance it freely. */
  rng: RngState;
  /** The ruleset of the game being played (rules code only: no state, no seed). */
  rules: GameDefinition<S, M, V>;
}

/**
 * A bot policy: pure and deterministic. The same view, legal moves, seat and stream give the same
 * move on any machine; budgets are counted in simulations, never in time. `version` is bumped
 * whenever a change could make the policy choose differently, so a recorded game against
 * `greedy@1` replays with `greedy@1` forever.
 */
export interface BotPolicy<S = unknown, M = unknown, V = unknown> {
  /** Kebab-case name: 'random', 'greedy', 'rollout'. */
  id: string;
  /** 1, 2…: bumped on any change of behaviour. */
  version: number;
  /** One line for clients (GET /v1/game-types lists it). */
  description: string;
  /** Picks one of `legal` (never empty) for `ctx.seat`, seeing only `view`. */
  decide(view: V, legal: readonly M[], ctx: BotContext<S, M, V>): M;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- policies of every game share one list
export type AnyBotPolicy = BotPolicy<any, any, any>;

/** `<id>@<version>`, e.g. `greedy@1`: what a game records for a bot seat. */
export function policyRef(policy: Pick<AnyBotPolicy, 'id' | 'version'>): string {
  return `${policy.id}@${policy.version}`;
}

/**
 * What a game supplies so the shared policies (greedy, rollouts) can simulate from a view: a
 * plausible full state built from what the seat sees, the hidden parts drawn from the bot's stream.
 */
export interface BotKit<S, M, V> {
  /**
   * A state consistent with `view` (seen by `seat`), hidden information drawn from `rng`, and the
   * seat that plays `seat`'s part in it (a game may drop seats that cannot affect it).
   */
  determinize(view: V, seat: Seat, rng: RngState, rules: GameDefinition<S, M, V>): { state: S; seat: Seat };
  /**
   * How good `state` is for `seat` right now: points plus what the rulebook counts as progress
   * (resources, followers, buildings). Higher is better; only differences between moves matter.
   */
  evaluate(state: S, seat: Seat): number;
  /**
   * True while `seat` is in the middle of one decision the game splits into steps (Troyes: an
   * action's dice, then its citizen…): greedy then judges a step by the best way to finish it.
   */
  midDecision?(state: S, seat: Seat): boolean;
}
