/** Golden games: fixed seeds played by a fixed bot, committed with their exact final scores. */
import { randomInt, seedRng } from '../../../core/rng';
import type { RankEntry, SeatScore, SeatedMove } from '../../../core/types';
import type { GameDefinition } from '../../../core/types';
import { troyesDiceRulesets } from '..';
import { scoreSheet } from '../scoring';
import type { TroyesDiceMove, TroyesDiceState } from '../types';

export interface GoldenGame {
  name: string;
  rulesVersion: string;
  seed: string;
  options: Record<string, unknown>;
  playerCount: number;
  bot: 'random' | 'greedy';
  moves: SeatedMove[];
  scores: SeatScore[];
  ranking: RankEntry[];
}

/** The ruleset a golden game was recorded under. */
export function goldenRules(rulesVersion: string): GameDefinition<TroyesDiceState, TroyesDiceMove, unknown> {
  const rules = troyesDiceRulesets.find((r) => r.rulesVersion === rulesVersion);
  if (!rules) throw new Error(`no ruleset ${rulesVersion}`);
  return rules;
}

export const GOLDEN_SPECS: Omit<GoldenGame, 'moves' | 'scores' | 'ranking'>[] = [
  {
    name: 'solo-first-game-greedy',
    seed: 'golden-1',
    options: { numbering: 'first-game' },
    playerCount: 1,
    bot: 'greedy',
    rulesVersion: 'troyes-dice@1',
  },
  {
    name: 'solo-rolled-expansion-greedy',
    seed: 'golden-2',
    options: { numbering: 'rolled', expansion: true },
    playerCount: 1,
    bot: 'greedy',
    rulesVersion: 'troyes-dice@1',
  },
  {
    name: '3p-expert-expansion-greedy',
    seed: 'golden-3',
    options: { numbering: [4, 1, 6, 3, 2, 5], expansion: true },
    playerCount: 3,
    bot: 'greedy',
    rulesVersion: 'troyes-dice@1',
  },
  {
    name: '5p-rolled-random',
    seed: 'golden-4',
    options: { numbering: 'rolled' },
    playerCount: 5,
    bot: 'random',
    rulesVersion: 'troyes-dice@1',
  },
  {
    // A game in which a 20th-citizen track bonus completes a bonus column: its moves replay under
    // troyes-dice@1 to other scores (column-bonus.spec.ts checks it).
    name: '2p-rolled-expansion-greedy-v2',
    seed: 'golden-v2-207',
    options: { numbering: 'rolled', expansion: true },
    playerCount: 2,
    bot: 'greedy',
    rulesVersion: 'troyes-dice@2',
  },
];

/** 1-ply greedy: the move giving the best running score for the mover (ties by a seeded draw). */
export function playGolden(spec: (typeof GOLDEN_SPECS)[number]): GoldenGame {
  const troyesDice = goldenRules(spec.rulesVersion);
  const setup = troyesDice.setup(spec.options, spec.seed, spec.playerCount);
  if (!setup.ok) throw new Error(setup.error.code);
  let state: TroyesDiceState = setup.value;
  const pick = seedRng(`golden-bot:${spec.seed}`);
  const moves: SeatedMove[] = [];
  while (!troyesDice.isOver(state)) {
    const seat = troyesDice.actors(state)[0]!;
    const legal = troyesDice.legalMoves(state, seat);
    let choice = legal[randomInt(pick, legal.length)]!;
    if (spec.bot === 'greedy') {
      let best = -Infinity;
      for (const m of legal) {
        const r = troyesDice.apply(state, seat, m);
        if (!r.ok) throw new Error(r.error.code);
        const s = r.value.state.sheets[seat]!;
        // running score plus a nudge for resources and pending bonuses
        const value =
          scoreSheet(s, seat).total * 10 +
          s.gained[0] +
          s.gained[1] +
          s.gained[2] +
          s.pending.length * 30 +
          randomInt(pick, 3);
        if (value > best) {
          best = value;
          choice = m;
        }
      }
    }
    const r = troyesDice.apply(state, seat, choice);
    if (!r.ok) throw new Error(r.error.code);
    moves.push({ seat, move: choice as never });
    state = r.value.state;
  }
  return {
    ...spec,
    moves,
    scores: troyesDice.scores(state),
    ranking: troyesDice.ranking(state),
  };
}
