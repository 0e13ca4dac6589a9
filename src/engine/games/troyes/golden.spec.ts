import { describe, expect, it } from '@jest/globals';
import { replay } from '../../core/replay';
import type { RankEntry, SeatScore, SeatedMove } from '../../core/types';
import golden2p from './fixtures/golden-2p.json';
import golden3p from './fixtures/golden-3p.json';
import { troyes, type TroyesState } from './index';

/**
 * Golden games: recorded random games whose replay must give the same scores forever under
 * `troyes@1`. A rule or data change that alters them must bump rulesVersion and re-record.
 */
interface Golden {
  rulesVersion: string;
  seed: string;
  players: number;
  moves: SeatedMove[];
  scores: SeatScore[];
  ranking: RankEntry[];
}

describe('golden games', () => {
  for (const g of [golden2p, golden3p] as unknown as Golden[]) {
    it(`${g.seed}: replays to the recorded scores and ranking`, () => {
      expect(g.rulesVersion).toBe(troyes.rulesVersion);
      const out = replay<TroyesState>(troyes, {}, g.seed, g.players, g.moves);
      if (!out.ok) throw new Error(JSON.stringify(out.error));
      expect(troyes.isOver(out.value.state)).toBe(true);
      expect(troyes.scores(out.value.state)).toEqual(g.scores);
      expect(troyes.ranking(out.value.state)).toEqual(g.ranking);
    });
  }
});
