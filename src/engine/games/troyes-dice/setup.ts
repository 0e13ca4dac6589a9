/**
 * Setup (rules file §2): option validation, the column numbering, and dealing the wheel, the
 * expansion tiles and the first half-day's dice from the seed.
 */
import { CoreViolation, fail, ok, type Result } from '../../core/result';
import { randomInt, rollDie, seedRng, shuffled, type RngState } from '../../core/rng';
import { EXPANSION_TILE_COUNT } from './data/expansion-tiles';
import { NOTCHES, SAME_COLOUR_PLAZAS } from './data/wheel';
import { startHalfDay } from './halfday';
import { TROYES_DICE_RULESETS, type TroyesDiceRulesVersion } from './rulesets';
import { newSheet } from './sheet';
import type { ExpansionTileState, PlazaSlot, TroyesDiceOptions, TroyesDiceState } from './types';

export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 10;

export const DEFAULT_OPTIONS: TroyesDiceOptions = { numbering: 'first-game', expansion: false };

const KNOWN_KEYS = ['numbering', 'expansion'];

/** Accepts `undefined`/`null` (defaults) or an object with only the documented keys. */
export function validateOptions(raw: unknown): Result<TroyesDiceOptions> {
  if (raw === undefined || raw === null) return ok({ ...DEFAULT_OPTIONS });
  if (typeof raw !== 'object' || Array.isArray(raw))
    return fail(CoreViolation.INVALID_OPTIONS, 'Options must be an object.');
  const o = raw as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!KNOWN_KEYS.includes(key))
      return fail(CoreViolation.INVALID_OPTIONS, `Unknown option "${key}".`, { option: key });
  }
  const expansion = o.expansion ?? false;
  if (typeof expansion !== 'boolean') {
    return fail(CoreViolation.INVALID_OPTIONS, 'expansion must be a boolean.', { option: 'expansion' });
  }
  const numbering = o.numbering ?? 'first-game';
  if (numbering === 'first-game' || numbering === 'rolled') return ok({ numbering, expansion });
  if (isPermutationOf1To6(numbering)) return ok({ numbering: numbering.slice(), expansion });
  return fail(
    CoreViolation.INVALID_OPTIONS,
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

/**
 * Random draws, in this order (T2): numbering (if rolled), plaza notches, plaza faces, expansion
 * tiles, then the first half-day's dice. Later dice are drawn when their half-day starts.
 */
export function setup(
  rulesVersion: TroyesDiceRulesVersion,
  rawOptions: unknown,
  seed: string,
  playerCount: number,
): Result<TroyesDiceState> {
  if (!Number.isInteger(playerCount) || playerCount < MIN_PLAYERS || playerCount > MAX_PLAYERS) {
    return fail(CoreViolation.INVALID_PLAYER_COUNT, `Troyes Dice seats ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`, {
      playerCount: typeof playerCount === 'number' ? playerCount : null,
    });
  }
  if (typeof seed !== 'string') return fail(CoreViolation.INVALID_OPTIONS, 'The seed must be a string.');
  const options = validateOptions(rawOptions);
  if (!options.ok) return options;
  const rng = seedRng(seed);
  const columnValues = columnValuesFor(options.value, rng);
  const order = shuffled(
    rng,
    Array.from({ length: NOTCHES }, (_, i) => i),
  );
  const plazas: PlazaSlot[] = order.map((tile) => ({ tile, up: randomInt(rng, 2) as 0 | 1 }));
  const expansionTiles: ExpansionTileState[] = [];
  if (options.value.expansion) {
    const ids = shuffled(rng, [1, 2, 3, 4, 5, 6, 7, 8]).slice(0, EXPANSION_TILE_COUNT);
    ids.forEach((id, i) => {
      expansionTiles.push({ id, notch: order.indexOf(SAME_COLOUR_PLAZAS[i]!), raid: false });
    });
  }
  const sheets = [];
  for (let i = 0; i < playerCount; i++) sheets.push(newSheet());
  const state: TroyesDiceState = {
    rulesVersion,
    ruleset: { ...TROYES_DICE_RULESETS[rulesVersion] },
    playerCount,
    options: options.value,
    columnValues,
    plazas,
    expansionTiles,
    halfDay: 0,
    dice: [],
    blackSlot: 0,
    destroyed: [],
    sheets,
    rng,
  };
  startHalfDay(state, []);
  return ok(state);
}
