import { describe, expect, it } from '@jest/globals';
import { troyes, troyesV2 } from './index';
import { totalVp } from './state';
import { EMPTY } from './types';
import { ANNA, FAYE, blankState, patchSlot, play, playAll, showActivity, groupOf } from './test-support/scenario';

/**
 * troyes@3, "can", not "must" (docs/rules-notes/troyes.md, "How many activations"): an immediate
 * card gives "the number of times the effect can be used", Archer and Chivalry "can place" cubes.
 */

/** Anna (tradesman on the card) activates `id` with her own `dice`; Faye holds `fayeDice`. */
function activated(
  id: 'procession' | 'chivalry' | 'merchant' | 'diplomat',
  dice: string[],
  fayeDice: string[],
  rules = troyes,
) {
  const s = blankState(4, 'scenario', rules);
  const slot = showActivity(s, id);
  patchSlot(s, slot, { spaces: [ANNA, EMPTY] });
  s.dice[ANNA] = dice;
  s.dice[FAYE] = fayeDice;
  s.queue.push({ id: 'war', cubes: [] });
  const out = playAll(s, ANNA, [{ type: 'act', action: 'activity', target: slot, cube: -1 }, groupOf([ANNA, 0])]);
  return { ...out, slot };
}

describe('how many activations: the acting player chooses (troyes@3)', () => {
  it('Procession bought twice may be used once: a tied opponent is paid per activation', () => {
    // W6 ÷ 3 = 2 activations; Anna and Faye then tie with two dice each (gray has one).
    const { state, events, slot } = activated('procession', ['W6', 'Y1', 'Y1'], ['Y2', 'Y2']);
    expect(state.step).toEqual({ k: 'times', seat: ANNA, slot, max: 2 });
    expect(events.some((e) => e.type === 'ActivityActivated')).toBe(false); // not used yet
    expect(troyes.legalMoves(state, ANNA)).toEqual([
      { type: 'times', n: 1 },
      { type: 'times', n: 2 },
    ]);
    expect(troyes.apply(state, ANNA, { type: 'times', n: 3 })).toMatchObject({
      ok: false,
      error: { code: 'TIMES_OUT_OF_RANGE', details: { n: 3, min: 1, max: 2 } },
    });
    const once = play(state, ANNA, { type: 'times', n: 1 });
    expect(once.events[0]).toEqual({ type: 'ActivityActivated', seat: ANNA, card: 'procession', times: 1 });
    expect([totalVp(once.state, ANNA), totalVp(once.state, FAYE)]).toEqual([2, 2]);
    const twice = play(state, ANNA, { type: 'times', n: 2 }).state;
    expect([totalVp(twice, ANNA), totalVp(twice, FAYE)]).toEqual([4, 4]);
  });

  it('one activation asks nothing; troyes@2 used every activation at once', () => {
    expect(activated('merchant', ['Y2'], []).state.step.k).not.toBe('times'); // ÷2: one activation
    const old = activated('procession', ['W6', 'Y1', 'Y1'], ['Y2', 'Y2'], troyesV2).state;
    expect(old.step.k).not.toBe('times');
    expect([totalVp(old, ANNA), totalVp(old, FAYE)]).toEqual([4, 4]);
  });

  it('Chivalry’s cubes can be placed: the player may stop (cubesDone), the rest are not placed', () => {
    // R3 ÷ 3 = 1 activation × 2 red dice left = 2 cubes.
    const { state } = activated('chivalry', ['R3', 'R1', 'R2'], []);
    expect(state.step).toEqual({ k: 'cubes', seat: ANNA, left: 2, optional: true });
    expect(troyes.legalMoves(state, ANNA)).toEqual([
      { type: 'eventCube', event: 0 },
      { type: 'eventCube', event: 1 },
      { type: 'cubesDone' },
    ]);
    expect(troyes.timeoutMove?.(state, ANNA)).toEqual({ type: 'cubesDone' });
    const one = playAll(state, ANNA, [{ type: 'eventCube', event: 1 }, { type: 'cubesDone' }]).state;
    expect(one.queue[1]?.cubes).toEqual([ANNA]);
    expect(one.queue[0]?.cubes).toEqual([]);
    expect(one.step).not.toMatchObject({ seat: ANNA, k: 'cubes' });
  });

  it('Diplomat’s cubes are paid for, and before troyes@3 every cube is placed: cubesDone is refused', () => {
    const old = activated('chivalry', ['R3', 'R1', 'R2'], [], troyesV2).state;
    expect(old.step).toEqual({ k: 'cubes', seat: ANNA, left: 2 });
    expect(troyesV2.legalMoves(old, ANNA)).not.toContainEqual({ type: 'cubesDone' });
    // Diplomat (troyes@3): R6 ÷ 3 = 2 conversions, both chosen and paid for with Influence.
    const asked = activated('diplomat', ['R6'], []).state;
    const diplomat = play(asked, ANNA, { type: 'times', n: 2 }).state;
    expect(diplomat.step).toEqual({ k: 'cubes', seat: ANNA, left: 2 });
    expect(troyes.legalMoves(diplomat, ANNA)).not.toContainEqual({ type: 'cubesDone' });
    for (const s of [old, diplomat]) {
      expect(troyes.apply(s, ANNA, { type: 'cubesDone' })).toMatchObject({
        ok: false,
        error: { code: 'WRONG_STEP', details: { step: 'cubes', expected: ['eventCube'] } },
      });
    }
  });
});
