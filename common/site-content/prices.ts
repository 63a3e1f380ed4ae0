import { z } from 'zod';
import { MAX_KOBO } from '../money';
import { isRealDay } from '../lagos-days';
import { text } from './fields';
import { PRICE_UNITS, type PriceUnit } from '../price-words';

/**
 * Price hints (docs/decisions/0035-price-hints-and-quote-requests.md): what a product, a service or a
 * training course costs, as a buyer first needs it: "from ₦250,000 per licence", or "price on
 * request". Amounts are whole kobo (common/money.ts).
 */

export { PRICE_UNITS, type PriceUnit } from '../price-words';
const UNIT_NAMES = Object.keys(PRICE_UNITS) as [PriceUnit, ...PriceUnit[]];

const kobo = (label: string) =>
  z
    .number({ error: `${label} must be an amount in naira.` })
    .int(`${label} must be a whole number of kobo.`)
    .min(1, `${label} must be more than ₦0.`)
    .max(MAX_KOBO, `${label} must be at most ₦1,000,000,000.`);

export const PriceHintSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('from'),
      /** The lowest price, in kobo. */
      amountKobo: kobo('Starting price'),
      unit: z.enum(UNIT_NAMES, { error: 'Price unit must be one of the listed units.' }),
    }),
    z.strictObject({ kind: z.literal('request') }),
  ],
  { error: 'Price must be "from" an amount or "on request".' },
);
export type PriceHint = z.output<typeof PriceHintSchema>;

export const COURSE_LIMITS = { courses: 12, dates: 6 } as const;

/** A training course with its fee and the days its next classes start (YYYY-MM-DD). */
export const CourseSchema = z.strictObject({
  name: text('Course name', 100),
  price: PriceHintSchema,
  /** Start days of the next classes; the page shows only those from today on. */
  dates: z
    .array(z.string({ error: 'Class date is required.' }).refine(isRealDay, 'Class date must be a real day, written YYYY-MM-DD.'), { error: 'Class dates must be a list.' })
    .max(COURSE_LIMITS.dates, `At most ${COURSE_LIMITS.dates} class dates per course.`)
    .refine((d) => new Set(d).size === d.length, 'Each class date must be different.'),
});
export type Course = z.output<typeof CourseSchema>;

export const CoursesSchema = z
  .array(CourseSchema, { error: 'Courses must be a list.' })
  .max(COURSE_LIMITS.courses, `At most ${COURSE_LIMITS.courses} courses.`)
  .refine((list) => new Set(list.map((c) => c.name.toLowerCase())).size === list.length, 'Each course needs its own name.');
