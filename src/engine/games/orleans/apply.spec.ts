/** Every violation code Orléans answers, with the `details` docs/engine.md §9 promises. */
import { describe, expect, it } from '@jest/globals';
import { orleans } from './index';
import { PLACES } from './places';
import { fill, fresh, inActions, play } from './test-support/scenario';
import type { OrleansState } from './types';

function refusal(s: OrleansState, seat: number, move: unknown) {
  const out = orleans.apply(s, seat, move);
  if (out.ok) throw new Error(`accepted ${JSON.stringify(move)}`);
  return out.error;
}

describe('violations and their details', () => {
  it('MALFORMED_MOVE: an unknown type names it; a known type with bad fields names the fields it takes', () => {
    const s = fresh(2);
    expect(refusal(s, 0, { type: 'dance' })).toMatchObject({ code: 'MALFORMED_MOVE', details: { type: 'dance' } });
    expect(refusal(s, 0, { type: 'draw', count: '2' })).toMatchObject({
      code: 'MALFORMED_MOVE',
      details: { type: 'draw', fields: ['count'] },
    });
    expect(refusal(s, 0, { type: 'recall', slot: 3, extra: 1 })).toMatchObject({
      code: 'MALFORMED_MOVE',
      details: { type: 'recall', fields: ['slot'] },
    });
    const t = inActions(fresh(2), 0);
    expect(refusal(t, 0, { type: 'act', place: '__proto__' })).toMatchObject({
      code: 'MALFORMED_MOVE',
      details: { type: 'act', fields: ['place'] },
    });
  });

  it('the shared guards answer first, with the core codes', () => {
    const s = fresh(2);
    expect(refusal(s, 2, { type: 'declare' }).code).toBe('UNKNOWN_SEAT');
    expect(refusal(s, 0, 'declare').code).toBe('MALFORMED_MOVE');
    const t = inActions(fresh(2), 0);
    expect(refusal(t, 1, { type: 'pass' })).toMatchObject({ code: 'NOT_YOUR_TURN', details: { seat: 1, actors: [0] } });
  });

  it('WRONG_PHASE: a known move at the wrong time names the type and the phase', () => {
    expect(refusal(fresh(2), 0, { type: 'pass' })).toMatchObject({
      code: 'WRONG_PHASE',
      details: { type: 'pass', phase: 'prep' },
    });
    expect(refusal(inActions(fresh(2), 0), 0, { type: 'declare' })).toMatchObject({
      code: 'WRONG_PHASE',
      details: { type: 'declare', phase: 'actions' },
    });
  });

  it('WRONG_STAGE names the seat’s stage; TOO_MANY_DRAWS the most it may draw', () => {
    const s = fresh(2);
    expect(refusal(s, 0, { type: 'declare' })).toMatchObject({ code: 'WRONG_STAGE', details: { stage: 'draw' } });
    expect(refusal(s, 0, { type: 'draw', count: 5 })).toMatchObject({ code: 'TOO_MANY_DRAWS', details: { max: 0 } });
    const drawn = play(s, 0, { type: 'draw', count: 0 }).state;
    expect(refusal(drawn, 0, { type: 'draw', count: 0 })).toMatchObject({
      code: 'WRONG_STAGE',
      details: { stage: 'plan' },
    });
  });

  it('CANNOT_RECALL names the slot; FOLLOWER_NOT_IN_MARKET the follower; SPACE_NOT_AVAILABLE both', () => {
    const s = fresh(2);
    expect(refusal(s, 0, { type: 'recall', slot: 0 })).toMatchObject({ code: 'CANNOT_RECALL', details: { slot: 0 } });
    const planning = play(s, 0, { type: 'draw', count: 0 }).state;
    expect(refusal(planning, 0, { type: 'place', follower: 'monk', slot: 0 })).toMatchObject({
      code: 'FOLLOWER_NOT_IN_MARKET',
      details: { follower: 'monk' },
    });
    const slot = PLACES.monastery.offset; // a Scholar space
    expect(refusal(planning, 0, { type: 'place', follower: 'starter-farmer', slot })).toMatchObject({
      code: 'SPACE_NOT_AVAILABLE',
      details: { follower: 'starter-farmer', slot },
    });
  });

  it('ACTION_NOT_AVAILABLE and ILLEGAL_CHOICE name the place', () => {
    const s = inActions(fresh(2), 0);
    expect(refusal(s, 0, { type: 'act', place: 'castle' })).toMatchObject({
      code: 'ACTION_NOT_AVAILABLE',
      details: { place: 'castle' },
    });
    fill(s, 0, 'ship', ['starter-farmer', 'starter-boatman', 'knight']);
    expect(refusal(s, 0, { type: 'act', place: 'ship', to: 'paris', good: null })).toMatchObject({
      code: 'ILLEGAL_CHOICE',
      details: { place: 'ship' },
    });
  });

  it('during a decision: ILLEGAL_CHOICE for a wrong option of it, DECISION_PENDING for another move; both name it', () => {
    const s = inActions(fresh(2), 0);
    s.pending = [{ kind: 'sacristy', seat: 0 }];
    expect(refusal(s, 0, { type: 'sacristy', use: 'maybe' })).toMatchObject({
      code: 'ILLEGAL_CHOICE',
      details: { decision: 'sacristy' },
    });
    expect(refusal(s, 0, { type: 'pass' })).toMatchObject({
      code: 'DECISION_PENDING',
      details: { decision: 'sacristy' },
    });
    expect(refusal(s, 0, { type: 'dance' }).code).toBe('MALFORMED_MOVE');
  });
});
