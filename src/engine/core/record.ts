/** An object with one entry per key, in the keys' order: `recordOf(['a', 'b'], (i) => i)` → `{ a: 0, b: 1 }`. */
export function recordOf<K extends string, V>(keys: readonly K[], value: (index: number, key: K) => V): Record<K, V> {
  const out = {} as Record<K, V>;
  keys.forEach((key, i) => {
    out[key] = value(i, key);
  });
  return out;
}
