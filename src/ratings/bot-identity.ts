import { createHash } from 'node:crypto';

/**
 * A bot policy's rated identity: a player id derived from its pinned ref ("greedy@1"), the same on
 * every server and in every rebuild, so a policy's rating is one row per game like a person's.
 * A name-based UUID (version 8, RFC 9562: sha256 of a fixed prefix and the ref).
 */
export function botPlayerId(ref: string): string {
  const h = createHash('sha256').update(`crier-bot:${ref}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x80;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The name a bot's rated identity goes by on boards. */
export function botPlayerName(ref: string): string {
  return `${ref} (bot)`;
}
