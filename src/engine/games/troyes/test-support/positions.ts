import { replay } from '../../../core/replay';
import type { SeatedMove } from '../../../core/types';
import { troyesV2, type TroyesState } from '../index';
import { switchesOf } from '../rulesets';

/**
 * The positions of shared/rules/positions (copied to fixtures/positions): games recorded under
 * troyes@2 whose last position a second reading of the rulebook answers differently.
 */
export interface Position {
  game: string;
  seed: string;
  options: Record<string, unknown>;
  players: number;
  atMove: number;
  question: string;
  moves: SeatedMove[];
}

/** The position after the recorded moves, under the rules they were recorded with (troyes@2). */
export function reach(position: unknown): TroyesState {
  const p = position as Position;
  const r = replay<TroyesState>(troyesV2, p.options, p.seed, p.players, p.moves);
  if (!r.ok) throw new Error(`position ${p.seed}: move ${r.error.index} refused (${r.error.violation.code})`);
  return r.value.state;
}

/** The same position judged under troyes@3: the state carries the newer rules' switches. */
export function underV3(s: TroyesState): TroyesState {
  return { ...s, ruleset: switchesOf('troyes@3') ?? undefined };
}
