import { describe, expect, it } from '@jest/globals';
import { timeoutPlayout } from '../../core/test-support/timeout-playout';
import { troyesDiceRulesets } from './index';
import { timeoutMove } from './timeout';
import type { TroyesDiceMove } from './types';

describe('troyes-dice timeoutMove', () => {
  it.each(troyesDiceRulesets.map((d) => [d.rulesVersion, d] as const))(
    '%s: a game of timed-out seats only is played to its end with listed, cheap moves',
    (_v, def) => {
      for (const players of [1, 3]) {
        const types = timeoutPlayout(def, undefined, `timeout-${players}`, players);
        // Nothing but decisions, the free fallback and dice that cost no extra resource.
        expect(new Set(types).size).toBeGreaterThan(0);
        for (const t of types) expect(['chooseCitizen', 'bonusBuilding', 'fallback', 'useDie']).toContain(t);
      }
    },
  );

  it('prefers the fallback to buying a die, and a die that pays nothing to one that does', () => {
    const die = (pay?: 'deniers'): TroyesDiceMove => ({
      type: 'useDie',
      slot: 1,
      action: 'gainResources',
      ...(pay ? { pay } : {}),
    });
    expect(timeoutMove(null, 0, [die('deniers'), { type: 'fallback' }])).toEqual({ type: 'fallback' });
    expect(timeoutMove(null, 0, [die('deniers'), die()])).toEqual(die());
    expect(timeoutMove(null, 0, [die('deniers')])).toEqual(die('deniers'));
  });
});
