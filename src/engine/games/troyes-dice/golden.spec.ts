/**
 * Golden games: replaying each committed move list under the rules version it was recorded with
 * must give exactly the committed final scores. A rules change shows up here as a diff: release it
 * as a new version (rulesets.ts) and record a game under it; the old fixtures stay as they are.
 * `CRIER_WRITE_GOLDEN=1 npx vitest run src/engine/games/troyes-dice/golden.spec.ts` rewrites every
 * fixture from its spec; after `npx prettier --write` on fixtures/ the recorded ones must come out
 * byte for byte the same.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay } from '../../core/replay';
import { GOLDEN_SPECS, goldenRules, playGolden, type GoldenGame } from './test-support/golden';
import type { TroyesDiceState } from './types';

const dir = join(__dirname, 'fixtures');

describe('golden games', () => {
  it.each(GOLDEN_SPECS.map((s) => [s.name]))('%s replays to its committed scores', (name) => {
    const file = join(dir, `golden-${name}.json`);
    const spec = GOLDEN_SPECS.find((s) => s.name === name)!;
    if (process.env.CRIER_WRITE_GOLDEN === '1') {
      writeFileSync(file, JSON.stringify(playGolden(spec), null, 1) + '\n');
    }
    const golden = JSON.parse(readFileSync(file, 'utf8')) as GoldenGame;
    expect(golden.rulesVersion).toBe(spec.rulesVersion);
    const troyesDice = goldenRules(golden.rulesVersion);
    const r = replay<TroyesDiceState>(troyesDice, golden.options, golden.seed, golden.playerCount, golden.moves);
    if (!r.ok) throw new Error(`move ${r.error.index}: ${r.error.violation.code}`);
    expect(troyesDice.isOver(r.value.state)).toBe(true);
    expect(troyesDice.scores(r.value.state)).toEqual(golden.scores);
    expect(troyesDice.ranking(r.value.state)).toEqual(golden.ranking);
  });
});
