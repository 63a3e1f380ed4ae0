import { z } from 'zod';
import { SEO_LIMITS } from '../seo-limits';
import { text } from './fields';

// The shape of the 'seo' document and its types. The check that every path is a public page of
// the site is added in seo.ts: it needs the page registry (common/seo-pages.ts), which reads the
// built-in content, whose types (content/types.ts) are declared here. Kept apart, the types do not
// depend on the registry.

/** One page's entry of the 'seo' site-content document (Pages & SEO, common/seo-pages.ts). */
export const SeoEntrySchema = z.strictObject({
  /** The whole <title>, exactly as a search engine shows it (with the " | Coal City ICT" ending, if any). */
  title: text('Search title', SEO_LIMITS.title.max, 2),
  /** The meta description shown under the title in search results. */
  description: text('Meta description', SEO_LIMITS.description.max, 20),
});
export type SeoEntry = z.output<typeof SeoEntrySchema>;

/**
 * The 'seo' site-content document: an entry per public page path. A page without one uses its
 * built-in title. Without the check of the paths: SeoSchema (seo.ts) is this schema with it.
 */
export const SeoDocumentSchema = z.strictObject({
  pages: z.partialRecord(z.string(), SeoEntrySchema, { error: 'Pages must be a list of pages with their title and description.' }),
});
export type SeoDocument = z.output<typeof SeoDocumentSchema>;
