import { z } from 'zod';
import { SEO_LIMITS, SEO_PATHS, type SeoDocument } from '../seo-pages';
import { text, type Fits } from './fields';

// Pages & SEO: the 'seo' document, one search title and description per public page (the pages
// are listed in common/seo-pages.ts).

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
