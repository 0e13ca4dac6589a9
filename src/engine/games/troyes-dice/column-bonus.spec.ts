/**
 * Issue 18: the citizen-column bonus is paid once per column.
 *
 * Rulebook (shared/seeds/000_troyes-dice_english-extract.txt, "Citizen Tracks: Column Bonus"):
 * "You gain a column bonus when you have circled all 3 citizens of the third, sixth, and eleventh
 * columns. Immediately gain 1 of each resource. / Immediately construct the work building of your
 * choice." One bonus per column; no ruling allows a second (docs/rules-notes/troyes-dice.md T16).
 *
 * troyes-dice@1 paid it twice when a 20th-citizen track bonus completed the column; it stays
 * registered, unchanged, so games recorded under it still verify. troyes-dice@2 pays it once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { replay } from '../../core/replay';
import type { GameEvent, SeatedMove } from '../../core/types';
import { troyesDice, troyesDiceRulesets } from '.';
import { play, scenario } from './test-support/scenario';
import type { GoldenGame } from './test-support/golden';
import type { TroyesDiceState } from './types';
import { XC_3276, XC_5904 } from './test-support/issue-18';

const [v1, v2] = troyesDiceRulesets as [typeof troyesDice, typeof troyesDice];
const OPTIONS = { numbering: 'first-game', expansion: false };

/** Play `moves` from setup; the state and the events of the last move. */
function playSolo(rules: typeof troyesDice, seed: string, moves: readonly unknown[]) {
  const setup = rules.setup(OPTIONS, seed, 1);
  if (!setup.ok) throw new Error(setup.error.code);
  let state = setup.value;
  let events: GameEvent[] = [];
  for (const move of moves) ({ state, events } = play(state, 0, move, rules));
  return { state, events };
}

const columnBonuses = (events: GameEvent[]) => events.filter((e) => e.type === 'ColumnBonus');
const available = (s: TroyesDiceState) => s.sheets[0]!.gained.map((g, i) => g - s.sheets[0]!.spent[i]!);

describe('issue 18: a track bonus that completes a bonus column (rulebook "Citizen Tracks: Column Bonus")', () => {
  it('troyes-dice@2 is the current ruleset; troyes-dice@1 stays registered', () => {
    expect(troyesDiceRulesets.map((r) => r.rulesVersion)).toEqual(['troyes-dice@1', 'troyes-dice@2']);
    expect(troyesDice).toBe(v2);
  });

  it('a 20th citizen whose track bonus completes citizen column 3 pays 1 of each resource once', () => {
    // 19 knights, 2 artisans, 2 priests: the red 1 builds a Count's Palace (2 red citizens); the
    // 20th knight gives 1 artisan and 1 priest, and that priest completes column 3.
    const spec = {
      dice: [1, 2, 4, 6],
      blackSlot: 3,
      colours: ['red', 'white', 'yellow', 'white'] as const,
      sheets: [{ citizens: [19, 2, 2] as [number, number, number] }],
    };
    for (const [rules, times, gained] of [
      [v2, 1, [4, 4, 4]],
      [v1, 2, [5, 5, 5]],
    ] as const) {
      const { state } = scenario({ ...spec, colours: [...spec.colours], rules });
      const { state: after, events } = play(state, 0, { type: 'useDie', slot: 0, action: 'buildWork' }, rules);
      expect(after.sheets[0]!.citizens).toEqual([20, 3, 3]);
      expect(columnBonuses(events)).toEqual(new Array(times).fill({ type: 'ColumnBonus', seat: 0, citizenColumn: 3 }));
      expect(after.sheets[0]!.gained).toEqual(gained);
    }
  });

  it('seed xc-3276: at move index 9 column 3 pays once under @2 (1/1/1 available, 26 VP), twice under @1 (2/2/2, 29 VP)', () => {
    const before = playSolo(v2, 'xc-3276', XC_3276.slice(0, 9));
    expect(before.state.sheets[0]!.citizens).toEqual([2, 16, 2]);

    const now = playSolo(v2, 'xc-3276', XC_3276);
    // the Great Hall's 4 artisans reach the 20th, whose knight and priest complete column 3
    expect(now.state.sheets[0]!.citizens).toEqual([3, 20, 3]);
    expect(now.events.filter((e) => e.type === 'TrackBonus')).toHaveLength(1);
    expect(columnBonuses(now.events)).toEqual([{ type: 'ColumnBonus', seat: 0, citizenColumn: 3 }]);
    expect(available(now.state)).toEqual([1, 1, 1]);
    expect(v2.scores(now.state)[0]!.total).toBe(26);

    const recorded = playSolo(v1, 'xc-3276', XC_3276);
    expect(columnBonuses(recorded.events)).toHaveLength(2);
    expect(available(recorded.state)).toEqual([2, 2, 2]);
    expect(v1.scores(recorded.state)[0]!.total).toBe(29);
  });

  it('seed xc-5904: at move index 10 column 6 creates one work-building decision under @2, two under @1', () => {
    const work = { kind: 'work', citizenColumn: 6 };
    const now = playSolo(v2, 'xc-5904', XC_5904);
    expect(columnBonuses(now.events)).toEqual([{ type: 'ColumnBonus', seat: 0, citizenColumn: 6 }]);
    expect(now.state.sheets[0]!.pending).toEqual([work]);

    const recorded = playSolo(v1, 'xc-5904', XC_5904);
    expect(columnBonuses(recorded.events)).toHaveLength(2);
    expect(recorded.state.sheets[0]!.pending).toEqual([work, work]);
  });

  it('the troyes-dice@2 golden game meets the case: its moves score otherwise under @1', () => {
    const file = join(__dirname, 'fixtures', 'golden-2p-rolled-expansion-greedy-v2.json');
    const golden = JSON.parse(readFileSync(file, 'utf8')) as GoldenGame;
    expect(golden.rulesVersion).toBe('troyes-dice@2');
    const moves = golden.moves as SeatedMove[];
    const under = (rules: typeof troyesDice) => replay<TroyesDiceState>(rules, golden.options, golden.seed, 2, moves);
    const now = under(v2);
    const old = under(v1);
    if (!now.ok || !old.ok) throw new Error('replay refused');
    expect(v2.scores(now.value.state)).toEqual(golden.scores);
    expect(v1.scores(old.value.state)).not.toEqual(golden.scores);
  });
});
