/**
 * Golden games: replaying each committed move list must give exactly the committed final scores.
 * A rules change shows up here as a diff. Regenerate (after bumping rulesVersion) with
 * `CRIER_WRITE_GOLDEN=1 npx jest src/engine/games/troyes-dice/golden.spec.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { replay } from '../../core/replay';
import { troyesDice } from './game';
import { GOLDEN_SPECS, playGolden, type GoldenGame } from './test-support/golden';
import type { TroyesDiceState } from './types';

const dir = join(__dirname, 'fixtures');

describe('golden games', () => {
  it.each(GOLDEN_SPECS.map((s) => [s.name]))('%s replays to its committed scores', (name) => {
    const file = join(dir, `golden-${name}.json`);
    if (process.env.CRIER_WRITE_GOLDEN === '1') {
      const spec = GOLDEN_SPECS.find((s) => s.name === name)!;
      writeFileSync(file, JSON.stringify(playGolden(spec), null, 1) + '\n');
    }
    const golden = JSON.parse(readFileSync(file, 'utf8')) as GoldenGame;
    expect(golden.rulesVersion).toBe(troyesDice.rulesVersion);
    const r = replay<TroyesDiceState>(troyesDice, golden.options, golden.seed, golden.playerCount, golden.moves);
    if (!r.ok) throw new Error(`move ${r.error.index}: ${r.error.violation.code}`);
    expect(troyesDice.isOver(r.value.state)).toBe(true);
    expect(troyesDice.scores(r.value.state)).toEqual(golden.scores);
    expect(troyesDice.ranking(r.value.state)).toEqual(golden.ranking);
  });
});
