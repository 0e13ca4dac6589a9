import type { AnyGameDefinition } from './types';

/**
 * Every game the engine knows, by id. The API serves whatever is registered here, with no
 * game-specific code of its own.
 */
export function createRegistry(games: readonly AnyGameDefinition[]): ReadonlyMap<string, AnyGameDefinition> {
  const map = new Map<string, AnyGameDefinition>();
  for (const g of games) {
    if (map.has(g.id)) throw new Error(`duplicate game id ${g.id}`);
    map.set(g.id, g);
  }
  return map;
}
