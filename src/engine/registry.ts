import { createRegistry } from './core/registry';
import type { AnyGameDefinition } from './core/types';
import { orleans } from './games/orleans';
import { troyesDice } from './games/troyes-dice';
import { troyes } from './games/troyes';

/** Each game adds one line here. */
const all: AnyGameDefinition[] = [troyesDice, orleans, troyes];

export const games = createRegistry(all);

export function getGame(id: string): AnyGameDefinition | undefined {
  return games.get(id);
}
