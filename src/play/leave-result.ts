import { rankLast, type AnyGameDefinition, type SeatScore } from '../engine';
import { gameSchemas } from '../engine/schemas';
import type { GameFinishedPayload } from '../persistence/stream-events';

/**
 * The result of a game that ends because seats left it (resigned or forfeited): the running
 * scores, the leavers ranked last, the others in the order the rules rank them now. A solo game
 * has no one to rank against: null (it is abandoned, not scored).
 */
export function leaveResult(
  def: AnyGameDefinition,
  state: unknown,
  playerCount: number,
  leavers: number[],
): GameFinishedPayload | null {
  if (playerCount < 2) return null;
  return { scores: completeBreakdowns(def.id, def.scores(state)), ranking: rankLast(def.ranking(state), leavers) };
}

/**
 * Running scores with every category of the game's result, in scoresheet order: a category the
 * rules score only at the end (Troyes' characters…) was not scored, so it counts 0. The result of
 * a game that ended early then has the same shape as a finished one's (`<Game>Result`).
 */
function completeBreakdowns(game: string, scores: SeatScore[]): SeatScore[] {
  const doc = gameSchemas.get(game);
  const resultName = doc?.result.$ref.replace('#/$defs/', '') ?? '';
  const breakdown = doc?.$defs[resultName.replace(/Result$/, 'Breakdown')] as
    { properties?: Record<string, unknown> } | undefined;
  const categories = Object.keys(breakdown?.properties ?? {});
  return scores.map((s) => ({
    ...s,
    breakdown: { ...Object.fromEntries(categories.map((c) => [c, s.breakdown[c] ?? 0])), ...s.breakdown },
  }));
}
