import { createHash, createHmac } from 'node:crypto';

/**
 * Seeds mixed from every seat (docs/fairness.md, "Seat entropy"). The server draws its own part
 * and publishes sha256(serverSeed) in GameCreated; each person may add `entropy` when creating or
 * joining; when the last seat is filled (the game starts) the seed is fixed as
 *
 *   seed = base64url(HMAC-SHA256(key = serverSeed, message = "mix-v1" + JSON([entropy or null, per seat in seat order])))
 *
 * No dependency but Node's crypto: the offline verifier runs it as the server does.
 */
export const MIX_SCHEME = 'mix-v1';

/** A seat's entropy: 1–128 characters of the base64url alphabet (so its JSON is itself in quotes). */
export const ENTROPY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
export const ENTROPY_MAX_LENGTH = 128;

/** The `seed` column of a mix-v1 game that has not started: public, and never any game's deal. */
export const PENDING_MIX_SEED = 'mix-v1:pending';

/** The message the server part keys: the scheme name and each seat's entropy (null: none) in seat order. */
export function mixMessage(entropies: readonly (string | null)[]): string {
  return MIX_SCHEME + JSON.stringify(entropies.map((e) => e ?? null));
}

/** The game's seed under mix-v1 from the revealed server part and the seats' entropies in seat order. */
export function mixSeed(serverSeed: string, entropies: readonly (string | null)[]): string {
  for (const e of entropies) {
    if (e !== null && !ENTROPY_PATTERN.test(e))
      throw new Error(`entropy ${JSON.stringify(e)} is not 1-128 base64url characters`);
  }
  return createHmac('sha256', serverSeed).update(mixMessage(entropies)).digest('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * What a verifier checks of a mix-v1 seed: the server part is the one committed at creation
 * (sha256 equals the commitment), and the seed is derived from it and the recorded entropies
 * (when `seed` is given it must equal the derivation).
 */
export function checkMix(
  serverSeed: string,
  entropies: readonly (string | null)[],
  seedCommitment: string | null,
  seed: string | null,
): SeedCheck {
  if (seedCommitment !== null && sha256Hex(serverSeed) !== seedCommitment) {
    return {
      ok: false,
      code: 'SEED_COMMITMENT_MISMATCH',
      message: 'sha256(serverSeed) is not the seed commitment made when the game was created',
    };
  }
  let derived: string;
  try {
    derived = mixSeed(serverSeed, entropies);
  } catch (e) {
    return { ok: false, code: 'SEED_DERIVATION_MISMATCH', message: (e as Error).message };
  }
  if (seed !== null && derived !== seed) {
    return {
      ok: false,
      code: 'SEED_DERIVATION_MISMATCH',
      message: `the seed is not ${MIX_SCHEME}(serverSeed, seat entropies): it should be ${derived}`,
    };
  }
  return { ok: true, seed: derived };
}

/** Why a seed does not check: the codes `crier-verify` prints, and stored verification reports. */
export type SeedMismatchCode = 'SEED_COMMITMENT_MISMATCH' | 'SEED_DERIVATION_MISMATCH';

/** What a game records about its seed, from an export file or from the server's own stream. */
export interface SeedRecord {
  /** The revealed seed the game was played on. */
  seed: string;
  /** GameCreated's commitment: sha256(seed), or under mix-v1 sha256(serverSeed). */
  seedCommitment: string;
  /** A mix-v1 game: its revealed server part and each seat's entropy (null: none) in seat order. */
  mix: { serverSeed: string; entropies: readonly (string | null)[] } | null;
}

export type SeedCheck = { ok: true; seed: string } | { ok: false; code: SeedMismatchCode; message: string };

/**
 * The one check of a revealed seed against what was committed before any move (docs/fairness.md):
 * sha256(seed) equals the commitment; for a mix-v1 game, sha256(serverSeed) does instead and the
 * seed is the derivation from it and the entropies. `crier-verify`, GET /v1/games/{id}/verify and
 * `npm run ranked:verify` all run this, so they cannot disagree on a seed.
 */
export function checkSeed(r: SeedRecord): SeedCheck {
  if (r.mix !== null) return checkMix(r.mix.serverSeed, r.mix.entropies, r.seedCommitment, r.seed);
  if (sha256Hex(r.seed) !== r.seedCommitment) {
    return {
      ok: false,
      code: 'SEED_COMMITMENT_MISMATCH',
      message: 'sha256(seed) is not the seed commitment made when the game was created',
    };
  }
  return { ok: true, seed: r.seed };
}
