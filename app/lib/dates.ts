/**
 * How a date is written: the month's name short ("4 Mar 2026") or long, with or without the time,
 * the year (shown unless `year` is false) and the day of the week ("Wed 4 Mar").
 */
export interface DateStyle {
  month: 'short' | 'long';
  time: boolean;
  year?: boolean;
  weekday?: boolean;
  /** An IANA zone, e.g. 'Africa/Lagos'; the visitor's own zone when absent. */
  timeZone?: string;
}

/** The admin area's style: "4 Mar 2026, 14:05" in the visitor's own time zone. */
export const STAMP: DateStyle = { month: 'short', time: true };

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter for every date the pages show (British order); the raw value if it is not a date. */
export function formatDate(iso: string, style: DateStyle = STAMP): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const key = `${style.month}|${style.time}|${style.year ?? true}|${style.weekday ?? false}|${style.timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      ...(style.weekday ? { weekday: 'short' } : {}),
      day: 'numeric',
      month: style.month,
      ...(style.year === false ? {} : { year: 'numeric' }),
      ...(style.time ? { hour: '2-digit', minute: '2-digit' } : {}),
      ...(style.timeZone ? { timeZone: style.timeZone } : {}),
    });
    formats.set(key, format);
  }
  return format.format(d);
}
