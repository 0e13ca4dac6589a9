/**
 * The policies every game shares, built from its `BotKit`: uniform random, one-step greedy, and
 * flat Monte Carlo rollouts over determinized states with a budget counted in moves applied, never in time.
 */
import { nextUint32, randomInt, seedRng, type RngState } from '../core/rng';
import type { GameDefinition, Seat } from '../core/types';
import type { BotKit, BotPolicy } from './types';

/** Uniform over the legal moves: the floor of the ladder. */
export function randomPolicy<S, M, V>(): BotPolicy<S, M, V> {
  return {
    id: 'random',
    version: 1,
    description: 'Picks uniformly among the legal moves.',
    decide: (_view, legal, ctx) => legal[randomInt(ctx.rng, legal.length)] as M,
  };
}

/** How many sub-steps of one decision greedy looks through (kit.midDecision)… */
const MAX_SUB_STEPS = 4;
/** …and how many moves it applies doing so, per decision: past it, a sub-step is judged as it stands. */
const SUB_STEP_BUDGET = 1500;

/**
 * The value of each move one step ahead in `state` for `seat` (−Infinity for a move the
 * determinized state refuses, which can happen only where the view hid something). A move that
 * leaves the seat in the middle of a decision is worth the best way to finish it.
 */
export function oneStepValues<S, M, V>(
  kit: BotKit<S, M, V>,
  rules: GameDefinition<S, M, V>,
  state: S,
  seat: Seat,
  moves: readonly M[],
): number[] {
  const budget = { left: SUB_STEP_BUDGET };
  return moves.map((move) => valueAfter(kit, rules, state, seat, move, 0, budget));
}

function valueAfter<S, M, V>(
  kit: BotKit<S, M, V>,
  rules: GameDefinition<S, M, V>,
  state: S,
  seat: Seat,
  move: M,
  depth: number,
  budget: { left: number },
): number {
  budget.left--;
  const next = rules.apply(state, seat, move);
  if (!next.ok) return -Infinity;
  const after = next.value.state;
  if (depth >= MAX_SUB_STEPS || budget.left <= 0 || !kit.midDecision?.(after, seat)) return kit.evaluate(after, seat);
  let best = -Infinity;
  for (const m of rules.legalMoves(after, seat)) {
    best = Math.max(best, valueAfter(kit, rules, after, seat, m, depth + 1, budget));
  }
  return best === -Infinity ? kit.evaluate(after, seat) : best;
}

/** Index of the best value; ties broken by the bot's stream so no move is favoured by its order. */
export function bestIndex(values: readonly number[], rng: RngState): number {
  let best = -Infinity;
  const ties: number[] = [];
  values.forEach((v, i) => {
    if (v > best) {
      best = v;
      ties.length = 0;
      ties.push(i);
    } else if (v === best) ties.push(i);
  });
  if (ties.length === 0) return 0;
  return ties.length === 1 ? (ties[0] as number) : (ties[randomInt(rng, ties.length)] as number);
}

/** One step ahead: the move whose result the game's heuristic (`kit.evaluate`) likes best. */
export function greedyPolicy<S, M, V>(kit: BotKit<S, M, V>, description: string): BotPolicy<S, M, V> {
  return {
    id: 'greedy',
    version: 1,
    description,
    decide(view, legal, ctx) {
      if (legal.length === 1) return legal[0] as M;
      const { state, seat } = kit.determinize(view, ctx.seat, ctx.rng, ctx.rules);
      return legal[bestIndex(oneStepValues(kit, ctx.rules, state, seat, legal), ctx.rng)] as M;
    },
  };
}

/** How a rollout picks moves for every seat of the imagined game (it sees that state: it is the bot's own guess). */
export type RolloutChooser<S, M> = (
  state: S,
  seat: Seat,
  legal: readonly M[],
  rng: RngState,
  rules: GameDefinition<S, M, unknown>,
) => M;

export interface RolloutOptions<S, M> {
  id: string;
  version: number;
  description: string;
  /** How many of the best one-step moves are tried. */
  candidates: number;
  /** At most this many imagined worlds; every candidate is played out once in each. */
  worlds: number;
  /**
   * The budget: moves applied (one-step values, simulations and the chooser's look-ups). No new
   * world is started once it is spent; the first world is always played.
   */
  nodes: number;
  /** Moves played after the candidate before the imagined game is judged (it also stops at the end). */
  depth: number;
  /** The move choice inside a simulation. */
  chooser: RolloutChooser<S, M>;
}

/** The rules with `apply` counted: how a policy keeps to a budget of applied moves. */
function counted<S, M, V>(rules: GameDefinition<S, M, V>): { rules: GameDefinition<S, M, V>; nodes: () => number } {
  let n = 0;
  const wrapped: GameDefinition<S, M, V> = {
    ...rules,
    apply(state, seat, move) {
      n++;
      return rules.apply(state, seat, move);
    },
  };
  return { rules: wrapped, nodes: () => n };
}

/**
 * Flat Monte Carlo over determinizations: the best `candidates` moves by one-step value are each
 * played out once per imagined world (hidden information and future draws from the bot's stream;
 * the same worlds and the same simulation draws for every candidate: common random numbers),
 * `depth` moves deep with `chooser` for every seat, then judged by the bot's heuristic margin over
 * the best other seat; the best total wins. With a deterministic chooser this is a rollout of that
 * base policy, which improves on it. Deterministic: the budget is counted in applied moves.
 */
export function rolloutPolicy<S, M, V>(kit: BotKit<S, M, V>, o: RolloutOptions<S, M>): BotPolicy<S, M, V> {
  return {
    id: o.id,
    version: o.version,
    description: o.description,
    decide(view, legal, ctx) {
      if (legal.length === 1) return legal[0] as M;
      const { rules, nodes } = counted(ctx.rules);
      const first = kit.determinize(view, ctx.seat, ctx.rng, rules);
      const oneStep = oneStepValues(kit, rules, first.state, first.seat, legal);
      const order = legal.map((_, i) => i).sort((a, b) => (oneStep[b] as number) - (oneStep[a] as number) || a - b);
      const shortlist = order.slice(0, Math.max(1, o.candidates)).filter((i) => oneStep[i] !== -Infinity);
      if (shortlist.length <= 1) return legal[shortlist[0] ?? order[0] ?? 0] as M;
      const totals = shortlist.map(() => 0);
      for (let w = 0; w < o.worlds && (w === 0 || nodes() < o.nodes); w++) {
        const worldSeed = String(nextUint32(ctx.rng));
        const world = kit.determinize(view, ctx.seat, seedRng(`world:${worldSeed}`), rules);
        shortlist.forEach((moveIndex, k) => {
          const pick = seedRng(`play:${worldSeed}`);
          totals[k] =
            (totals[k] as number) + simulate(kit, o, rules, world.state, world.seat, legal[moveIndex] as M, pick);
        });
      }
      return legal[shortlist[bestIndex(totals, ctx.rng)] as number] as M;
    },
  };
}

function simulate<S, M, V>(
  kit: BotKit<S, M, V>,
  o: RolloutOptions<S, M>,
  rules: GameDefinition<S, M, V>,
  start: S,
  seat: Seat,
  move: M,
  pick: RngState,
): number {
  const first = rules.apply(start, seat, move);
  if (!first.ok) return -1e9;
  let state = first.value.state;
  for (let step = 0; step < o.depth && !rules.isOver(state); step++) {
    const actor = rules.actors(state)[0];
    if (actor === undefined) break;
    const legal = rules.legalMoves(state, actor);
    if (legal.length === 0) break;
    const next = rules.apply(
      state,
      actor,
      o.chooser(state, actor, legal, pick, rules as GameDefinition<S, M, unknown>),
    );
    if (!next.ok) break;
    state = next.value.state;
  }
  return margin(kit, state, seat, rules);
}

/** The seat's heuristic value minus the best other seat's: what winning means. */
export function margin<S, M, V>(kit: BotKit<S, M, V>, state: S, seat: Seat, rules: GameDefinition<S, M, V>): number {
  const seats = rules.scores(state).length;
  let best = -Infinity;
  for (let other = 0; other < seats; other++) {
    if (other !== seat) best = Math.max(best, kit.evaluate(state, other));
  }
  return kit.evaluate(state, seat) - (best === -Infinity ? 0 : best);
}

/**
 * A cheap chooser for simulations: the best by `kit.evaluate` of `sample` moves drawn at random
 * (with replacement) from the legal ones: most of greedy's sense at a fraction of its cost.
 */
export function sampledGreedy<S, M, V>(kit: BotKit<S, M, V>, sample: number): RolloutChooser<S, M> {
  return (state, seat, legal, rng, rules) => {
    if (legal.length === 1) return legal[0] as M;
    let best = -Infinity;
    let choice = legal[0] as M;
    const all = legal.length <= sample;
    for (let k = 0; k < (all ? legal.length : sample); k++) {
      const move = legal[all ? k : randomInt(rng, legal.length)] as M;
      const next = rules.apply(state, seat, move);
      if (!next.ok) continue;
      const value = kit.evaluate(next.value.state, seat);
      if (value > best) {
        best = value;
        choice = move;
      }
    }
    return choice;
  };
}

/** Greedy as a chooser for simulations: the first best move by `kit.evaluate` (no draw from the stream). */
export function greedyChooser<S, M, V>(kit: BotKit<S, M, V>): RolloutChooser<S, M> {
  return sampledGreedy(kit, Infinity);
}
