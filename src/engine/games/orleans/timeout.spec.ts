import { describe, expect, it } from '@jest/globals';
import { timeoutPlayout } from '../../core/test-support/timeout-playout';
import { orleansRulesets } from './index';
import { timeoutMove } from './timeout';

describe('orleans timeoutMove', () => {
  it.each(orleansRulesets.map((d) => [d.rulesVersion, d] as const))(
    '%s: a game of timed-out seats only is played to its end with listed moves',
    (_v, def) => {
      const types = timeoutPlayout(def, undefined, 'timeout-3', 3);
      // Planning: draw once and declare; Actions: pass.
      expect(types).toEqual(expect.arrayContaining(['draw', 'declare', 'pass']));
      expect(types).not.toContain('place');
    },
  );

  it('declares a plan as it stands, and passes in the Actions phase', () => {
    expect(timeoutMove(null, 0, [{ type: 'draw', count: 2 }])).toEqual({ type: 'draw', count: 2 });
    expect(timeoutMove(null, 0, [{ type: 'pass' }, { type: 'declare' }])).toEqual({ type: 'declare' });
  });
});
