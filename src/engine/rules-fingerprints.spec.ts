import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { randomInt, seedRng } from './core/rng';
import type { AnyGameDefinition } from './core/types';
import { rulesets } from './released-games';

/**
 * Fingerprints of every released rules version: seeded random games, every seat's legal moves,
 * the timeout move, the acting seat's view and the events at every step, and the final scores,
 * hashed. Golden games pin one line of play each; these pin every choice along several, so a
 * change meant for a new version that leaks into an old one (a legal move more or less, an event
 * worded differently) fails here. A released version's hash never changes; a new version adds
 * its own when it is released.
 */
const FINGERPRINTS: Record<string, string> = {
  'troyes-dice@1': '469e0cdd1955064872f08cf82c54eeb8',
  'troyes-dice@2': 'dbb3d123a8e4f2b7e5299c07176688f8',
  'orleans@1': '2a39e3ea9b529a2e00e0483a3f20d982',
  'orleans@2': 'e19379ea7923f44d446c59faca2ba4e0',
  'troyes@1': '54bd1191dfe92b264b63700bbb6f15bb',
  'troyes@2': '69764f22eaf832284c4cfab6174e455b',
  'troyes@3': 'f94338173e05c7248529563afd073aa1',
};

/** The seeds and table sizes each version is played at. */
function tables(def: AnyGameDefinition): { seed: string; players: number }[] {
  const { minPlayers, maxPlayers } = def.metadata;
  const out: { seed: string; players: number }[] = [];
  for (let players = minPlayers; players <= Math.min(maxPlayers, 5); players++) {
    for (const game of ['a', 'b', 'c'])
      out.push({ seed: `fingerprint-${def.rulesVersion}-${players}${game}`, players });
  }
  return out;
}

function fingerprint(def: AnyGameDefinition): string {
  const hash = createHash('sha256');
  for (const { seed, players } of tables(def)) {
    const setup = def.setup(def.metadata.defaultOptions, seed, players);
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    const pick = seedRng(`pick:${seed}`);
    for (let ply = 0; !def.isOver(state); ply++) {
      if (ply > 20_000) throw new Error(`${def.rulesVersion} ${seed}: no end`);
      const seat = def.actors(state)[0] as number;
      const legal = def.legalMoves(state, seat);
      hash.update(JSON.stringify(legal));
      hash.update(JSON.stringify(def.timeoutMove?.(state, seat) ?? null));
      hash.update(JSON.stringify(def.view(state, seat)));
      const r = def.apply(state, seat, legal[randomInt(pick, legal.length)]);
      if (!r.ok) throw new Error(`${def.rulesVersion} ${seed}: legal move refused (${r.error.code})`);
      hash.update(JSON.stringify(r.value.events));
      state = r.value.state;
    }
    hash.update(JSON.stringify(def.scores(state)));
    hash.update(JSON.stringify(def.ranking(state)));
  }
  return hash.digest('hex').slice(0, 32);
}

describe('released rules versions are frozen', () => {
  for (const [version, def] of rulesets) {
    it(`${version} plays exactly as when it was released`, () => {
      const got = fingerprint(def);
      if (FINGERPRINTS[version] === undefined) throw new Error(`no fingerprint for ${version}: ${got}`);
      expect(got).toBe(FINGERPRINTS[version]);
    });
  }
});
