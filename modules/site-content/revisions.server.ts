import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { notFound } from '../../server/http/errors';
import * as content from './site-content.repository';
import { CONTENT_REVISION_CALLS } from './revisions.calls';
import { kindOf, loadDocument, restoreRevision } from './documents.service';

type RevisionRow = { id: number; published_at: string; published_by_name: string; note: string };
const summary = (r: RevisionRow) => ({ id: r.id, publishedAt: r.published_at, publishedBy: r.published_by_name, note: r.note });

/**
 * The handlers of a document's history (./revisions.calls.ts): its published versions, newest first
 * (at most 100); one version with the one before it; the restore of an earlier version, whose rules
 * are in ./documents.service.ts.
 */
export const revisionHandlers = (ctx: AppContext) =>
  served(CONTENT_REVISION_CALLS, {
    contentRevisions: async (req) => {
      await loadDocument(ctx, req.params.key);
      const rows = await content.listRevisions(ctx.db, req.params.key);
      return { status: 'success' as const, revisions: rows.map(summary) };
    },

    contentRevision: async (req) => {
      kindOf(req.params.key);
      const rev = await content.findRevision(ctx.db, req.params.key, req.params.id);
      if (!rev) throw notFound('This version does not exist.');
      const prev = await content.previousRevision(ctx.db, req.params.key, rev.id);
      return {
        status: 'success' as const,
        revision: {
          ...summary(rev),
          value: JSON.parse(rev.value),
          previous: prev ? { ...summary(prev), value: JSON.parse(prev.value) } : null,
        },
      };
    },

    restoreRevision: async (req) => {
      const revision = await restoreRevision(ctx, req, req.params.key, req.params.id);
      return { status: 'success' as const, message: 'That version is published again.', revision };
    },
  });
