import type { GameCreatedPayload, GameStartedPayload } from '../persistence/stream-events';
import { checkSeed, MIX_SCHEME, type SeedCheck } from '../verifier/seed-mix';

/** What a stored game holds about its seed: its row, its seat rows and the two events that fixed it. */
export interface StoredSeed {
  seed: string;
  seedSource: string;
  serverSeed: string | null;
  playerCount: number;
  /** The seat rows (people only): a mixed game's entropy per seat, as the export gives it. */
  seats: { seat: number; entropy?: string | null }[];
  /** GameCreated's payload; null when the stream has none (nothing was committed to check against). */
  created: Pick<GameCreatedPayload, 'seedCommitment' | 'seedScheme'> | null;
  /** GameStarted's payload (a mixed game's entropies as published when the seed was fixed), if any. */
  started: GameStartedPayload | null;
}

/**
 * Re-checks a stored game's seed with the offline verifier's own function (checkSeed): against the
 * commitment in GameCreated, and for a mix-v1 game the derivation from the stored server part and
 * the entropies, both as GameStarted published them and as the seat rows (hence the export) hold
 * them, so tampering with either is caught. Null when there is nothing to check (no GameCreated).
 */
export function checkStoredSeed(g: StoredSeed): SeedCheck | null {
  if (g.created === null) return null;
  const seedCommitment = g.created.seedCommitment;
  // The stream says whether the game is mixed: the row's seed_source could be changed after the fact.
  const mixed = g.created.seedScheme === MIX_SCHEME || g.seedSource === 'mixed';
  if (!mixed) return checkSeed({ seed: g.seed, seedCommitment, mix: null });
  if (g.serverSeed === null) {
    return {
      ok: false,
      code: 'SEED_COMMITMENT_MISMATCH',
      message: 'the game committed to a server part in GameCreated but holds none',
    };
  }
  const perSeat = (seats: { seat: number; entropy?: string | null }[]) =>
    Array.from({ length: g.playerCount }, (_, i) => seats.find((s) => s.seat === i)?.entropy ?? null);
  const sources = [perSeat(g.started?.seats ?? []), perSeat(g.seats)];
  let check: SeedCheck | null = null;
  for (const entropies of sources) {
    check = checkSeed({ seed: g.seed, seedCommitment, mix: { serverSeed: g.serverSeed, entropies } });
    if (!check.ok) return check;
  }
  return check;
}
