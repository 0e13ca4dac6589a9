/** UTC calendar days, the unit of daily puzzles: "YYYY-MM-DD". */
const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The UTC date of an instant. */
export function utcDay(at: Date): string {
  return isoDate(at);
}

/** A valid "YYYY-MM-DD" as midnight UTC, or null. */
export function parseIsoDate(text: string): Date | null {
  if (!ISO_DATE.test(text)) return null;
  const d = new Date(`${text}T00:00:00.000Z`);
  return Number.isNaN(d.getTime()) || isoDate(d) !== text ? null : d;
}

export function dayOpens(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

export function dayCloses(date: string): Date {
  return new Date(dayOpens(date).getTime() + DAY_MS);
}
