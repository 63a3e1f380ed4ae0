/**
 * The days of the week as the company details store them (schema.org's two-letter codes) and as
 * people read them. Free of zod, so the public pages can use it without loading the schemas.
 */
export const DAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
/** Days in schema.org's two-letter form. */
export type DayCode = (typeof DAY_CODES)[number];
export const DAY_LABELS: Record<DayCode, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};
