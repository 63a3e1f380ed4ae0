/**
 * Length limits of a page's search title and description (Pages & SEO). The HARD limits are what
 * the schema refuses (400 from the API); the ADVISED ones are Google's: titles longer than about 70
 * characters and descriptions longer than about 160 are cut short with "…" in search results. The
 * hard limits are higher because some of the built-in titles and descriptions a fresh install
 * starts with are longer than the advice (the home page's title is 89 characters, the Schools
 * page's description 195) and a fresh install must show them unchanged; the editor shows the
 * advice and warns past it.
 *
 * A module of its own, free of imports, so that the schema of the 'seo' document's entries can use
 * it without depending on the page registry (common/site-pages.ts), which reads the built-in content.
 */
export const SEO_LIMITS = {
  title: { advised: 70, max: 100 },
  description: { advised: 160, max: 200 },
} as const;
