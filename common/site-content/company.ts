import { z } from 'zod';
import { DAY_CODES, DAY_LABELS } from '../days';
import { normalisePhone } from '../phone';
import { text, wholeNumber } from './fields';

/** The company details ('company'): name, phones, offices and their hours, social profiles, claims. */

/** Dial form: + and the country code, then the number, no spaces (E.164): how a phone is stored. */
export const TEL_PATTERN = /^\+[1-9]\d{6,14}$/;

/**
 * A number typed once, in any common writing (common/phone.ts): `0803 555 0199`,
 * `+234 803 555 0199`, `234-803-555-0199`, `042 123 4567`, or abroad `+44 20 7946 0958`. Stored as
 * its dial form (E.164); the site shows it with phoneDisplay.
 */
export const phoneNumber = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(40, `${label} must be at most 40 characters.`)
    .transform((v, ctx) => {
      const tel = normalisePhone(v);
      if (tel) return tel;
      ctx.addIssue({ code: 'custom', message: `${label} is not a number that can be dialled. Type it as you would dial it, e.g. 0803 123 4567 or 042 123 4567; a number abroad starts with + and its country code.` });
      return z.NEVER;
    });

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

export const PhoneSchema = z.preprocess(
  // Stored before numbers were typed once: { label, display, tel }. The shown form is now derived.
  (v) => {
    if (!v || typeof v !== 'object' || !('display' in v)) return v;
    const { display, ...rest } = v as Record<string, unknown>;
    return 'tel' in rest ? rest : { ...rest, tel: display };
  },
  z.strictObject({
    /** Short label, e.g. "Enugu office". */
    label: text('Phone label', 60),
    /** The number in dial form (E.164), e.g. "+2348030000000", however it was typed. */
    tel: phoneNumber('Phone number'),
  }),
);
export type PhoneNumber = z.output<typeof PhoneSchema>;

/** One row of opening hours: a day or a run of days, with the same hours ("Mo-Fr 08:00-18:00"). */
export const HoursSchema = z
  .strictObject({
    from: day('First day'),
    /** The last day of the run; the same as `from` for a single day. */
    to: day('Last day'),
    /** 24-hour clock, "08:00". */
    opens: clock('Opening time'),
    closes: clock('Closing time'),
  })
  .refine((h) => DAY_CODES.indexOf(h.to) >= DAY_CODES.indexOf(h.from), {
    message: 'The last day must not come before the first day.',
    path: ['to'],
  })
  .refine((h) => h.closes > h.opens, { message: 'Closing time must be after opening time.', path: ['closes'] });
export type OpeningHours = z.output<typeof HoursSchema>;

export const OfficeSchema = z.strictObject({
  /** Short label shown in the footer and on the contact page. */
  label: text('Office name', 80),
  kind: z.enum(['head', 'branch'], { error: 'Office type must be head office or branch.' }),
  streetAddress: text('Street address', 160),
  postalCode: text('Postal code', 12).regex(/^[0-9A-Za-z -]+$/, 'Postal code may contain letters, digits, spaces and dashes only.'),
  city: text('City', 60),
  region: text('State', 60),
  /** ISO 3166-1 alpha-2 country code; only Nigeria for now. */
  country: z.literal('NG', { error: 'Country must be NG (Nigeria).' }),
  /** Opening hours; the head office's are the ones the footer, contact page and JSON-LD show. */
  hours: z.array(HoursSchema).min(1, 'Add at least one row of opening hours.').max(7, 'At most 7 rows of opening hours.'),
});
export type Office = z.output<typeof OfficeSchema>;

/**
 * The WhatsApp number follows the head office's (the first phone) unless the admin sets it apart:
 * `own` with its own number, typed once like the phones. Without `own`, `tel` is stored empty.
 */
export const WhatsAppSchema = z
  .strictObject({
    own: z.boolean({ error: 'Say whether WhatsApp uses a different number.' }),
    tel: z.string({ error: 'WhatsApp number must be text.' }).trim().max(40, 'WhatsApp number must be at most 40 characters.'),
  })
  .transform((w, ctx) => {
    if (!w.own) return { own: false, tel: '' };
    if (!w.tel) {
      ctx.addIssue({ code: 'custom', path: ['tel'], message: 'Type the WhatsApp number, or untick “WhatsApp uses a different number”.' });
      return z.NEVER;
    }
    const tel = phoneNumber('WhatsApp number').safeParse(w.tel);
    if (!tel.success) {
      ctx.addIssue({ code: 'custom', path: ['tel'], message: tel.error.issues[0].message });
      return z.NEVER;
    }
    return { own: true, tel: tel.data };
  });

/**
 * The company's identity: the 'company' site-content document (docs/decisions/0007-site-content.md).
 * `content/site.ts` holds the value a fresh install is seeded with; the published value lives in
 * the database and is edited in the admin area (Site content → Company details).
 */

/**
 * Stored before the WhatsApp number followed the head office's: `whatsapp` was a number of its
 * own. The same number as the first phone's now follows it; another stays set apart.
 */
function readOldWhatsApp(v: unknown): unknown {
  if (!v || typeof v !== 'object' || typeof (v as { whatsapp?: unknown }).whatsapp !== 'string') return v;
  const doc = v as { whatsapp: string; phones?: unknown };
  const first = Array.isArray(doc.phones) ? (doc.phones[0] as { tel?: unknown; display?: unknown } | undefined) : undefined;
  const firstTel = String(first?.tel ?? first?.display ?? '');
  const same = normalisePhone(doc.whatsapp) !== null && normalisePhone(doc.whatsapp) === normalisePhone(firstTel);
  return { ...doc, whatsapp: same ? { own: false, tel: '' } : { own: true, tel: doc.whatsapp } };
}

/**
 * The company details once held the web hosting price (`hostingPriceNaira`); it is now the Web
 * Designing & Hosting page's price hint (./prices.ts). A stored revision that still has it loads
 * without it (the migration 2026-12-19T0600 moved the published value to that page).
 */
function dropHostingPrice(v: unknown): unknown {
  if (!v || typeof v !== 'object' || !('hostingPriceNaira' in v)) return v;
  const { hostingPriceNaira: _old, ...rest } = v as Record<string, unknown>;
  return rest;
}

export const CompanySchema = z.preprocess((v) => readOldWhatsApp(dropHostingPrice(v)), z.strictObject({
  name: text('Company name', 120, 2),
  shortName: text('Short name', 40),
  tagline: text('Tagline', 160),
  /** One-sentence description used for the default meta description. */
  description: text('Description', 300, 20),
  /** The first is the head office's and the main number shown across the site. */
  phones: z.array(PhoneSchema).min(1, 'Add at least one phone number.').max(6, 'At most 6 phone numbers.'),
  email: z
    .string({ error: 'E-mail address is required.' })
    .trim()
    .min(1, 'E-mail address is required.')
    .max(254, 'E-mail address must be at most 254 characters.')
    .pipe(z.email('E-mail address must be a valid address, e.g. info@yourcompany.ng.')),
  /** The WhatsApp chat's number: the first phone's, unless `own` (read it with whatsappTel). */
  whatsapp: WhatsAppSchema,
  /** The first is the head office. */
  offices: z.array(OfficeSchema).min(1, 'Add at least one office.').max(6, 'At most 6 offices.'),
  /** Profile addresses; an empty string hides the network from the footer and the JSON-LD. */
  social: z.strictObject({
    facebook: profileUrl('Facebook page'),
    x: profileUrl('X (Twitter) profile'),
    linkedin: profileUrl('LinkedIn page'),
    instagram: profileUrl('Instagram profile'),
  }),
  foundingYear: wholeNumber('Year founded', 1900, 2100),
  claims: z.strictObject({
    /** "Over N clients". */
    clients: wholeNumber('Number of clients', 0, 1_000_000),
    /** "Over N students helped or assisted". */
    students: wholeNumber('Number of students', 0, 10_000_000),
    /** Delivery within N hours after payment terms are met. */
    deliveryHours: wholeNumber('Delivery time in hours', 1, 720),
  }),
}));
export type CompanyDetails = z.output<typeof CompanySchema>;
export type SocialLinks = CompanyDetails['social'];
export type MarketingClaims = CompanyDetails['claims'];

