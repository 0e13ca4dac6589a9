import { isDeepStrictEqual } from 'node:util';
import { getRules, replay, type GameResult, type SeatedMove, type Violation } from '../engine';
import { GAME_EXPORT_FORMAT, type GameExport } from './game-export';
import { checkSeed, MIX_SCHEME } from './seed-mix';

/**
 * What the offline verifier found. `valid`: the seed matches its commitment, every move is legal
 * under the game's own rules version, the moves end the game, and the replay's scores and ranking
 * equal the recorded result. `unverifiable`: the file cannot be checked (yet), e.g. its seed is
 * still hidden — neither valid nor proven invalid.
 */
export type ExportCheck =
  | { verdict: 'valid'; rulesVersion: string; moves: number; scores: number[] }
  | { verdict: 'invalid'; code: ExportCheckCode; message: string; index?: number; seat?: number; violation?: Violation }
  | { verdict: 'unverifiable'; code: 'SEED_NOT_REVEALED' | 'UNKNOWN_RULES_VERSION'; message: string };

/** The codes `crier-verify` prints besides the engine's own move codes (docs/fairness.md). */
export type ExportCheckCode =
  | 'MALFORMED_EXPORT'
  | 'SEED_COMMITMENT_MISMATCH'
  | 'SEED_DERIVATION_MISMATCH'
  | 'ILLEGAL_MOVE'
  | 'GAME_NOT_FINISHED'
  | 'RESULT_MISMATCH';

/**
 * Replays an export file with the engine alone. Checks run in the order a cheat would be caught:
 * shape, seed against its commitment, each move, the end, the claimed result.
 */
export function checkExport(file: unknown): ExportCheck {
  const shape = malformed(file);
  if (shape) return { verdict: 'invalid', code: 'MALFORMED_EXPORT', message: shape };
  const g = file as GameExport;
  const def = getRules(g.rulesVersion);
  if (!def || def.id !== g.game) {
    return {
      verdict: 'unverifiable',
      code: 'UNKNOWN_RULES_VERSION',
      message: `this engine does not know ${g.rulesVersion} of ${g.game}: update crier-verify`,
    };
  }
  if (g.seed === null) {
    const when = g.seedRevealAt ? ` (revealed at ${g.seedRevealAt}; export the game again then)` : '';
    return { verdict: 'unverifiable', code: 'SEED_NOT_REVEALED', message: `the seed is not revealed yet${when}` };
  }
  const mixed = g.seedSource === 'mixed' || (g.seedScheme !== undefined && g.seedScheme !== null);
  // A mixed seed: the server part is the one committed at creation, and the seed derives from it
  // and the seats' entropy, before any move is replayed.
  if (mixed && (g.seedScheme !== MIX_SCHEME || typeof g.serverSeed !== 'string')) {
    return {
      verdict: 'invalid',
      code: 'MALFORMED_EXPORT',
      message: `a mixed game needs seedScheme "${MIX_SCHEME}" and its revealed serverSeed`,
    };
  }
  const seedCheck = checkSeed({
    seed: g.seed,
    seedCommitment: g.seedCommitment,
    mix: mixed
      ? {
          serverSeed: g.serverSeed as string,
          entropies: Array.from(
            { length: g.playerCount },
            (_, i) => g.seats.find((s) => s.seat === i)?.entropy ?? null,
          ),
        }
      : null,
  });
  if (!seedCheck.ok) return { verdict: 'invalid', code: seedCheck.code, message: seedCheck.message };
  const r = replay(def, g.options, g.seed, g.playerCount, g.moves);
  if (!r.ok) {
    const { index, violation } = r.error;
    return {
      verdict: 'invalid',
      code: 'ILLEGAL_MOVE',
      message:
        index < 0
          ? `the setup was refused: ${violation.code} — ${violation.message}`
          : `move ${index} (seat ${g.moves[index]?.seat}) was refused: ${violation.code} — ${violation.message}`,
      index,
      ...(index >= 0 ? { seat: g.moves[index]?.seat } : {}),
      violation,
    };
  }
  const state = r.value.state;
  if (!def.isOver(state)) {
    return {
      verdict: 'invalid',
      code: 'GAME_NOT_FINISHED',
      message: `the ${g.moves.length} moves do not end the game`,
    };
  }
  const replayed: GameResult = { scores: def.scores(state), ranking: def.ranking(state) };
  // Compare values, not serialisations: a file's key order is not part of its meaning.
  if (!isDeepStrictEqual(replayed.scores, g.result.scores) || !isDeepStrictEqual(replayed.ranking, g.result.ranking)) {
    const totals = replayed.scores.map((s) => s.total).join(', ');
    const claimed = g.result.scores.map((s) => s?.total).join(', ');
    return {
      verdict: 'invalid',
      code: 'RESULT_MISMATCH',
      message: `the replay scores ${totals}; the file claims ${claimed} (or another breakdown or ranking)`,
    };
  }
  return {
    verdict: 'valid',
    rulesVersion: def.rulesVersion,
    moves: g.moves.length,
    scores: replayed.scores.map((s) => s.total),
  };
}

/** The first thing wrong with the file's shape, or null. */
function malformed(file: unknown): string | null {
  if (!isObject(file)) return 'the file is not a JSON object';
  if (file.format !== GAME_EXPORT_FORMAT) return `format must be "${GAME_EXPORT_FORMAT}"`;
  const strings = ['gameId', 'game', 'rulesVersion', 'seedCommitment'] as const;
  for (const key of strings) if (typeof file[key] !== 'string') return `${key} must be a string`;
  if (file.seed !== null && typeof file.seed !== 'string') return 'seed must be a string or null';
  if (!Number.isInteger(file.playerCount)) return 'playerCount must be an integer';
  if (!Array.isArray(file.seats) || !file.seats.every((s) => isObject(s) && Number.isInteger(s.seat))) {
    return 'seats must be a list of {seat, ...}';
  }
  if (file.serverSeed !== undefined && file.serverSeed !== null && typeof file.serverSeed !== 'string') {
    return 'serverSeed must be a string or null';
  }
  if (
    !file.seats.every(
      (s: Record<string, unknown>) => s.entropy === undefined || s.entropy === null || typeof s.entropy === 'string',
    )
  ) {
    return 'a seat entropy must be a string or null';
  }
  if (!Array.isArray(file.moves) || !file.moves.every(isSeatedMove)) return 'moves must be a list of {seat, move}';
  const result = file.result;
  if (!isObject(result) || !Array.isArray(result.scores) || !Array.isArray(result.ranking)) {
    return 'result must be {scores, ranking}';
  }
  return null;
}

function isSeatedMove(m: unknown): m is SeatedMove {
  return isObject(m) && Number.isInteger(m.seat) && 'move' in m;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
