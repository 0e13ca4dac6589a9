import { getRules, rulesetsOf, rulesVersionNumber, type AnyGameDefinition } from '../engine';

/**
 * The first puzzle-day (UTC) each rules version of a daily game applies to, beyond the game's
 * first version (in force from the start). A day is played, shown and verified under the newest
 * version whose first day is on or before it, whatever the server runs, so every attempt of a
 * day has the same rules and a release can be deployed ahead of the day it names.
 * A new rules version of a game with a daily kind must be listed here (daily-rules.spec.ts).
 */
export const DAILY_RULES_FROM: Readonly<Record<string, string>> = {
  // Issue 18 was deployed during 2026-11-22; that day's attempts made before it are troyes-dice@1
  // games (each game keeps the version it recorded), the day itself is troyes-dice@2.
  'troyes-dice@2': '2026-11-22',
  // Before Troyes had daily kinds.
  'troyes@2': '2026-11-22',
  // Issue 31 (the rulebooks read again): from this day on; games already created keep their version.
  'troyes@3': '2026-11-29',
  'orleans@2': '2026-11-29',
};

/** The rules a daily game's puzzle-day `date` (YYYY-MM-DD) is played under. */
export function dailyRules(game: string, date: string): AnyGameDefinition {
  const inForce = rulesetsOf(game)
    .filter((r) => rulesVersionNumber(r.rulesVersion) === 1 || (DAILY_RULES_FROM[r.rulesVersion] ?? '9999') <= date)
    .sort((a, b) => (rulesVersionNumber(b.rulesVersion) ?? 0) - (rulesVersionNumber(a.rulesVersion) ?? 0));
  const def = inForce[0] ?? getRules(`${game}@1`);
  if (!def) throw new Error(`daily game ${game} has no released rules`);
  return def;
}
