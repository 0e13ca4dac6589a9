/** Golden games: fixed seeds played by a fixed bot, committed with their exact final scores. */
import { randomInt, seedRng } from '../../../core/rng';
import type { RankEntry, SeatScore, SeatedMove } from '../../../core/types';
import { troyesDice } from '../game';
import { scoreSheet } from '../scoring';
import type { TroyesDiceState } from '../types';

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

export const GOLDEN_SPECS: Omit<GoldenGame, 'rulesVersion' | 'moves' | 'scores' | 'ranking'>[] = [
  {
    name: 'solo-first-game-greedy',
    seed: 'golden-1',
    options: { numbering: 'first-game' },
    playerCount: 1,
    bot: 'greedy',
  },
  {
    name: 'solo-rolled-expansion-greedy',
    seed: 'golden-2',
    options: { numbering: 'rolled', expansion: true },
    playerCount: 1,
    bot: 'greedy',
  },
  {
    name: '3p-expert-expansion-greedy',
    seed: 'golden-3',
    options: { numbering: [4, 1, 6, 3, 2, 5], expansion: true },
    playerCount: 3,
    bot: 'greedy',
  },
  { name: '5p-rolled-random', seed: 'golden-4', options: { numbering: 'rolled' }, playerCount: 5, bot: 'random' },
];

/** 1-ply greedy: the move giving the best running score for the mover (ties by a seeded draw). */
export function playGolden(spec: (typeof GOLDEN_SPECS)[number]): GoldenGame {
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
    rulesVersion: troyesDice.rulesVersion,
    moves,
    scores: troyesDice.scores(state),
    ranking: troyesDice.ranking(state),
  };
}
