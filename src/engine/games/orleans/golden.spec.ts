/**
 * Golden games: recorded move lists replayed, under the rules version they were recorded with,
 * against committed final states and scores. Any rule or data change that alters play shows up
 * here: such a change is a new rules version (rulesets.ts); the old version's games keep passing.
 * A new fixture (a missing file) is recorded under the current version with CRIER_WRITE_FIXTURES=1.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { replay } from '../../core/replay';
import type { RankEntry, SeatScore, SeatedMove } from '../../core/types';
import { orleans, orleansRulesets, type OrleansState } from './index';
import { randomPlayout } from './test-support/playout';

interface Golden {
  rulesVersion: string;
  seed: string;
  playerCount: number;
  moves: SeatedMove[];
  scores: SeatScore[];
  ranking: RankEntry[];
  finalState: OrleansState;
}

const GAMES: Array<[string, number]> = [
  ['golden-2p', 2],
  ['golden-3p', 3],
  ['golden-4p', 4],
  ['golden-5p', 5],
  ['golden-4p-v2', 4],
];

describe('golden games', () => {
  it.each(GAMES)('%s replays to its recorded final state and scores', (seed, playerCount) => {
    const file = join(__dirname, 'fixtures', `${seed}.json`);
    // A recorded game is never rewritten: only a missing one is recorded (under the current version).
    if (!existsSync(file)) {
      if (process.env.CRIER_WRITE_FIXTURES !== '1') throw new Error(`missing fixture ${file}`);
      const { final, moves } = randomPlayout(seed, playerCount);
      const golden: Golden = {
        rulesVersion: orleans.rulesVersion,
        seed,
        playerCount,
        moves,
        scores: orleans.scores(final),
        ranking: orleans.ranking(final),
        finalState: final,
      };
      writeFileSync(file, JSON.stringify(golden) + '\n');
    }
    const golden = JSON.parse(readFileSync(file, 'utf8')) as Golden;
    const rules = orleansRulesets.find((r) => r.rulesVersion === golden.rulesVersion);
    if (rules === undefined) throw new Error(`no released ruleset ${golden.rulesVersion}`);
    const out = replay<OrleansState>(rules, undefined, golden.seed, golden.playerCount, golden.moves);
    if (!out.ok) throw new Error(`${out.error.index}: ${out.error.violation.code}`);
    expect(rules.isOver(out.value.state)).toBe(true);
    expect(rules.scores(out.value.state)).toEqual(golden.scores);
    expect(rules.ranking(out.value.state)).toEqual(golden.ranking);
    expect(JSON.stringify(out.value.state)).toBe(JSON.stringify(golden.finalState));
  });
});
