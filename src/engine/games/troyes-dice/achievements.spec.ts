/** The 13 achievements of the rulebook's back page (R-EN "Achievements"; rules file §5.1). */
import { describe, expect, it } from 'vitest';
import { achievementDefinitions, evaluateAchievements, gameAchievementFacts } from './achievements';
import { troyesDice } from '.';
import { newSheet } from './sheet';
import type { Sheet, TroyesDiceState } from './types';

function finished(sheets: Partial<Sheet>[], options: Record<string, unknown> = {}): TroyesDiceState {
  const r = troyesDice.setup(options, 'achievements', sheets.length);
  if (!r.ok) throw new Error(r.error.code);
  return {
    ...r.value,
    halfDay: 16,
    dice: [],
    destroyed: [],
    sheets: sheets.map((s) => ({ ...newSheet(), acted: true, ...s })),
  };
}

describe('achievements', () => {
  it('lists 13 achievements; the 3 counters say what they count and how many games', () => {
    expect(achievementDefinitions).toHaveLength(13);
    expect(new Set(achievementDefinitions.map((a) => a.id)).size).toBe(13);
    expect(achievementDefinitions.filter((a) => a.counter).map((a) => a.counter)).toEqual([
      { counts: 'solo', threshold: 3 },
      { counts: 'multiplayer', threshold: 3 },
      { counts: 'expansion', threshold: 3 },
    ]);
  });

  it('gives the facts the cross-game counters need', () => {
    expect(gameAchievementFacts(finished([{}]), 0)).toMatchObject({ solo: true, multiplayer: false, expansion: false });
    expect(gameAchievementFacts(finished([{}, {}], { expansion: true }), 1)).toMatchObject({
      solo: false,
      multiplayer: true,
      expansion: true,
      rank: 1,
      sharedRank: true,
    });
  });

  it('is exposed through the engine contract (troyesDice.achievements)', () => {
    const set = troyesDice.achievements!;
    expect(set.definitions).toBe(achievementDefinitions);
    expect(set.counts(finished([{}]), 0)).toEqual(['solo']);
    expect(set.counts(finished([{}, {}], { expansion: true }), 0)).toEqual(['multiplayer', 'expansion']);
    expect(set.earned(finished([{ citizens: [0, 0, 20] }]), 0)).toEqual(['citizen-track']);
  });

  it('score thresholds 45 / 55 / 65 (at least)', () => {
    const at = (n: number) => evaluateAchievements(finished([{ citizens: [20, 20, n - 40], spent: [3, 3, 3] }]), 0);
    expect(at(44)).not.toContain('score-45');
    expect(at(45)).toEqual(expect.arrayContaining(['score-45']));
    expect(at(55)).toEqual(expect.arrayContaining(['score-45', 'score-55']));
    expect(at(55)).not.toContain('score-65');
  });

  it('win a multiplayer game with more than 60 VP (a shared win counts; solo does not)', () => {
    const big: Partial<Sheet> = { citizens: [20, 20, 20], gained: [5, 3, 3] }; // 60 citizens + 2 + 1 + 1 = 64 VP
    expect(evaluateAchievements(finished([big, big]), 0)).toContain('win-multiplayer-over-60');
    expect(evaluateAchievements(finished([big]), 0)).not.toContain('win-multiplayer-over-60');
    const exactly60: Partial<Sheet> = { citizens: [20, 20, 20], spent: [3, 3, 3] };
    expect(evaluateAchievements(finished([exactly60, {}]), 0)).not.toContain('win-multiplayer-over-60');
    expect(evaluateAchievements(finished([{}, big]), 0)).not.toContain('win-multiplayer-over-60');
  });

  it('18 VP from one character (×3 with all 6 buildings of its row)', () => {
    const s: Partial<Sheet> = { built: [0b111111, 0, 0, 0, 0, 0], characters: [3, 0, 0, 0, 0, 0] };
    expect(evaluateAchievements(finished([s]), 0)).toContain('character-18');
    const less: Partial<Sheet> = { built: [0b111110, 0, 0, 0, 0, 0], characters: [3, 0, 0, 0, 0, 0] };
    expect(evaluateAchievements(finished([less]), 0)).not.toContain('character-18');
  });

  it('40 citizens, a full prestige row, a full work row, a full resource track, a full citizen track', () => {
    expect(evaluateAchievements(finished([{ citizens: [14, 13, 13] }]), 0)).toEqual(['citizens-40']);
    expect(evaluateAchievements(finished([{ citizens: [14, 13, 12] }]), 0)).toEqual([]);
    expect(evaluateAchievements(finished([{ built: [0, 0, 0b111111, 0, 0, 0] }]), 0)).toEqual(['prestige-row']);
    expect(evaluateAchievements(finished([{ built: [0, 0, 0, 0, 0, 0b111111] }]), 0)).toEqual(['work-row']);
    expect(evaluateAchievements(finished([{ built: [0, 0b111101, 0, 0, 0, 0] }]), 0)).toEqual([]);
    expect(evaluateAchievements(finished([{ gained: [3, 18, 3], spent: [0, 18, 0] }]), 0)).toEqual(['resource-track']);
    expect(evaluateAchievements(finished([{ citizens: [0, 0, 20] }]), 0)).toEqual(['citizen-track']);
  });

  it('nothing while the game is still running', () => {
    const running = { ...finished([{ citizens: [20, 20, 20] }]), halfDay: 15 };
    expect(evaluateAchievements(running, 0)).toEqual([]);
  });
});
