import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { sessionOf, userOf } from '../../server/http/scopes';
import { placeholderValues, renderFormattedText } from '../../server/services/formatted-text';
import { CONTENT_PREVIEW_CALLS } from './preview.calls';

/**
 * The handlers of the editor's previews (./preview.calls.ts): a 30-minute token that shows the
 * public pages with the unpublished drafts (`?preview=<token>`, checked by ./site-content.service.ts
 * on every page view), and the live preview of a formatted text.
 */
export const previewHandlers = (ctx: AppContext) =>
  served(CONTENT_PREVIEW_CALLS, {
    previewToken: async (req) => {
      const { sessionId, sessionVersion } = sessionOf(req);
      const t = await ctx.siteContent.previewTokens.sign({ userId: userOf(req).id, sessionVersion, sessionId });
      return { status: 'success' as const, ...t };
    },

    // The very renderer and sanitiser the pages use (server/services/formatted-text.ts), so the
    // preview cannot differ from the page and the Markdown library never reaches any browser.
    // Placeholders use the published company details.
    renderMarkdown: async (req) => {
      const [site, hosting] = await Promise.all([ctx.siteContent.company(), ctx.siteContent.published('service:domain')]);
      const html = renderFormattedText(req.body.text, placeholderValues(site, ctx.config.retention, hosting.price), { headingLevel: req.body.headingLevel });
      return { status: 'success' as const, html };
    },
  });
