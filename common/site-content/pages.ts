import { z } from 'zod';
import { CARD_ICON_NAMES } from './card-icons';
import { text } from './fields';
import { contentImage } from './images';
import { CoursesSchema, PriceHintSchema } from './prices';

// Service, product and sector pages: one document per page ('service:domain', 'product:pos',
// 'sector:hotels'). The routes (slugs), pictures, icons and meta descriptions stay in code; an
// editor changes the words of a page. content/services.ts, content/products.ts and
// content/sectors.ts hold the values a fresh install is seeded with.

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

export const SERVICE_LIMITS = { intro: 6, sections: 10, items: 30, body: 8, highlights: 8 } as const;

/**
 * How a service page draws a section (modules/catalogue/pages/service-sections.tsx), with the
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
} as const;
/** How a service page draws a section: a key of SECTION_LAYOUTS. */
export type ServiceSectionLayout = keyof typeof SECTION_LAYOUTS;
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
      /** How the page draws the section. */
      layout: z.enum(SECTION_LAYOUT_NAMES, { error: 'Layout must be one of the listed layouts.' }),
      /** Shown as a list, tiles, steps or badges, as `layout` says; may be empty. */
      items: textList({ one: 'Item', many: 'Items' }, text('Item', 300), 0, SERVICE_LIMITS.items),
      /** Paragraphs above the list; may be empty. */
      body: textList({ one: 'Paragraph', many: 'Paragraphs' }, text('Paragraph', 1200), 0, SERVICE_LIMITS.body),
    })
    .refine((s) => s.items.length + s.body.length > 0, { message: 'Give the section at least one item or paragraph.', path: ['items'] }),
);
export type ServiceSectionContent = z.output<typeof ServiceSectionSchema>;

/** A 'service:<slug>' document. */
export const ServiceSchema = z.strictObject({
  /** Page h1. */
  title: text('Page title', 80),
  summary: text('Summary', 300),
  intro: textList({ one: 'Paragraph', many: 'Paragraphs' }, text('Paragraph', 1200), 1, SERVICE_LIMITS.intro),
  /** The strip of short points under the banner; empty hides it. */
  highlights: textList({ one: 'Highlight', many: 'Highlights' }, text('Highlight', 60), 0, SERVICE_LIMITS.highlights),
  sections: z
    .array(ServiceSectionSchema, { error: 'Sections must be a list.' })
    .min(1, 'Add at least one section.')
    .max(SERVICE_LIMITS.sections, `At most ${SERVICE_LIMITS.sections} sections.`)
    .superRefine(distinctHeadings),
  /** The closing call to action. */
  cta: z.strictObject({
    title: text('Closing heading', 100),
    text: text('Closing text', 300),
  }),
  /**
   * An uploaded hero picture, drawn instead of the page's built-in illustration; null shows the
   * illustration. A document stored before pictures existed has no `image` field: it reads as null.
   */
  image: contentImage('Picture').nullable().default(null),
  /**
   * The web hosting price card beside the overview. A document stored before this field existed
   * has none: the page then shows what its built-in document says (content/services.ts).
   */
  priceCard: z.boolean({ error: 'Price card must be shown or hidden.' }).optional(),
  /** The icon of a tile whose title suggests none (items written "Title: description"); absent as `priceCard` may be. */
  tileIcon: z.enum(CARD_ICON_NAMES, { error: 'Tile icon must be one of the listed icons.' }).optional(),
  /** The price hint near the title and the closing call; absent as `priceCard` may be (./prices.ts). */
  price: PriceHintSchema.optional(),
  /** Training courses with their fees and next class dates; absent as `priceCard` may be. */
  courses: CoursesSchema.optional(),
});
export type ServiceContent = z.output<typeof ServiceSchema>;

export const PRODUCT_LIMITS = { intro: 6, sections: 8, items: 40 } as const;

export const ProductSectionSchema = z.strictObject({
  heading: text('Section heading', 60),
  items: textList({ one: 'Feature', many: 'Features' }, text('Feature', 200), 1, PRODUCT_LIMITS.items),
});
export type ProductSection = z.output<typeof ProductSectionSchema>;

/** A 'product:<slug>' document. */
export const ProductSchema = z.strictObject({
  name: text('Product name', 80),
  /** Empty when the product has no version name. */
  version: text('Version', 40, 0),
  /** Page h1; "Headline: subtitle" is shown on two lines. */
  title: text('Page title', 120),
  summary: text('Summary', 300),
  intro: textList({ one: 'Paragraph', many: 'Paragraphs' }, text('Paragraph', 1200), 1, PRODUCT_LIMITS.intro),
  /** Each list shows 5 items before "Show More". */
  sections: z
    .array(ProductSectionSchema, { error: 'Sections must be a list.' })
    .min(1, 'Add at least one section.')
    .max(PRODUCT_LIMITS.sections, `At most ${PRODUCT_LIMITS.sections} sections.`)
    .superRefine(distinctHeadings),
  /** The price hint near the title and the demo call; absent in a document stored before prices. */
  price: PriceHintSchema.optional(),
});
export type ProductContent = z.output<typeof ProductSchema>;

/** A 'sector:<slug>' document (the client list is edited in the admin Clients section). */
export const SectorSchema = z.strictObject({
  heading: text('Heading', 60),
  intro: text('Introduction', 400, 20),
});
export type SectorContent = z.output<typeof SectorSchema>;
