import { describe, expect, it } from '@jest/globals';
import { timeoutPlayout } from '../../core/test-support/timeout-playout';
import { troyesRulesets } from './index';
import { timeoutMove } from './timeout';

describe('troyes timeoutMove', () => {
  it.each(troyesRulesets.map((d) => [d.rulesVersion, d] as const))(
    '%s: a game of timed-out seats only is played to its end with listed moves',
    (_v, def) => {
      const types = timeoutPlayout(def, {}, 'timeout-2', 2);
      // Past the draft, a timed-out seat passes (or concedes) rather than starting actions.
      expect(types).toContain('pass');
      expect(types).not.toContain('act');
    },
  );

  it('passes before anything else, and concedes a combat rather than spend dice', () => {
    expect(timeoutMove(null, 0, [{ type: 'recruit' }, { type: 'pass' }])).toEqual({ type: 'pass' });
    expect(timeoutMove(null, 0, [{ type: 'counterDie', die: 0 }, { type: 'concede' }])).toEqual({ type: 'concede' });
    expect(timeoutMove(null, 0, [{ type: 'flipDie', die: 1 }])).toEqual({ type: 'flipDie', die: 1 });
  });
});
