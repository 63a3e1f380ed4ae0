import type { Call } from '../../common/api/calls';

/**
 * What the editor shows before anything is published: a token for viewing the public pages with the
 * drafts (`?preview=<token>`), and a formatted text rendered as a page would show it (the live
 * preview). Declared here once (docs/decisions/0033-domain-modules.md); the contracts are in
 * ./site-content.schemas.ts, the handlers in ./preview.server.ts. Zod-free.
 */
export const CONTENT_PREVIEW_CALLS = {
  previewToken: { method: 'POST', path: 'content/preview', access: 'staff' },
  renderMarkdown: { method: 'POST', path: 'content/render', access: 'staff' },
} as const satisfies Record<string, Call>;
