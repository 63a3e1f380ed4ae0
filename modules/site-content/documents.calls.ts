import type { Call } from '../../common/api/calls';

/**
 * The site-content editor's calls on one document (docs/decisions/0007-site-content.md): read its
 * published value and its draft, save or discard the draft, publish it. The document's key is in the
 * address. Declared here once (docs/decisions/0033-domain-modules.md); the contracts are in
 * ./site-content.schemas.ts, the handlers in ./documents.server.ts. Zod-free: the admin area's table
 * of calls (common/api/routes.ts) spreads it.
 */
export const CONTENT_DOCUMENT_CALLS = {
  contentDocument: { method: 'GET', path: 'content/:key', access: 'staff' },
  saveDraft: { method: 'PUT', path: 'content/:key/draft', access: 'staff' },
  discardDraft: { method: 'DELETE', path: 'content/:key/draft', access: 'staff' },
  publishDraft: { method: 'POST', path: 'content/:key/publish', access: 'staff' },
} as const satisfies Record<string, Call>;
