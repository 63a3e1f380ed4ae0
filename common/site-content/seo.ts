import { SEO_PATHS } from '../seo-pages';
import { SeoDocumentSchema } from './seo-document';

// Pages & SEO: the 'seo' document, one search title and description per public page (the pages
// are listed in common/seo-pages.ts). Its shape and types are in seo-document.ts.

const SEO_PATH_SET = new Set(SEO_PATHS);

/** The 'seo' document as the API and the editor check it: only the public pages may have an entry. */
export const SeoSchema = SeoDocumentSchema.extend({
  pages: SeoDocumentSchema.shape.pages.superRefine((pages, ctx) => {
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
