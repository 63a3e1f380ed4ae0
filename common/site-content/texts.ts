import { z } from 'zod';
import { CONTROL, text } from './fields';

// Formatted text and the text pages: about, privacy notice, footer
// (docs/decisions/0007-site-content.md, "Formatted text").
//
// Formatted text is Markdown SOURCE: the server renders it to HTML with a small allow-list
// (paragraphs, bold, italic, bulleted and numbered lists, links, subheadings) and sanitises the
// result (server/services/formatted-text.ts); raw HTML typed into it is shown as text. Words in
// braces from PLACEHOLDERS are filled in by the server when it renders, so the texts always quote
// the current company details and retention settings.

/** The placeholders a formatted text may use, with what each becomes (shown in the field hints). */
export const PLACEHOLDERS = {
  companyName: 'the company name',
  shortName: 'the short name',
  foundingYear: 'the year founded',
  clients: 'the number of clients',
  students: 'the number of students',
  deliveryHours: 'the delivery time in hours',
  hostingPrice: 'the web hosting starting price, e.g. ₦25,000 (the price of the Web Designing & Hosting page)',
  email: 'the e-mail address',
  phone: 'the main phone number as shown',
  phoneTel: 'the main phone number for dialling (for tel: links)',
  headOfficeAddress: "the head office's street address, city, postal code and state",
  contactRetentionDays: 'the days contact messages are kept (setting CONTACT_RETENTION_DAYS)',
  unverifiedAccountDays: 'the days an unconfirmed account is kept (setting UNVERIFIED_ACCOUNT_DAYS)',
  insightsRawDays: 'the days single visit records are kept (setting INSIGHTS_RAW_DAYS)',
  insightsKeepDays: 'the days daily visit totals are kept (setting INSIGHTS_KEEP_DAYS)',
} as const;
export type PlaceholderName = keyof typeof PLACEHOLDERS;
/** `{name}`: letters only, so JSON-like or code-like braces elsewhere are left alone. */
export const PLACEHOLDER_PATTERN = /\{([A-Za-z]+)\}/g;

/**
 * A formatted-text field: Markdown source, length-limited, with known placeholders only. Line ends
 * are normalised to \n so the stored length is what the editor counted.
 */
export const markdownText = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} is required.` })
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(min, min === 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`)
        .max(max, `${label} must be at most ${max} characters.`)
        .refine((v) => !CONTROL.test(v), `${label} contains a character that is not allowed.`)
        .superRefine((v, c) => {
          const unknown = [...v.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1]).find((n) => !Object.hasOwn(PLACEHOLDERS, n));
          if (unknown) {
            c.addIssue({
              code: 'custom',
              message: `${label} has an unknown placeholder {${unknown.slice(0, 40)}}. You can use ${Object.keys(PLACEHOLDERS)
                .map((n) => `{${n}}`)
                .join(', ')}.`,
            });
          }
        }),
    );

export const ValueItemSchema = z.strictObject({
  title: text('Value title', 60),
  text: text('Value text', 300),
});
export type ValueItem = z.output<typeof ValueItemSchema>;

/**
 * The 'about' site-content document. The three texts are formatted text: Markdown source with
 * {placeholders}, rendered and sanitised by the server.
 */
export const AboutSchema = z.strictObject({
  /** Home page "About us" introduction. */
  intro: markdownText('Home page introduction', 3000, 20),
  /** About Us page, "Our story". */
  story: markdownText('About page story', 5000, 20),
  /** Company Profile page, "Who we are". */
  profile: markdownText('Company profile text', 10000, 20),
  vision: text('Vision', 400, 10),
  mission: text('Mission', 400, 10),
  values: z.array(ValueItemSchema).min(1, 'Add at least one value.').max(8, 'At most 8 values.'),
});
export type AboutDocument = z.output<typeof AboutSchema>;

/**
 * A calendar date "2026-11-25" that exists, from 2020 to 2100. Deliberately not "not after today":
 * the built-in value is checked with this schema at start, and a server whose clock is wrong must
 * not refuse its own seed (the editor warns about a future date instead).
 */
const calendarDate = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-11-25.`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, `${label} must be a real date.`)
    .refine((v) => v >= '2020-01-01' && v <= '2100-12-31', `${label} must be between 2020 and 2100.`);

/** The 'privacy' document: the notice at /privacy (formatted text) and its date. */
export const PrivacySchema = z.strictObject({
  /** One or two sentences under the page title (plain text). */
  summary: text('Summary', 300, 20),
  /** Markdown with {placeholders}; must contain {contactRetentionDays} and {unverifiedAccountDays}. */
  notice: markdownText('Privacy notice', 20000, 200)
    .refine((v) => v.includes('{contactRetentionDays}'), 'Privacy notice must say how long contact messages are kept: write {contactRetentionDays} where the number of days goes.')
    .refine((v) => v.includes('{unverifiedAccountDays}'), 'Privacy notice must say when unconfirmed accounts are deleted: write {unverifiedAccountDays} where the number of days goes.'),
  /** "2026-11-25": shown as "Last updated 25 November 2026". */
  lastUpdated: calendarDate('Last updated'),
});
export type PrivacyDocument = z.output<typeof PrivacySchema>;

/** A page of this site: "/contact", "/companyProfile" (not another site, not "//host"). */
const sitePath = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .max(120, `${label} must be at most 120 characters.`)
    .regex(/^\/([A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*)?$/, `${label} must be a page of this site starting with /, e.g. /contact.`);

/** The 'footer' document: the footer's own copy (the company details come from 'company'). */
export const FooterSchema = z.strictObject({
  /** The "Quick Links" column: pages of this site. */
  quickLinks: z
    .array(z.strictObject({ label: text('Link text', 40), href: sitePath('Link address') }))
    .min(1, 'Add at least one quick link.')
    .max(8, 'At most 8 quick links.'),
  /** After "© <year> <company name>." in the bottom line. */
  rightsNotice: text('Rights notice', 120),
});
export type FooterDocument = z.output<typeof FooterSchema>;
