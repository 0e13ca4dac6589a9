import { describe, expect, it } from '@jest/globals';
import { replay } from '../../core/replay';
import type { RankEntry, SeatScore, SeatedMove } from '../../core/types';
import golden2p from './fixtures/golden-2p.json';
import golden3p from './fixtures/golden-3p.json';
import golden4pV2 from './fixtures/golden-4p-v2.json';
import golden3pV3 from './fixtures/golden-3p-v3.json';
import { troyesRulesets, type TroyesState } from './index';

/**
 * Golden games: recorded random games whose replay must give the same scores forever under the
 * rules version they were recorded with. A rule or data change that alters them is a new version
 * (rulesets.ts); the old version stays registered and its games keep passing here.
 */
interface Golden {
  rulesVersion: string;
  seed: string;
  players: number;
  moves: SeatedMove[];
  scores: SeatScore[];
  ranking: RankEntry[];
}

const GOLDEN = [golden2p, golden3p, golden4pV2, golden3pV3] as unknown as Golden[];

describe('golden games', () => {
  for (const g of GOLDEN) {
    it(`${g.seed} (${g.rulesVersion}): replays to the recorded scores and ranking`, () => {
      const rules = troyesRulesets.find((r) => r.rulesVersion === g.rulesVersion);
      if (!rules) throw new Error(`no ruleset ${g.rulesVersion}`);
      const out = replay<TroyesState>(rules, {}, g.seed, g.players, g.moves);
      if (!out.ok) throw new Error(JSON.stringify(out.error));
      expect(rules.isOver(out.value.state)).toBe(true);
      expect(rules.scores(out.value.state)).toEqual(g.scores);
      expect(rules.ranking(out.value.state)).toEqual(g.ranking);
    });
  }

  it('every released rules version has a golden game', () => {
    expect(troyesRulesets.map((r) => r.rulesVersion).filter((v) => !GOLDEN.some((g) => g.rulesVersion === v))).toEqual(
      [],
    );
  });
});
