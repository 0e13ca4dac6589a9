import type { JsonObject } from '../engine';

/**
 * The daily puzzles Crier runs. A kind is a game with fixed options for one player; adding
 * Troyes or Orléans dailies is one more entry here.
 */
export interface DailyKind {
  kind: string;
  game: string;
  options: JsonObject;
  title: string;
}

export const DAILY_KINDS: readonly DailyKind[] = [
  {
    kind: 'troyes-dice',
    game: 'troyes-dice',
    options: { numbering: 'rolled', expansion: false },
    title: 'Troyes Dice, base game, solo',
  },
  {
    kind: 'troyes-dice-banquets',
    game: 'troyes-dice',
    options: { numbering: 'rolled', expansion: true },
    title: 'Troyes Dice with Banquets & Raids, solo',
  },
];

export function findDailyKind(kind: string): DailyKind | undefined {
  return DAILY_KINDS.find((k) => k.kind === kind);
}
