import { createRegistry } from './core/registry';
import type { AnyGameDefinition } from './core/types';
import { troyesDice } from './games/troyes-dice';

/** Each game adds one line here. */
const all: AnyGameDefinition[] = [troyesDice];

export const games = createRegistry(all);

export function getGame(id: string): AnyGameDefinition | undefined {
  return games.get(id);
}
