import type { AnyGameDefinition } from './types';

/** Every released ruleset, and each game's current one. */
export interface Registry {
  /** Game id → its current ruleset (the highest rules version): what new games are played under. */
  readonly games: ReadonlyMap<string, AnyGameDefinition>;
  /**
   * Rules version (`troyes-dice@1`) → ruleset, for every version ever released: a recorded game
   * replays and verifies under the rules it was played with, whatever the current version is.
   */
  readonly rulesets: ReadonlyMap<string, AnyGameDefinition>;
}

const VERSION = /^([a-z][a-z0-9-]*)@([1-9][0-9]*)$/;

/** The number after the `@` of a rules version, or null when it is not `<id>@<n>`. */
export function rulesVersionNumber(rulesVersion: string): number | null {
  const m = VERSION.exec(rulesVersion);
  return m ? Number(m[2]) : null;
}

/**
 * Builds the registry from every released ruleset. A rules version is `<id>@<n>`; the highest
 * `n` of an id is that game's current ruleset.
 */
export function createRegistry(rulesets: readonly AnyGameDefinition[]): Registry {
  const byVersion = new Map<string, AnyGameDefinition>();
  const current = new Map<string, AnyGameDefinition>();
  for (const def of rulesets) {
    const m = VERSION.exec(def.rulesVersion);
    if (!m || m[1] !== def.id) throw new Error(`rules version ${def.rulesVersion} is not ${def.id}@<n>`);
    if (byVersion.has(def.rulesVersion)) throw new Error(`duplicate rules version ${def.rulesVersion}`);
    byVersion.set(def.rulesVersion, def);
    const newest = current.get(def.id);
    if (!newest || Number(m[2]) > (rulesVersionNumber(newest.rulesVersion) as number)) current.set(def.id, def);
  }
  return { games: current, rulesets: byVersion };
}
