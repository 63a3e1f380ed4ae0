import type { Call } from '../../common/api/calls';

/**
 * A document's history: its published versions, one with the version before it (for "Compare with
 * previous"), and the restore of an earlier one. Declared here once
 * (docs/decisions/0033-domain-modules.md); the contracts are in ./site-content.schemas.ts, the
 * handlers in ./revisions.server.ts. Zod-free.
 */
export const CONTENT_REVISION_CALLS = {
  contentRevisions: { method: 'GET', path: 'content/:key/revisions', access: 'staff' },
  contentRevision: { method: 'GET', path: 'content/:key/revisions/:id', access: 'staff' },
  restoreRevision: { method: 'POST', path: 'content/:key/revisions/:id/restore', access: 'staff' },
} as const satisfies Record<string, Call>;
