import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { getRules, rulesets, type AnyGameDefinition } from '../engine';
import type { LeaderboardRepository, RankedEntryGame } from '../leaderboard/leaderboard.repository';
import type { SeedMismatchCode } from '../verifier/seed-mix';
import { rescore, type RescoredEntry } from './rescore';
import { checkStoredSeed } from './stored-seed';

export const REVERIFY_USAGE = 'usage: npm run ranked:verify [-- --void | --restore <gameId>]\n';

/** Entries read from the database per statement: one page in memory at a time. */
export const REVERIFY_PAGE_SIZE = 1000;

/** What re-verifying one entry found wrong: its seed (checked first), or its replay's total. */
export interface EntryFinding extends RescoredEntry {
  /** The seed does not check against its commitment (or a mixed game's derivation): crier-verify's code. */
  seedMismatch: { code: SeedMismatchCode; message: string } | null;
  /**
   * Why, as a void reason: "SEED_DERIVATION_MISMATCH: …" for a seed, else
   * "RULES_MISMATCH: replay under … gives 41, recorded 44".
   */
  reason: string;
}

export interface ReverifyMismatch extends EntryFinding {
  rulesVersion: string;
  /** The entry was VOIDED before this run (by an earlier --void). */
  alreadyVoided: boolean;
  /** This run voided it (--void). */
  voidedNow: boolean;
}

export interface ReverifyOutcome {
  checked: number;
  mismatches: ReverifyMismatch[];
  /** Where the time went, in ms: reading pages from the database, replaying, voiding. */
  timings: { readMs: number; replayMs: number; voidMs: number };
}

/**
 * Re-verifies every ranked game, page by page: checks its seed against its commitment (a mixed
 * game's derivation too), replays it under the rules version it was played with, and compares each
 * entry's seat total with the board's. With `voidAt`, each VERIFIED entry that does
 * not match is voided (LeaderboardRepository.voidEntry: one transaction per entry) with the
 * mismatch as its reason; an entry already voided is reported and left as it is, so a second run
 * changes nothing. `npm run ranked:verify` and `npm run bench:reverify` both run this.
 */
export async function reverifyRankedEntries(
  board: LeaderboardRepository,
  opts: { voidAt?: () => Date; pageSize?: number } = {},
): Promise<ReverifyOutcome> {
  const pageSize = opts.pageSize ?? REVERIFY_PAGE_SIZE;
  const timings = { readMs: 0, replayMs: 0, voidMs: 0 };
  let checked = 0;
  const mismatches: ReverifyMismatch[] = [];
  for (const def of rulesets.values()) {
    const v = def.rulesVersion;
    let after: RankedEntryGame | null = null;
    for (;;) {
      let t = performance.now();
      const page: RankedEntryGame[] = await board.entriesPlayedUnderPage(def.id, v, pageSize, after);
      timings.readMs += performance.now() - t;
      t = performance.now();
      const differing: { entry: RankedEntryGame; finding: EntryFinding }[] = [];
      for (const entry of page) {
        const finding = reverifyEntry(def, entry);
        if (finding) differing.push({ entry, finding });
      }
      timings.replayMs += performance.now() - t;
      checked += page.length;
      t = performance.now();
      for (const { entry, finding } of differing) {
        const reason = finding.reason;
        const alreadyVoided = entry.status === 'VOIDED';
        const voidedNow =
          !alreadyVoided && opts.voidAt !== undefined
            ? await board.voidEntry(
                { kind: entry.kind, date: entry.date, playerId: entry.playerId },
                reason,
                opts.voidAt(),
              )
            : false;
        mismatches.push({ ...finding, rulesVersion: v, alreadyVoided, voidedNow });
      }
      timings.voidMs += performance.now() - t;
      if (page.length < pageSize) break;
      after = page[page.length - 1]!;
    }
  }
  return { checked, mismatches, timings };
}

/**
 * Re-verifies one ranked entry under `def` (its game's rules version): first its game's seed, with
 * the offline verifier's own check (src/verify/stored-seed.ts), then the replay of its moves against
 * the entry's total. Null when both hold.
 */
export function reverifyEntry(def: AnyGameDefinition, entry: RankedEntryGame): EntryFinding | null {
  const seed = checkStoredSeed(entry);
  const rescored = rescore(def, entry);
  if (seed && !seed.ok) {
    const seedMismatch = { code: seed.code, message: seed.message };
    return { ...rescored, seedMismatch, reason: `${seed.code}: ${seed.message}` };
  }
  if (rescored.newTotal === rescored.oldTotal) return null;
  return { ...rescored, seedMismatch: null, reason: voidReason(def.rulesVersion, rescored) };
}

/** "RULES_MISMATCH: replay under troyes-dice@2 gives 41, recorded 44" (or the move it refuses). */
export function voidReason(rulesVersion: string, m: RescoredEntry): string {
  const replay = m.newTotal === null ? `refuses move ${m.refused!.index} (${m.refused!.code})` : `gives ${m.newTotal}`;
  return `RULES_MISMATCH: replay under ${rulesVersion} ${replay}, recorded ${m.oldTotal}`;
}

/**
 * `npm run ranked:verify [-- --void | --restore <gameId>]`: re-verifies every ranked game — checks
 * its seed against its commitment (a mixed game's derivation too), replays it from its stored seed,
 * options and moves under the rules version it was played with — and reports each board entry whose
 * seed does not check or whose total the replay does not reproduce (or whose moves it refuses).
 * Without a flag it only reads. With --void it also voids each such VERIFIED entry, with the
 * mismatch as its reason (the entry stays readable but no longer ranks; see docs/fairness.md).
 * Entries voided before are counted apart and never touched again. Exit 1 when this run found a
 * VERIFIED entry that does not match (voided now or not), 0 otherwise: a second --void run exits 0
 * and changes nothing. --restore undoes a void: see restoreGameEntries.
 */
export async function runReverifyCommand(
  board: LeaderboardRepository,
  argv: string[] = [],
  now: () => Date = () => new Date(),
): Promise<{ code: number; out: string }> {
  let values: { void?: boolean; restore?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { void: { type: 'boolean' }, restore: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    return { code: 2, out: `${(err as Error).message}\n${REVERIFY_USAGE}` };
  }
  if (values.restore !== undefined) {
    if (values.void) return { code: 2, out: `--void and --restore do not go together\n${REVERIFY_USAGE}` };
    return restoreGameEntries(board, values.restore);
  }
  const { checked, mismatches } = await reverifyRankedEntries(board, values.void ? { voidAt: now } : {});
  const fresh = mismatches.filter((m) => !m.alreadyVoided);
  const old = mismatches.length - fresh.length;
  const voided = fresh.filter((m) => m.voidedNow).length;
  const head =
    `${checked} ranked entr${checked === 1 ? 'y' : 'ies'} re-verified under the rules each was played with; ` +
    `${fresh.length} mismatch${fresh.length === 1 ? '' : 'es'}` +
    (values.void ? `, ${voided} voided now` : '') +
    (old > 0 ? `; ${old} already voided` : '') +
    '.';
  const lines = [
    head,
    ...fresh.map((m) =>
      m.voidedNow
        ? `VOIDED ${where(m)}: ${m.reason}`
        : m.seedMismatch
          ? `MISMATCH ${where(m)}: ${m.reason}`
          : `MISMATCH ${where(m)}: board ${m.oldTotal}, replay ` +
            (m.newTotal === null ? `refuses move ${m.refused!.index} (${m.refused!.code})` : String(m.newTotal)),
    ),
  ];
  return { code: fresh.length === 0 ? 0 : 1, out: lines.join('\n') + '\n' };
}

type EntryRef = Pick<RescoredEntry, 'gameId' | 'kind' | 'date' | 'playerId' | 'playerName'> & { rulesVersion: string };
const where = (m: EntryRef): string =>
  `${m.gameId} ${m.rulesVersion} ${m.kind} ${m.date} player ${m.playerId} (${m.playerName})`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `npm run ranked:verify -- --restore <gameId>`: undoes a void made by mistake. The game is
 * re-verified first, every board entry of it, exactly as a ranked:verify run does (seed, then
 * replay under its own rules version); when any still fails nothing is changed and the command
 * exits 1 with the reason. Otherwise each VOIDED entry of the game becomes VERIFIED again, with its
 * day's count, all-time row and period rows as if it had never been voided
 * (LeaderboardRepository.restoreEntry: one transaction per entry). Exit 0 when restored or when
 * there was nothing to restore (every entry already VERIFIED); 1 when refused or when the game has
 * no board entry; 2 for an argument that is not a game id.
 */
export async function restoreGameEntries(
  board: LeaderboardRepository,
  gameId: string,
): Promise<{ code: number; out: string }> {
  if (!UUID.test(gameId)) return { code: 2, out: `--restore: "${gameId}" is not a game id\n${REVERIFY_USAGE}` };
  const entries = await board.entriesOfGame(gameId.toLowerCase());
  if (entries.length === 0) return { code: 1, out: `game ${gameId} has no board entry: nothing to restore\n` };
  const refused: string[] = [];
  for (const entry of entries) {
    const def = getRules(entry.rulesVersion);
    if (!def) {
      refused.push(`REFUSED ${where(entry)}: this server does not know ${entry.rulesVersion}`);
      continue;
    }
    const finding = reverifyEntry(def, entry);
    if (finding) refused.push(`REFUSED ${where(entry)}: ${finding.reason}`);
  }
  if (refused.length > 0) {
    const head = `game ${gameId} still fails re-verification: nothing restored.`;
    return { code: 1, out: [head, ...refused].join('\n') + '\n' };
  }
  const voided = entries.filter((e) => e.status === 'VOIDED');
  if (voided.length === 0) {
    return { code: 0, out: `game ${gameId} re-verified; every entry of it is VERIFIED: nothing to restore.\n` };
  }
  const lines: string[] = [];
  let failed = 0;
  for (const e of voided) {
    // Only at the score just re-verified: an entry changed meanwhile is left as it is.
    if (await board.restoreEntry({ kind: e.kind, date: e.date, playerId: e.playerId }, e.score)) {
      lines.push(`RESTORED ${where(e)}: was voided (${e.voidReason})`);
    } else {
      failed++;
      lines.push(`NOT RESTORED ${where(e)}: it changed while it was re-verified; run the command again`);
    }
  }
  const restored = voided.length - failed;
  const head = `game ${gameId} re-verified: its seed and replay match; ${restored} entr${restored === 1 ? 'y' : 'ies'} restored.`;
  return { code: failed === 0 ? 0 : 1, out: [head, ...lines].join('\n') + '\n' };
}
