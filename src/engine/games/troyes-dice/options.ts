/** Option validation (INVALID_OPTIONS) and the column numbering of rules file §2. */
import { fail, ok, type Result } from '../../core/result';
import { randomInt, rollDie, type RngState } from '../../core/rng';
import type { TroyesDiceOptions } from './types';

export const DEFAULT_OPTIONS: TroyesDiceOptions = { numbering: 'first-game', expansion: false };

const KNOWN_KEYS = ['numbering', 'expansion'];

/** Accepts `undefined`/`null` (defaults) or an object with only the documented keys. */
export function validateOptions(raw: unknown): Result<TroyesDiceOptions> {
  if (raw === undefined || raw === null) return ok({ ...DEFAULT_OPTIONS });
  if (typeof raw !== 'object' || Array.isArray(raw)) return fail('INVALID_OPTIONS', 'Options must be an object.');
  const o = raw as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!KNOWN_KEYS.includes(key)) return fail('INVALID_OPTIONS', `Unknown option "${key}".`, { option: key });
  }
  const expansion = o.expansion ?? false;
  if (typeof expansion !== 'boolean') {
    return fail('INVALID_OPTIONS', 'expansion must be a boolean.', { option: 'expansion' });
  }
  const numbering = o.numbering ?? 'first-game';
  if (numbering === 'first-game' || numbering === 'rolled') return ok({ numbering, expansion });
  if (isPermutationOf1To6(numbering)) return ok({ numbering: numbering.slice(), expansion });
  return fail(
    'INVALID_OPTIONS',
    'numbering must be "first-game", "rolled" or a permutation of 1..6 (the value above each column, left to right).',
    { option: 'numbering' },
  );
}

function isPermutationOf1To6(x: unknown): x is number[] {
  if (!Array.isArray(x) || x.length !== 6) return false;
  const seen = new Set<number>();
  for (const v of x) {
    if (!Number.isInteger(v) || v < 1 || v > 6 || seen.has(v)) return false;
    seen.add(v);
  }
  return true;
}

/**
 * The value above each physical column. 'rolled': the crier rolls the leftmost value and picks a
 * direction (the engine draws both from the seed); values wrap 6→1 / 1→6.
 */
export function columnValuesFor(options: TroyesDiceOptions, rng: RngState): number[] {
  if (options.numbering === 'first-game') return [1, 2, 3, 4, 5, 6];
  if (Array.isArray(options.numbering)) return options.numbering.slice();
  const start = rollDie(rng);
  const step = randomInt(rng, 2) === 0 ? 1 : -1;
  return rolledNumbering(start, step);
}

export function rolledNumbering(start: number, step: 1 | -1): number[] {
  const out: number[] = [];
  for (let i = 0; i < 6; i++) out.push(((((start - 1 + step * i) % 6) + 6) % 6) + 1);
  return out;
}
