/**
 * Default moves for a seat whose turn clock ran out (`timeoutMove`, docs/engine.md §1). A game
 * names the move types that cost least, most passive first; the first listed move of the first
 * such type is taken, and when none is listed, the first legal move (legalMoves' order is part of
 * the deterministic contract, so the choice is too).
 */
export function cheapestListed<M>(legal: readonly M[], preferred: readonly string[]): M {
  for (const type of preferred) {
    const found = legal.find((m) => (m as { type?: unknown }).type === type);
    if (found !== undefined) return found;
  }
  return legal[0]!;
}
