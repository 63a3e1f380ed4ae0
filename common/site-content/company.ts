import { z } from 'zod';
import type { CompanyDetails } from '../../content/types';
import { DAY_CODES, DAY_LABELS } from '../days';
import { text, wholeNumber, type Fits } from './fields';

/** The company details ('company'): name, phones, offices and their hours, social profiles, claims. */

/** Dial form: + and the country code, then the number, no spaces (E.164). */
export const TEL_PATTERN = /^\+[1-9]\d{6,14}$/;
const dialNumber = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .regex(TEL_PATTERN, `${label} must be in international form without spaces, e.g. +2348031234567.`);

const profileUrl = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(300, `${label} must be at most 300 characters.`)
    .refine((v) => v === '' || /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/[^\s<>"]*)?$/i.test(v), `${label} must be a full address starting with https://, or empty.`);

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = (label: string) =>
  z.string({ error: `${label} is required.` }).regex(CLOCK, `${label} must be a time like 08:00 (24-hour clock).`);

export { DAY_CODES, DAY_LABELS };
const day = (label: string) => z.enum(DAY_CODES, { error: `${label} must be a day of the week.` });

export const PhoneSchema = z.strictObject({
  label: text('Phone label', 60),
  display: text('Phone number as shown', 30).regex(
    /^\+?[0-9][0-9 ()-]{5,28}$/,
    'Phone number as shown may contain digits, spaces, brackets, dashes and a leading + only.',
  ),
  tel: dialNumber('Phone number for dialling'),
});

export const HoursSchema = z
  .strictObject({
    from: day('First day'),
    to: day('Last day'),
    opens: clock('Opening time'),
    closes: clock('Closing time'),
  })
  .refine((h) => DAY_CODES.indexOf(h.to) >= DAY_CODES.indexOf(h.from), {
    message: 'The last day must not come before the first day.',
    path: ['to'],
  })
  .refine((h) => h.closes > h.opens, { message: 'Closing time must be after opening time.', path: ['closes'] });

export const OfficeSchema = z.strictObject({
  label: text('Office name', 80),
  kind: z.enum(['head', 'branch'], { error: 'Office type must be head office or branch.' }),
  streetAddress: text('Street address', 160),
  postalCode: text('Postal code', 12).regex(/^[0-9A-Za-z -]+$/, 'Postal code may contain letters, digits, spaces and dashes only.'),
  city: text('City', 60),
  region: text('State', 60),
  country: z.literal('NG', { error: 'Country must be NG (Nigeria).' }),
  hours: z.array(HoursSchema).min(1, 'Add at least one row of opening hours.').max(7, 'At most 7 rows of opening hours.'),
});

export const CompanySchema = z.strictObject({
  name: text('Company name', 120, 2),
  shortName: text('Short name', 40),
  tagline: text('Tagline', 160),
  description: text('Description', 300, 20),
  phones: z.array(PhoneSchema).min(1, 'Add at least one phone number.').max(6, 'At most 6 phone numbers.'),
  email: z
    .string({ error: 'E-mail address is required.' })
    .trim()
    .min(1, 'E-mail address is required.')
    .max(254, 'E-mail address must be at most 254 characters.')
    .pipe(z.email('E-mail address must be a valid address, e.g. info@yourcompany.ng.')),
  whatsapp: dialNumber('WhatsApp number'),
  offices: z.array(OfficeSchema).min(1, 'Add at least one office.').max(6, 'At most 6 offices.'),
  social: z.strictObject({
    facebook: profileUrl('Facebook page'),
    x: profileUrl('X (Twitter) profile'),
    linkedin: profileUrl('LinkedIn page'),
    instagram: profileUrl('Instagram profile'),
  }),
  foundingYear: wholeNumber('Year founded', 1900, 2100),
  claims: z.strictObject({
    clients: wholeNumber('Number of clients', 0, 1_000_000),
    students: wholeNumber('Number of students', 0, 10_000_000),
    deliveryHours: wholeNumber('Delivery time in hours', 1, 720),
  }),
  hostingPriceNaira: wholeNumber('Web hosting price', 0, 100_000_000),
});

const companyShapeFits: Fits<z.output<typeof CompanySchema>, CompanyDetails> = true;
void companyShapeFits;
