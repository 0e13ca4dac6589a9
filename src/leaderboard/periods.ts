import { isoDate, parseIsoDate } from '../common/clock/utc-day';
import { AppError } from '../common/errors/app-error';

/**
 * The periods of the weekly and monthly boards, named by labels: an ISO 8601 week '2026-W48'
 * (Monday to Sunday, UTC; the week-year may differ from the calendar year around New Year) and a
 * calendar month '2026-11'. A daily entry counts in the periods of its puzzle-day.
 */
export type PeriodKind = 'weekly' | 'monthly';

const DAY_MS = 86_400_000;
const WEEK = /^(\d{4})-W(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

/** The ISO week of a UTC day 'YYYY-MM-DD', as '2026-W48'. */
export function isoWeekOf(date: string): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  const dow = (d.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(d.getTime() + (3 - dow) * DAY_MS); // the week's Thursday names its year
  const year = thursday.getUTCFullYear();
  const jan1 = Date.UTC(year, 0, 1);
  const week = 1 + Math.floor((thursday.getTime() - jan1) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The periods a puzzle-day counts in: its ISO week and its calendar month, with their days. */
export function periodsOfDay(date: string): { label: string; from: string; to: string }[] {
  return (['weekly', 'monthly'] as const).map((kind) => {
    const label = periodOf(kind, date);
    return { label, ...periodSpan(kind, label) };
  });
}

export function periodOf(kind: PeriodKind, date: string): string {
  return kind === 'weekly' ? isoWeekOf(date) : monthOf(date);
}

/** The first and last UTC day of a period label (already checked). */
export function periodSpan(kind: PeriodKind, label: string): { from: string; to: string } {
  if (kind === 'monthly') {
    const [y, m] = label.split('-').map(Number) as [number, number];
    return { from: isoDate(new Date(Date.UTC(y, m - 1, 1))), to: isoDate(new Date(Date.UTC(y, m, 0))) };
  }
  const [, y, w] = WEEK.exec(label) as unknown as [string, string, string];
  const jan4 = Date.UTC(Number(y), 0, 4);
  const week1Monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
  const from = week1Monday + (Number(w) - 1) * 7 * DAY_MS;
  return { from: isoDate(new Date(from)), to: isoDate(new Date(from + 6 * DAY_MS)) };
}

/**
 * A period label from the API, normalised, or 400 VALIDATION_FAILED on `field`: 'YYYY-Www' (a week
 * that exists in that ISO year) for weekly, 'YYYY-MM' for monthly; `current` (or none) is the
 * period of `today`.
 */
export function parsePeriod(kind: PeriodKind, text: string | undefined, today: string, field: string): string {
  if (text === undefined || text === 'current') return periodOf(kind, today);
  if (kind === 'weekly') {
    const m = WEEK.exec(text);
    if (m && Number(m[2]) >= 1) {
      const label = `${m[1]}-W${m[2]}`;
      // A 53rd week exists only in some years: the week must come back from its own Monday.
      if (isoWeekOf(periodSpan('weekly', label).from) === label) return label;
    }
    throw invalid(field, 'YYYY-Www, an ISO week (e.g. 2026-W48), or current');
  }
  const m = MONTH.exec(text);
  if (m && parseIsoDate(`${text}-01`)) return text;
  throw invalid(field, 'YYYY-MM (e.g. 2026-11), or current');
}

function invalid(field: string, format: string): AppError {
  return new AppError('VALIDATION_FAILED', `${field} must be ${format}.`, {
    fields: [{ path: field, constraints: { format: `${field} must be ${format}` } }],
  });
}
