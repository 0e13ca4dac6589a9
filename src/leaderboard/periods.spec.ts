import { describe, expect, it } from '@jest/globals';
import { isoWeekOf, monthOf, parsePeriod, periodSpan, periodsOfDay } from './periods';

describe('board periods', () => {
  it('names ISO weeks, including those whose week-year is not the calendar year', () => {
    expect(isoWeekOf('2026-11-23')).toBe('2026-W48'); // a Monday
    expect(isoWeekOf('2026-11-29')).toBe('2026-W48'); // its Sunday
    expect(isoWeekOf('2026-11-30')).toBe('2026-W49');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53'); // 2026 has 53 ISO weeks
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(monthOf('2026-11-23')).toBe('2026-11');
  });

  it('spans a week Monday to Sunday and a month first to last day', () => {
    expect(periodSpan('weekly', '2026-W48')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodSpan('weekly', '2025-W01')).toEqual({ from: '2024-12-30', to: '2025-01-05' });
    expect(periodSpan('monthly', '2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('puts a day in its week and its month, even when they fall in different years', () => {
    expect(periodsOfDay('2027-01-01')).toEqual([
      { label: '2026-W53', from: '2026-12-28', to: '2027-01-03' },
      { label: '2027-01', from: '2027-01-01', to: '2027-01-31' },
    ]);
  });

  it('parses labels, current and nothing, and refuses what does not exist', () => {
    expect(parsePeriod('weekly', undefined, '2026-11-23', 'week')).toBe('2026-W48');
    expect(parsePeriod('weekly', 'current', '2026-11-23', 'week')).toBe('2026-W48');
    expect(parsePeriod('monthly', 'current', '2026-11-23', 'month')).toBe('2026-11');
    expect(parsePeriod('weekly', '2026-W53', '2026-11-23', 'week')).toBe('2026-W53');
    for (const bad of ['2025-W53', '2026-W00', '2026-W54', '2026-48', 'W48', '2026-w48']) {
      expect(() => parsePeriod('weekly', bad, '2026-11-23', 'week')).toThrow(/week must be/);
    }
    for (const bad of ['2026-13', '2026-00', '2026-1', '2026-11-01']) {
      expect(() => parsePeriod('monthly', bad, '2026-11-23', 'month')).toThrow(/month must be/);
    }
  });
});
