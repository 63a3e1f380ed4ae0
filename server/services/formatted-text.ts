import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { PLACEHOLDERS, PLACEHOLDER_PATTERN, type PlaceholderName } from '../../common/site-content';
import type { CompanyDetails } from '../../content/types';
import { phoneDisplay } from '../../common/phone';
import { formatNaira } from '../../common/money';
import type { PriceHint } from '../../common/site-content/prices';
import { builtInPrice } from '../../content/prices';

/**
 * Formatted text (docs/decisions/0007-site-content.md, "Formatted text"): editors write Markdown,
 * pages get HTML that THIS module rendered and sanitised. Server only: public pages receive the
 * HTML in their loader data and never load a Markdown library.
 *
 * Two independent layers, so a mistake in one is caught by the other:
 * 1. markdown-it in its "zero" preset with only paragraphs, subheadings, bulleted and numbered
 *    lists, bold and italic, links, line breaks, backslash escapes and entities switched on, and
 *    `html: false`: HTML typed into the text is escaped and shows as text; images, tables, code,
 *    quotes and autolinks are not Markdown here at all. markdown-it refuses javascript:, vbscript:,
 *    file: and data: links itself (the link then stays as text).
 * 2. sanitize-html over the result with an allow-list: p, br, strong, em, ul, ol (start), li, h2–h4
 *    and a (href, rel). Every other tag is dropped (script, style, textarea and the like with their
 *    content), every other attribute too (on*, style, class, id, title …). A link keeps its href only
 *    if it is https:, http:, mailto:, tel:, site-relative ("/contact", not "//host" or "/\host") or a
 *    "#fragment"; external links get rel="noopener noreferrer".
 */

export interface RenderOptions {
  /**
   * The level a "## Subheading" becomes: 2 on a page whose text sits right under the h1 (privacy),
   * 3 inside a section that has its own h2 (company profile). "###" is one level below; "#" is
   * treated as "##" and "####" or more as "###", so the page outline stays valid whatever is typed.
   */
  headingLevel?: 2 | 3;
}

const md = new MarkdownIt('zero', { html: false, linkify: false, typographer: false, breaks: false }).enable([
  'heading',
  'list',
  'emphasis',
  'link',
  'newline',
  'escape',
  'entity',
]);

// Heading levels are clamped and shifted in the token stream (see RenderOptions.headingLevel).
md.core.ruler.push('clamp_headings', (state) => {
  const base = (state.env as { headingLevel?: number }).headingLevel ?? 2;
  for (const token of state.tokens) {
    if (token.type !== 'heading_open' && token.type !== 'heading_close') continue;
    const typed = Number(token.tag.slice(1));
    const step = Math.min(Math.max(typed, 2), 3) - 2;
    token.tag = `h${base + step}`;
  }
  return true;
});

/** Site-relative ("/contact", "/privacy#rights"), a fragment, or one of the four schemes. */
const SAFE_HREF = /^(?:https?:\/\/[^\s/\\]|mailto:[^\s]|tel:\+?[0-9]|\/(?![/\\])|#)/i;
const EXTERNAL = /^https?:\/\//i;

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'rel'], ol: ['start'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with everything inside them, not just unwrapped.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title'],
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      const safe: sanitizeHtml.Attributes = {};
      if (SAFE_HREF.test(href)) {
        safe.href = href;
        if (EXTERNAL.test(href)) safe.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: safe };
    },
  },
};

/** The allow-list sanitiser on its own (exported for its tests): any HTML in, safe HTML out. */
export function sanitizeFormattedHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

/** Markdown source → sanitised HTML. Pure; see renderFormattedText for the cached version. */
export function markdownToSafeHtml(source: string, options: RenderOptions = {}): string {
  return sanitizeFormattedHtml(md.render(source, { headingLevel: options.headingLevel ?? 2 })).trim();
}

/** Backslash-escapes every ASCII punctuation character, so a value is never read as Markdown. */
export function escapeMarkdown(value: string): string {
  return value.replace(/[!-/:-@[-`{-~]/g, (c) => `\\${c}`);
}

export type PlaceholderValues = Record<PlaceholderName, string>;

/** Thousands separator without Intl (the same digits on every machine), as the old copy had. */
const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * What each placeholder becomes, from the company details, the retention settings and the web
 * hosting page's price hint (its built-in one when the stored page has none).
 */
export function placeholderValues(
  site: CompanyDetails,
  retention: { contactRetentionDays: number; unverifiedAccountDays: number; insightsRawDays: number; insightsKeepDays: number },
  hosting: PriceHint = builtInPrice('service', 'domain'),
): PlaceholderValues {
  const head = site.offices.find((o) => o.kind === 'head') ?? site.offices[0];
  const phone = site.phones[0];
  return {
    companyName: site.name,
    shortName: site.shortName,
    foundingYear: String(site.foundingYear),
    clients: thousands(site.claims.clients),
    students: thousands(site.claims.students),
    deliveryHours: String(site.claims.deliveryHours),
    // "Hosting from {hostingPrice} per year": a page priced on request reads "from a quoted price".
    hostingPrice: hosting.kind === 'from' ? formatNaira(hosting.amountKobo) : 'a quoted price',
    email: site.email,
    phone: phone ? phoneDisplay(phone.tel) : '',
    phoneTel: phone?.tel ?? '',
    headOfficeAddress: head ? `${head.streetAddress}, ${head.city} ${head.postalCode}, ${head.region}` : '',
    contactRetentionDays: String(retention.contactRetentionDays),
    unverifiedAccountDays: String(retention.unverifiedAccountDays),
    insightsRawDays: String(retention.insightsRawDays),
    insightsKeepDays: String(retention.insightsKeepDays),
  };
}

/** Replaces each known {placeholder} with its value (escaped as Markdown); unknown ones stay as typed. */
export function fillPlaceholders(source: string, values: PlaceholderValues): string {
  return source.replace(PLACEHOLDER_PATTERN, (whole, name: string) =>
    Object.hasOwn(PLACEHOLDERS, name) ? escapeMarkdown(values[name as PlaceholderName]) : whole,
  );
}

/**
 * The cache: one render per distinct (filled-in text, heading level). A published text is rendered
 * on its first page view and then served from memory; a publish, a new company name or a new
 * setting is simply a new key. Bounded, oldest first out, so previews and old values cannot grow it.
 */
const CACHE_LIMIT = 300;
const cache = new Map<string, string>();

export function renderFormattedText(source: string, values: PlaceholderValues, options: RenderOptions = {}): string {
  const filled = fillPlaceholders(source, values);
  const key = `${options.headingLevel ?? 2}\u0000${filled}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const html = markdownToSafeHtml(filled, options);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, html);
  return html;
}

/** For tests and benchmarks: how many rendered texts are held. */
export const formattedTextCacheSize = () => cache.size;
