import { isoDate, parseIsoDate } from '../common/clock/utc-day';
import { AppError } from '../common/errors/app-error';
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
  /**
   * Kinds against bots: the pinned policy of each bot seat (seats 1, 2…; the person is seat 0).
   * Pinned with its version, so every attempt of every day meets the same bots and verifies forever.
   */
  bots?: readonly string[];
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
  // Against greedy@1: a one-step heuristic deciding in well under a millisecond (median; p99 ≤ 4 ms CPU,
  // docs/benchmarks.md), so a move's answer, bots' turns included, stays quick. The simulating
  // policies (rollout@1) take ~10–60 ms a decision: a round of three of them would hold a request
  // for seconds.
  {
    kind: 'troyes',
    game: 'troyes',
    options: {},
    title: 'Troyes against two greedy bots',
    bots: ['greedy@1', 'greedy@1'],
  },
  {
    kind: 'orleans',
    game: 'orleans',
    options: { harvest: 'coinsForMissingFood' },
    title: 'Orléans against three greedy bots',
    bots: ['greedy@1', 'greedy@1', 'greedy@1'],
  },
];

export function findDailyKind(kind: string): DailyKind | undefined {
  return DAILY_KINDS.find((k) => k.kind === kind);
}

/** The kind named `kindName`; 404 NOT_FOUND (listing the kinds) when there is none. */
export function dailyKindOrNotFound(kindName: string): DailyKind {
  const kind = findDailyKind(kindName);
  if (!kind) {
    throw new AppError('NOT_FOUND', `No daily puzzle kind "${kindName}".`, {
      kinds: DAILY_KINDS.map((k) => k.kind),
    });
  }
  return kind;
}

/** A puzzle-day given by a client, as YYYY-MM-DD; 400 VALIDATION_FAILED when it is not one. */
export function parseDailyDate(text: string): string {
  const d = parseIsoDate(text);
  if (!d) {
    throw new AppError('VALIDATION_FAILED', 'date must be a UTC date, YYYY-MM-DD.', {
      fields: [{ path: 'date', constraints: { isDate: 'date must be YYYY-MM-DD' } }],
    });
  }
  return isoDate(d);
}
