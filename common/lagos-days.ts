/**
 * Days as the site counts them (Insights' figures, the leads' follow-up dates): calendar days in
 * Lagos time (Nigeria keeps UTC+1 all year), written YYYY-MM-DD. The one place that knows the
 * offset. Free of imports, so the server, the admin screens and the bench share it.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The Lagos day (YYYY-MM-DD) and hour (0–23) of an instant. */
export function lagosTime(at: Date): { day: string; hour: number } {
  const shifted = new Date(at.getTime() + HOUR_MS);
  return { day: shifted.toISOString().slice(0, 10), hour: shifted.getUTCHours() };
}

/** The instant (ISO-8601, UTC) at which the Lagos day `day` begins: 23:00 UTC the day before. */
export function lagosDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - HOUR_MS).toISOString();
}

/** Today in Lagos. */
export function lagosToday(now: Date = new Date()): string {
  return lagosTime(now).day;
}

/** The day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** A real calendar day: 2026-02-31 has the right shape but is none. */
export function isRealDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === value;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A day as people read it: "2026-12-14" → "14 December 2026" (no Intl, so server and browser print the same). */
export function dayWords(day: string): string {
  return `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

/** The Lagos day of an instant (ISO-8601), as people read it. */
export const instantDayWords = (at: string): string => dayWords(lagosTime(new Date(at)).day);
