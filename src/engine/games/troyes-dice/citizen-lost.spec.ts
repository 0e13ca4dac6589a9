/**
 * Rulebook (shared/seeds/000_troyes-dice_english-extract.txt, "Citizen Tracks"): a citizen gained
 * while its own track is full goes on another track; when all three are full it is lost
 * (`CitizenLost`). No random game reached it in 12,000 (issue 31), so a scenario does.
 */
import { describe, expect, it } from '@jest/globals';
import { troyesDiceRulesets } from '.';
import { CITIZEN_TRACK_LENGTH } from './data/tracks';
import { play, scenario } from './test-support/scenario';

describe('a citizen gained with all three citizen tracks full is lost', () => {
  it.each(troyesDiceRulesets.map((r) => [r.rulesVersion, r] as const))('%s: CitizenLost, nothing asked', (_, rules) => {
    const full = CITIZEN_TRACK_LENGTH;
    const { state } = scenario({
      dice: [1, 2, 4, 6],
      blackSlot: 3,
      colours: ['red', 'white', 'yellow', 'white'],
      sheets: [{ citizens: [full, full, full] }],
      rules,
    });
    // The red 1 builds a Count's Palace: 2 red citizens, with nowhere to go.
    const { state: after, events } = play(state, 0, { type: 'useDie', slot: 0, action: 'buildWork' }, rules);
    expect(events.filter((e) => e.type === 'CitizenLost')).toEqual([
      { type: 'CitizenLost', seat: 0, colour: 'red' },
      { type: 'CitizenLost', seat: 0, colour: 'red' },
    ]);
    expect(after.sheets[0]!.citizens).toEqual([full, full, full]);
    expect(after.sheets[0]!.pending).toEqual([]);
  });
});
