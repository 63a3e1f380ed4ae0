/**
 * What the server's core and the other domains read of the site content
 * (docs/decisions/0033-domain-modules.md): the reader the app's context holds (`createSiteContent`,
 * with its preview tokens: the pages and every domain read published content through
 * `ctx.siteContent`), and the one-time copy of the built-in documents at start-up. Free of
 * the app's context; the editor's calls are in ./calls.server.ts, what page loaders read (with when
 * each document was last published, for the sitemap) in ./page.server.ts.
 */
export { createSiteContent, type SiteContent, type PreviewSessionLimits } from './site-content.service';
export { createPreviewTokens, type PreviewTokens } from './preview-tokens.service';
export { seedSiteContent } from './built-in.service';
