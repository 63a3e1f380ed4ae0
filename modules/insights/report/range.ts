import { addDays, isRealDay as isDay, lagosToday } from '../../../common/lagos-days';
import { formatDate, type DateStyle } from '../../../app/lib/dates';

export { addDays, isDay, lagosToday };

/**
 * The period the Insights screen shows. Insights counts days in Lagos time (UTC+1 all year, no
 * summer time), so "today" is worked out from the clock plus one hour, whatever zone the admin's
 * own device is set to. Days are kept as YYYY-MM-DD strings, as the API takes them.
 */

export const PRESETS = [
  { id: 'today', label: 'Today' },
  { id: '7d', label: '7 days' },
  { id: '30d', label: '30 days' },
  { id: 'custom', label: 'Choose dates' },
] as const;
export type Preset = (typeof PRESETS)[number]['id'];

/** The server answers at most this many days at once (a year and a day). */
export const MAX_DAYS = 366;

export interface Range {
  from: string;
  to: string;
}

const MS_PER_DAY = 86_400_000;


/** How many days a range covers, both ends included. */
export function daysIn({ from, to }: Range): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY) + 1;
}

export function presetOf(value: string | null): Preset {
  return PRESETS.find((p) => p.id === value)?.id ?? '7d';
}

/** The days of a ready-made period, ending today. */
export function presetRange(preset: Exclude<Preset, 'custom'>, today: string): Range {
  const back = preset === 'today' ? 0 : preset === '7d' ? 6 : 29;
  return { from: addDays(today, -back), to: today };
}

/** What is wrong with a chosen range, in plain words; null when it can be shown. */
export function rangeProblem(from: string, to: string): string | null {
  if (!isDay(from) || !isDay(to)) return 'Please choose both a first and a last day.';
  if (from > to) return 'The first day must not be after the last day.';
  if (daysIn({ from, to }) > MAX_DAYS) return `Please choose at most ${MAX_DAYS} days.`;
  return null;
}

/** A Lagos day ("2026-03-04") as the site's one date formatter writes it; the day is the date itself, in UTC. */
const writeDay = (day: string, style: Partial<DateStyle> = {}) => formatDate(`${day}T00:00:00Z`, { month: 'short', time: false, timeZone: 'UTC', ...style });

/** "4 Mar 2026" */
export const formatDay = (day: string) => writeDay(day);
/** "4 Mar", for a chart's axis */
export const formatShortDay = (day: string) => writeDay(day, { year: false });
/** "Wed 4 Mar", for a day in a table */
export const formatWeekday = (day: string) => writeDay(day, { year: false, weekday: true });
/** "14:00–15:00" for the hour "14" of a one-day chart */
export const formatHour = (hour: string) => `${hour}:00–${String((Number(hour) + 1) % 24).padStart(2, '0')}:00`;

/** "4 Mar 2026" for one day, "4 Mar – 2 Apr 2026" (or with both years) for a range. */
export function describeRange({ from, to }: Range): string {
  if (from === to) return formatDay(from);
  if (from.slice(0, 4) === to.slice(0, 4)) return `${formatShortDay(from)} – ${formatDay(to)}`;
  return `${formatDay(from)} – ${formatDay(to)}`;
}
