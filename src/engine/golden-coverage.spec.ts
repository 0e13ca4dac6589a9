import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { rulesets } from './released-games';

/**
 * Every released rules version is guarded by at least one frozen golden game (each game's
 * golden.spec.ts replays them to the recorded scores): a change that alters a released version's
 * play fails there, so old games keep verifying exactly as they were scored.
 */
describe('golden games', () => {
  it('exist for every released rules version of every game', () => {
    const goldenVersions = new Set<string>();
    for (const game of readdirSync(join(__dirname, 'games'))) {
      const dir = join(__dirname, 'games', game, 'fixtures');
      let files: string[] = [];
      try {
        files = readdirSync(dir).filter((f) => f.startsWith('golden') && f.endsWith('.json'));
      } catch {
        continue;
      }
      for (const f of files)
        goldenVersions.add((JSON.parse(readFileSync(join(dir, f), 'utf8')) as { rulesVersion: string }).rulesVersion);
    }
    const unguarded = [...rulesets.keys()].filter((v) => !goldenVersions.has(v));
    expect(unguarded).toEqual([]);
    expect(goldenVersions.size).toBeGreaterThanOrEqual(rulesets.size);
  });
});
