import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * API keys look like `crier_<keyId>_<secret>`: the public `keyId` finds the row, and only the
 * sha256 of the whole key is stored. A key is compared in constant time.
 */
export interface IssuedKey {
  keyId: string;
  apiKey: string;
  hash: Uint8Array<ArrayBuffer>;
}

const KEY_PATTERN = /^crier_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export function issueApiKey(): IssuedKey {
  const keyId = randomBytes(8).toString('hex');
  const apiKey = `crier_${keyId}_${randomBytes(32).toString('base64url')}`;
  return { keyId, apiKey, hash: hashApiKey(apiKey) };
}

export function hashApiKey(apiKey: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHash('sha256').update(apiKey).digest());
}

/** The keyId of a well-formed key, or null. */
export function parseApiKey(apiKey: string): string | null {
  const m = KEY_PATTERN.exec(apiKey);
  return m ? (m[1] as string) : null;
}

export function apiKeyMatches(apiKey: string, storedHash: Uint8Array): boolean {
  const presented = hashApiKey(apiKey);
  return storedHash.length === presented.length && timingSafeEqual(presented, storedHash);
}
