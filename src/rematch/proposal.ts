/**
 * Whom a new rematch proposal waits for: every other person of the ended game (bots accept at
 * once), each once, in seat order. The proposal's webhooks and the feed's notice both say it.
 */
export function awaitedBy(people: readonly string[], proposedBy: string): string[] {
  return [...new Set(people)].filter((p) => p !== proposedBy);
}
