/**
 * A bounded in-memory LRU of `gameId → (version, state)`, so a move does not replay the whole
 * stream. The database stays the source of truth: a cached state is used only at the version
 * the database reports, or brought forward by applying the events written since.
 * Engine states are never mutated, so sharing them is safe.
 */
export interface CachedState {
  version: number;
  state: unknown;
}

export class StateCache {
  private readonly entries = new Map<string, CachedState>();

  constructor(private readonly capacity: number) {}

  get(gameId: string): CachedState | undefined {
    const hit = this.entries.get(gameId);
    if (hit) {
      this.entries.delete(gameId);
      this.entries.set(gameId, hit);
    }
    return hit;
  }

  set(gameId: string, entry: CachedState): void {
    const current = this.entries.get(gameId);
    if (current && current.version > entry.version) return; // never go back in time
    this.entries.delete(gameId);
    this.entries.set(gameId, entry);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
