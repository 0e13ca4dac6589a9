import { LRUCache } from 'lru-cache';

/** A game's engine state at one version of its stream. */
export interface CachedState {
  version: number;
  state: unknown;
}

/**
 * A bounded in-memory LRU (lru-cache) of `gameId → (version, state)`, so a move does not replay
 * the whole stream. The database stays the source of truth: a cached state is used only at the
 * version the database reports, or brought forward by applying the events written since.
 * Engine states are never mutated, so sharing them is safe.
 */
export class StateCache {
  private readonly entries: LRUCache<string, CachedState>;

  constructor(capacity: number) {
    this.entries = new LRUCache({ max: capacity });
  }

  get(gameId: string): CachedState | undefined {
    return this.entries.get(gameId);
  }

  set(gameId: string, entry: CachedState): void {
    const current = this.entries.peek(gameId);
    if (current && current.version > entry.version) return; // never go back in time
    this.entries.set(gameId, entry);
  }

  get size(): number {
    return this.entries.size;
  }
}
