/** Fields that must never reach a client while a game runs (the engines keep their PRNG in `rng`). */
const FORBIDDEN_KEYS = /^(rng|rngState|prng)$/i;

/**
 * Walks a JSON value and reports every place that reveals a secret: a string containing one of
 * `secrets` (e.g. a running game's seed), a PRNG field, or a non-null `seed`.
 */
export function findLeaks(value: unknown, secrets: string[], path = '$'): string[] {
  const leaks: string[] = [];
  if (typeof value === 'string') {
    for (const s of secrets) if (value.includes(s)) leaks.push(`${path} contains a secret`);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => leaks.push(...findLeaks(v, secrets, `${path}[${i}]`)));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.test(k)) leaks.push(`${path}.${k} is PRNG state`);
      if (k === 'seed' && v !== null) leaks.push(`${path}.seed is revealed`);
      leaks.push(...findLeaks(v, secrets, `${path}.${k}`));
    }
  }
  return leaks;
}
