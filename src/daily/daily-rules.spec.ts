import { describe, expect, it } from '@jest/globals';
import { rulesetsOf, rulesVersionNumber } from '../engine';
import { DAILY_KINDS } from './daily-kinds';
import { DAILY_RULES_FROM, dailyRules } from './daily-rules';

describe('the rules a puzzle-day is played under', () => {
  it('is the newest version in force on the day, not the server’s current one', () => {
    expect(dailyRules('troyes-dice', '2026-11-21').rulesVersion).toBe('troyes-dice@1');
    expect(dailyRules('troyes-dice', '2026-11-22').rulesVersion).toBe('troyes-dice@2');
    expect(dailyRules('troyes-dice', '2030-01-01').rulesVersion).toBe('troyes-dice@2');
    expect(dailyRules('orleans', '2026-11-22').rulesVersion).toBe('orleans@1');
    expect(dailyRules('troyes', '2026-11-28').rulesVersion).toBe('troyes@2');
    expect(dailyRules('troyes', '2026-11-29').rulesVersion).toBe('troyes@3');
    expect(dailyRules('orleans', '2026-11-29').rulesVersion).toBe('orleans@2');
  });

  it('names the first day of every released version after the first of each daily game', () => {
    const games = [...new Set(DAILY_KINDS.map((k) => k.game))];
    const unpinned = games.flatMap((game) =>
      rulesetsOf(game)
        .map((r) => r.rulesVersion)
        .filter((v) => rulesVersionNumber(v)! > 1 && !(v in DAILY_RULES_FROM)),
    );
    expect(unpinned).toEqual([]);
    for (const [version, day] of Object.entries(DAILY_RULES_FROM)) {
      expect(rulesVersionNumber(version)).toBeGreaterThan(1);
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
