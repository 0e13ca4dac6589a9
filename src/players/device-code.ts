import { createHash, randomInt } from 'node:crypto';

/**
 * One-time codes that sign a second device in (issue 34.5). A code is 10 characters of Crockford's
 * base32 (no I, L, O or U: nothing to misread), shown as `XXXXX-XXXXX`: 50 random bits, short
 * enough to type from one screen into another. Only its sha256 is stored; it works once, for
 * DEVICE_CODE_TTL_SECONDS, and redeeming is rate-limited per IP, so guessing one of the codes
 * alive at any moment is out of reach (2^50 ≈ 10^15 codes against a few guesses a minute).
 */
export const DEVICE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const DEVICE_CODE_LENGTH = 10;
export const DEVICE_CODE_TTL_SECONDS = 600;

/** A fresh code, grouped for reading: `7K2QF-M9XCD`. */
export function issueDeviceCode(): { code: string; hash: Uint8Array<ArrayBuffer> } {
  let raw = '';
  for (let i = 0; i < DEVICE_CODE_LENGTH; i++) raw += DEVICE_CODE_ALPHABET[randomInt(DEVICE_CODE_ALPHABET.length)];
  return { code: `${raw.slice(0, 5)}-${raw.slice(5)}`, hash: hashDeviceCode(raw) };
}

/**
 * The code as typed, in its canonical form, or null when it cannot be one: case, spaces and
 * hyphens do not matter, and the letters Crockford's base32 reads as digits (O → 0, I and L → 1)
 * are read so.
 */
export function normalizeDeviceCode(typed: string): string | null {
  const raw = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (raw.length !== DEVICE_CODE_LENGTH) return null;
  for (const c of raw) if (!DEVICE_CODE_ALPHABET.includes(c)) return null;
  return raw;
}

/** What is stored of a code: sha256 of its canonical form. */
export function hashDeviceCode(canonical: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHash('sha256').update(canonical).digest());
}
