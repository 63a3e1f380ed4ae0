import { z } from 'zod';
import type { AboutDocument, ServiceSectionLayout, CompanyDetails, FooterDocument, HomeContent, PrivacyDocument, ProductContent, SectorContent, ServiceContent, TeamContent } from '../content/types';
import { SEO_LIMITS, SEO_PATHS, type SeoDocument } from './seo-pages';
import { DAY_CODES, DAY_LABELS } from './days';

// See common/schemas.ts: no `new Function` probe under the page CSP.
z.config({ jitless: true });

/**
 * Site content documents (docs/decisions/0007-site-content.md): one strict zod schema per kind of
 * document, shared by the admin editor (client-side validation) and the API (server-side
 * validation). Unknown fields are refused, every text has a length limit, and phone numbers, e-mail
 * addresses and links must have their proper form. Text is plain text: React escapes it on the
 * page, and the JSON-LD writer escapes `<`, so a `<script>` typed into a field stays inert.
 *
 * This module is imported by the server and the lazily loaded admin editor only; public pages take
 * the TYPES (erased at build) and never the schemas.
 */

/** Control characters other than tab and line breaks (NUL is refused by PostgreSQL). */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(min, min === 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => !CONTROL.test(v), `${label} contains a character that is not allowed.`);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);

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

// A value the schema accepts is a CompanyDetails (the seed's type, content/types.ts); the other way
// round, the seed is parsed with the schema when it is copied into the database (server/db/seed.ts).
type Fits<A, B> = [A] extends [B] ? true : false;
const companyShapeFits: Fits<z.output<typeof CompanySchema>, CompanyDetails> = true;
void companyShapeFits;

// ---------------------------------------------------------------------------------------------
// Formatted text and the text pages (docs/decisions/0007-site-content.md, "Formatted text").
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
  hostingPrice: 'the web hosting price, e.g. ₦300',
  email: 'the e-mail address',
  phone: 'the main phone number as shown',
  phoneTel: 'the main phone number for dialling (for tel: links)',
  headOfficeAddress: "the head office's street address, city, postal code and state",
  contactRetentionDays: 'the days contact messages are kept (setting CONTACT_RETENTION_DAYS)',
  unverifiedAccountDays: 'the days an unconfirmed account is kept (setting UNVERIFIED_ACCOUNT_DAYS)',
} as const;
export type PlaceholderName = keyof typeof PLACEHOLDERS;
/** `{name}`: letters only, so JSON-like or code-like braces elsewhere are left alone. */
export const PLACEHOLDER_PATTERN = /\{([A-Za-z]+)\}/g;

/** Control characters other than tab and line breaks. */
const TEXT_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

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
        .refine((v) => !TEXT_CONTROL.test(v), `${label} contains a character that is not allowed.`)
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

export const AboutSchema = z.strictObject({
  intro: markdownText('Home page introduction', 3000, 20),
  story: markdownText('About page story', 5000, 20),
  profile: markdownText('Company profile text', 10000, 20),
  vision: text('Vision', 400, 10),
  mission: text('Mission', 400, 10),
  values: z.array(ValueItemSchema).min(1, 'Add at least one value.').max(8, 'At most 8 values.'),
});

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

export const PrivacySchema = z.strictObject({
  summary: text('Summary', 300, 20),
  notice: markdownText('Privacy notice', 20000, 200)
    .refine((v) => v.includes('{contactRetentionDays}'), 'Privacy notice must say how long contact messages are kept: write {contactRetentionDays} where the number of days goes.')
    .refine((v) => v.includes('{unverifiedAccountDays}'), 'Privacy notice must say when unconfirmed accounts are deleted: write {unverifiedAccountDays} where the number of days goes.'),
  lastUpdated: calendarDate('Last updated'),
});

/** A page of this site: "/contact", "/companyProfile" (not another site, not "//host"). */
const sitePath = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .max(120, `${label} must be at most 120 characters.`)
    .regex(/^\/([A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*)?$/, `${label} must be a page of this site starting with /, e.g. /contact.`);

export const FooterSchema = z.strictObject({
  quickLinks: z
    .array(z.strictObject({ label: text('Link text', 40), href: sitePath('Link address') }))
    .min(1, 'Add at least one quick link.')
    .max(8, 'At most 8 quick links.'),
  rightsNotice: text('Rights notice', 120),
});

const aboutShapeFits: Fits<z.output<typeof AboutSchema>, AboutDocument> = true;
const privacyShapeFits: Fits<z.output<typeof PrivacySchema>, PrivacyDocument> = true;
const footerShapeFits: Fits<z.output<typeof FooterSchema>, FooterDocument> = true;
void aboutShapeFits;
void privacyShapeFits;
void footerShapeFits;

// ---- Pictures: used by the service pages below and by the home page and team further down.

/**
 * A picture in a document must be one of our own uploads (POST /api/content/images): the largest
 * WebP variant's URL, its size, and the srcset of the variants — all of the same upload, ascending
 * by width. Anything else (another site's URL, a data: URL, a made-up srcset) is refused.
 */
const UPLOAD_URL = /^\/uploads\/([0-9a-f]{32})-([1-9][0-9]{0,4})\.webp$/;
export const MAX_IMAGE_SIDE = 16383;
export const contentImage = (label: string) =>
  z
    .strictObject(
      {
        url: z.string({ error: `${label} must be a picture uploaded here.` }).max(200, `${label} must be a picture uploaded here.`),
        srcset: z.string({ error: `${label} must be a picture uploaded here.` }).max(1000, `${label} must be a picture uploaded here.`),
        width: wholeNumber(`${label} width`, 1, MAX_IMAGE_SIDE),
        height: wholeNumber(`${label} height`, 1, MAX_IMAGE_SIDE),
      },
      { error: `${label} must be a picture uploaded here, or none.` },
    )
    .refine((img) => ownUpload(img), {
      message: `${label} must be a picture uploaded to this site (not a link to another site). Please upload it again.`,
      path: ['url'],
    });

function ownUpload(img: { url: string; srcset: string; width: number }): boolean {
  const main = UPLOAD_URL.exec(img.url);
  if (!main) return false;
  const candidates = img.srcset.split(',').map((c) => c.trim().split(/\s+/));
  if (candidates.length < 1 || candidates.length > 8) return false;
  let last = 0;
  for (const c of candidates) {
    if (c.length !== 2) return false;
    const m = UPLOAD_URL.exec(c[0]);
    if (!m || m[1] !== main[1] || c[1] !== `${m[2]}w`) return false;
    const w = Number(m[2]);
    if (w <= last) return false;
    last = w;
  }
  return candidates[candidates.length - 1][0] === img.url && last === img.width && Number(main[2]) === img.width;
}

// ---- Service, product and sector pages: one document per page ('service:domain', 'product:pos',
// 'sector:hotels'). The routes (slugs) stay in code; an editor changes the words of a page.

/**
 * A list of texts: each one checked, the list's length limited, and no text twice (a page keys its
 * list items by their text, and a repeated line is a slip an editor wants to hear about).
 */
const textList = (what: { one: string; many: string }, each: z.ZodString | z.ZodType<string>, min: number, max: number) =>
  z
    .array(each, { error: `${what.many} must be a list.` })
    .min(min, min === 1 ? `Add at least one ${what.one.toLowerCase()}.` : `Add at least ${min} ${what.many.toLowerCase()}.`)
    .max(max, `At most ${max} ${what.many.toLowerCase()}.`)
    .superRefine((list, issues) => {
      const seen = new Map<string, number>();
      list.forEach((item, i) => {
        const key = item.trim().toLowerCase();
        const first = seen.get(key);
        if (first === undefined) seen.set(key, i);
        else issues.addIssue({ code: 'custom', path: [i], message: `This repeats ${what.one.toLowerCase()} ${first + 1}: each one must be different.` });
      });
    });

/**
 * Sections are linked to by their heading ("#what-we-offer", "#admin-and-users"), so two sections
 * may not share one, nor two headings that give the same link ("Admin & users", "Admin and users").
 */
const distinctHeadings = <S extends { heading: string }>(sections: S[], issues: z.core.$RefinementCtx<S[]>) => {
  const seen = new Map<string, number>();
  sections.forEach((s, i) => {
    const plain = s.heading.toLowerCase().replace(/[^a-z0-9]+/g, '');
    if (plain === '') {
      issues.addIssue({ code: 'custom', path: [i, 'heading'], message: 'Section heading must contain a letter or a digit.' });
      return;
    }
    const forms = [plain, s.heading.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '')];
    const first = forms.map((f) => seen.get(f)).find((n) => n !== undefined);
    if (first !== undefined) issues.addIssue({ code: 'custom', path: [i, 'heading'], message: `Section ${first + 1} has this heading already: each section needs its own.` });
    else forms.forEach((f) => seen.set(f, i));
  });
};

/** The sprite icons a services card may show (app/components/illustrations.tsx ILLUSTRATION_ICONS). */
export const CARD_ICONS = {
  database: 'Database',
  training: 'Classroom',
  server: 'Server',
  book: 'Book',
  ai: 'Artificial intelligence',
  code: 'Code',
  sms: 'Text message',
  globe: 'Globe',
  phone: 'Phone',
  desktop: 'Desktop computer',
  mobile: 'Mobile phone',
  plug: 'Plug',
  shield: 'Shield',
  clock: 'Clock',
  users: 'People',
  cap: 'Graduation cap',
} as const;
const CARD_ICON_NAMES = Object.keys(CARD_ICONS) as [keyof typeof CARD_ICONS, ...(keyof typeof CARD_ICONS)[]];

export const SERVICE_LIMITS = { intro: 6, sections: 10, items: 30, body: 8, highlights: 8 } as const;

/**
 * How a service page draws a section (app/features/catalogue/service-sections.tsx), with the
 * words the editor's select shows. The page never guesses it from the heading or the page.
 */
export const SECTION_LAYOUTS = {
  list: 'Paragraphs and a ticked list',
  tiles: 'Tiles with a title and a description (write each item as “Title: description”)',
  steps: 'Numbered steps',
  'account-steps': 'Numbered steps with Login and Sign Up buttons (the words Login and Sign Up become links)',
  courses: 'Small tiles, each with an icon that suits its words',
  categories: 'Small tiles, each with a graduation cap',
  badges: 'Small labels with a code icon',
  products: 'The software product cards (names and summaries from Software products)',
} as const satisfies Record<ServiceSectionLayout, string>;
const SECTION_LAYOUT_NAMES = Object.keys(SECTION_LAYOUTS) as [ServiceSectionLayout, ...ServiceSectionLayout[]];

/**
 * The layout a section stored before sections had one was drawn with: the page then chose it from
 * the section's heading and items. Used once, when such a document is read, so it keeps its looks.
 */
export function formerLayout(section: { heading?: unknown; items?: unknown }): ServiceSectionLayout {
  const heading = typeof section.heading === 'string' ? section.heading : '';
  const items = Array.isArray(section.items) ? section.items.filter((i): i is string => typeof i === 'string') : [];
  if (heading === 'Our software products') return 'products';
  if (/^how |getting started/i.test(heading)) return items.some((i) => /Login|Sign Up/.test(i)) ? 'account-steps' : 'steps';
  if (/languages/i.test(heading)) return 'badges';
  if (/courses/i.test(heading)) return 'courses';
  if (/categories/i.test(heading)) return 'categories';
  if (items.length > 0 && items.every((i) => i.indexOf(': ') > 0)) return 'tiles';
  return 'list';
}

const withFormerLayout = (v: unknown) =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !('layout' in v) ? { ...v, layout: formerLayout(v) } : v;

export const ServiceSectionSchema = z.preprocess(
  withFormerLayout,
  z
    .strictObject({
      heading: text('Section heading', 80),
      layout: z.enum(SECTION_LAYOUT_NAMES, { error: 'Layout must be one of the listed layouts.' }),
      items: textList({ one: 'Item', many: 'Items' }, text('Item', 300), 0, SERVICE_LIMITS.items),
      body: textList({ one: 'Paragraph', many: 'Paragraphs' }, text('Paragraph', 1200), 0, SERVICE_LIMITS.body),
    })
    .refine((s) => s.items.length + s.body.length > 0, { message: 'Give the section at least one item or paragraph.', path: ['items'] }),
);

export const ServiceSchema = z.strictObject({
  title: text('Page title', 80),
  summary: text('Summary', 300),
  intro: textList({ one: 'Paragraph', many: 'Paragraphs' }, text('Paragraph', 1200), 1, SERVICE_LIMITS.intro),
  highlights: textList({ one: 'Highlight', many: 'Highlights' }, text('Highlight', 60), 0, SERVICE_LIMITS.highlights),
  sections: z
    .array(ServiceSectionSchema, { error: 'Sections must be a list.' })
    .min(1, 'Add at least one section.')
    .max(SERVICE_LIMITS.sections, `At most ${SERVICE_LIMITS.sections} sections.`)
    .superRefine(distinctHeadings),
  cta: z.strictObject({
    title: text('Closing heading', 100),
    text: text('Closing text', 300),
  }),
  // The hero picture; null shows the page's built-in illustration. A document
  // stored before pictures existed has no `image` field: it reads as null.
  image: contentImage('Picture').nullable().default(null),
  // The web hosting price card beside the overview. A document stored before this field existed
  // has none: the page then shows what its built-in document says (content/services.ts).
  priceCard: z.boolean({ error: 'Price card must be shown or hidden.' }).optional(),
  // The icon of a tile whose title suggests none (items written "Title: description").
  tileIcon: z.enum(CARD_ICON_NAMES, { error: 'Tile icon must be one of the listed icons.' }).optional(),
});

export const PRODUCT_LIMITS = { intro: 6, sections: 8, items: 40 } as const;

export const ProductSectionSchema = z.strictObject({
  heading: text('Section heading', 60),
  items: textList({ one: 'Feature', many: 'Features' }, text('Feature', 200), 1, PRODUCT_LIMITS.items),
});

export const ProductSchema = z.strictObject({
  name: text('Product name', 80),
  version: text('Version', 40, 0),
  title: text('Page title', 120),
  summary: text('Summary', 300),
  intro: textList({ one: 'Paragraph', many: 'Paragraphs' }, text('Paragraph', 1200), 1, PRODUCT_LIMITS.intro),
  sections: z
    .array(ProductSectionSchema, { error: 'Sections must be a list.' })
    .min(1, 'Add at least one section.')
    .max(PRODUCT_LIMITS.sections, `At most ${PRODUCT_LIMITS.sections} sections.`)
    .superRefine(distinctHeadings),
});

export const SectorSchema = z.strictObject({
  heading: text('Heading', 60),
  intro: text('Introduction', 400, 20),
});

const serviceShapeFits: Fits<z.output<typeof ServiceSchema>, ServiceContent> = true;
const productShapeFits: Fits<z.output<typeof ProductSchema>, ProductContent> = true;
const sectorShapeFits: Fits<z.output<typeof SectorSchema>, SectorContent> = true;
void [serviceShapeFits, productShapeFits, sectorShapeFits];

// --- Pages & SEO: the 'seo' document, common/seo-pages.ts ---------------------------------------

const SEO_PATH_SET = new Set(SEO_PATHS);

export const SeoEntrySchema = z.strictObject({
  title: text('Search title', SEO_LIMITS.title.max, 2),
  description: text('Meta description', SEO_LIMITS.description.max, 20),
});

export const SeoSchema = z.strictObject({
  pages: z
    .record(z.string(), SeoEntrySchema, { error: 'Pages must be a list of pages with their title and description.' })
    .superRefine((pages, ctx) => {
      for (const path of Object.keys(pages)) {
        if (!SEO_PATH_SET.has(path))
          ctx.addIssue({
            code: 'custom',
            path: [path],
            message: `"${path.slice(0, 60)}" is not a public page of the site: only the pages listed in Pages & SEO have a search title and description.`,
          });
      }
    }),
});

const seoShapeFits: Fits<z.output<typeof SeoSchema>, SeoDocument> = true;
void seoShapeFits;

// ---- Home page, team and images (docs/decisions/0007-site-content.md) --------------------------

/** A link of a button or card: a page of this site ("/training", "/contact#form") or an https:// address. */
const link = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(300, `${label} must be at most 300 characters.`)
    .refine(
      (v) => /^\/(?![/\\])[A-Za-z0-9\-._~/%]*(\?[A-Za-z0-9\-._~=&%]*)?(#[A-Za-z0-9\-_]*)?$/.test(v) || /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/[^\s<>"]*)?$/i.test(v),
      `${label} must be a page of this site starting with / (e.g. /training) or a full address starting with https://.`,
    );

export const SLIDE_ARTS = ['software', 'training', 'hosting', 'research'] as const;
export const SLIDE_ART_LABELS: Record<(typeof SLIDE_ARTS)[number], string> = {
  software: 'Software (screens and charts)',
  training: 'Training (classroom)',
  hosting: 'Hosting (servers and globe)',
  research: 'Research (books and documents)',
};


export const HomeSlideSchema = z.strictObject({
  title: text('Slide heading', 90),
  text: text('Slide text', 220),
  cta: z.strictObject({
    label: text('Button label', 40),
    href: link('Button link'),
  }),
  art: z.enum(SLIDE_ARTS, { error: 'Illustration must be one of the built-in illustrations.' }),
  image: contentImage('Slide picture').nullable(),
});

export const HomeServiceCardSchema = z.strictObject({
  title: text('Card title', 60),
  text: text('Card text', 200),
  href: link('Card link'),
  icon: z.enum(CARD_ICON_NAMES, { error: 'Icon must be one of the listed icons.' }),
});

export const HomeSchema = z.strictObject({
  slides: z.array(HomeSlideSchema).min(1, 'Add at least one banner slide.').max(8, 'At most 8 banner slides.'),
  services: z.array(HomeServiceCardSchema).min(1, 'Add at least one services card.').max(12, 'At most 12 services cards.'),
  clients: z.strictObject({
    perSector: wholeNumber('Clients per sector', 1, 6),
  }),
});

export const TeamMemberSchema = z.strictObject({
  name: text('Name', 80),
  role: text('Role', 80),
  initials: z
    .string({ error: 'Initials must be text.' })
    .trim()
    .max(3, 'Initials must be at most 3 letters.')
    .regex(/^[A-Za-z]*$/, 'Initials may contain letters only.'),
  bio: text('Short bio', 400),
  photo: contentImage('Photo').nullable(),
});

export const TeamSchema = z.strictObject({
  members: z.array(TeamMemberSchema).min(1, 'Add at least one team member.').max(24, 'At most 24 team members.'),
});

const homeShapeFits: Fits<z.output<typeof HomeSchema>, HomeContent> = true;
const teamShapeFits: Fits<z.output<typeof TeamSchema>, TeamContent> = true;
void homeShapeFits;
void teamShapeFits;

/** Every kind of document. */
export const CONTENT_SCHEMAS = {
  company: CompanySchema,
  seo: SeoSchema,
  // Home page and team: see the block above.
  home: HomeSchema,
  team: TeamSchema,
  // Formatted text and the text pages (about, privacy notice, footer): see the blocks above.
  about: AboutSchema,
  privacy: PrivacySchema,
  footer: FooterSchema,
  // Service, product and sector pages: see the block above.
  service: ServiceSchema,
  product: ProductSchema,
  sector: SectorSchema,
} as const;
export type ContentKind = keyof typeof CONTENT_SCHEMAS;
/** Documents that exist once: the key is the kind ('company'). */
export interface ContentValues {
  company: CompanyDetails;
  about: AboutDocument;
  privacy: PrivacyDocument;
  footer: FooterDocument;
  seo: SeoDocument;
  home: HomeContent;
  team: TeamContent;
}
/** Documents that exist once per page: the key is 'kind:name' ('service:domain', 'product:pos'). */
export interface NamedContentValues {
  service: ServiceContent;
  product: ProductContent;
  sector: SectorContent;
}
/** Every document key the pages may read: `content('service:domain', request)` is typed by its kind. */
export type ContentKey = keyof ContentValues | `${keyof NamedContentValues}:${string}`;
/** The value type of a document key. */
export type ContentValue<K extends ContentKey> = K extends keyof ContentValues
  ? ContentValues[K]
  : K extends `${infer Kind extends keyof NamedContentValues}:${string}`
    ? NamedContentValues[Kind]
    : never;

/** Document keys: a kind, optionally ':' and a name within the kind ('service:softwareDev'). */
export const CONTENT_KEY_PATTERN = /^[a-z][a-z-]{0,39}(:[A-Za-z0-9/_.-]{1,150})?$/;

export function contentKind(key: string): ContentKind | null {
  if (!CONTENT_KEY_PATTERN.test(key)) return null;
  const kind = key.split(':')[0];
  return Object.hasOwn(CONTENT_SCHEMAS, kind) ? (kind as ContentKind) : null;
}

const LIST_ITEM: Record<string, string> = {
  phones: 'Phone',
  offices: 'Office',
  hours: 'opening hours row',
  sections: 'Section',
  intro: 'Paragraph',
  body: 'paragraph',
  items: 'item',
  highlights: 'Highlight',
  values: 'Value',
  quickLinks: 'Quick link',
  slides: 'Slide',
  services: 'Services card',
  members: 'Team member',
};

/** Where an issue is, in words: "Office 2, opening hours row 1". Empty for a top-level field. */
export function issuePlace(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  path.forEach((p, i) => {
    if (typeof p === 'number') parts.push(`${LIST_ITEM[String(path[i - 1])] ?? 'Item'} ${p + 1}`);
    // The 'seo' document's entries are keyed by page path: "Page /contact".
    else if (path[i - 1] === 'pages' && typeof p === 'string' && p.startsWith('/')) parts.push(`Page ${p.slice(0, 60)}`);
  });
  return parts.join(', ');
}

/** One sentence for an issue, naming the field (and the list item it is in). */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const message =
    issue.code === 'unrecognized_keys'
      ? `Unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k.slice(0, 40)}"`).join(', ')}: remove ${issue.keys.length > 1 ? 'them' : 'it'}.`
      : issue.code === 'invalid_type' && issue.path.length > 0 && /received undefined/.test(issue.message)
        ? `${fieldName(issue.path)} is missing.`
        : issue.message;
  const place = issuePlace(issue.path);
  return place ? `${place}: ${message}` : message;
}

function fieldName(path: readonly PropertyKey[]): string {
  return `"${path.filter((p) => typeof p === 'string').join('.')}"`;
}

/** The first issue as the API's error message. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issueMessage(issue) : 'The content is not valid.';
}

/** Field path as the editor keys its inputs ("offices.1.hours.0.opens"). */
export const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('.');
