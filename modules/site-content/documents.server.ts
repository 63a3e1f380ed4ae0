import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { CONTENT_DOCUMENT_CALLS } from './documents.calls';
import { discardDraft, loadDocument, publishDraft, saveDraft } from './documents.service';

/**
 * The handlers of a document's calls (./documents.calls.ts): its published value and draft, the
 * draft's save and discard, the publish. The rules (checks, the expected draft, the revision, the
 * report of a contact change) are in ./documents.service.ts.
 */
export const documentHandlers = (ctx: AppContext) =>
  served(CONTENT_DOCUMENT_CALLS, {
    contentDocument: async (req) => {
      const { row } = await loadDocument(ctx, req.params.key);
      return {
        status: 'success' as const,
        key: row.key,
        published: JSON.parse(row.published),
        publishedAt: row.published_at,
        draft: row.draft === null ? null : JSON.parse(row.draft),
        draftSavedAt: row.draft === null ? null : row.updated_at,
        draftSavedBy: row.draft === null ? null : row.updated_by_name,
      };
    },

    saveDraft: async (req) => {
      const savedAt = await saveDraft(ctx, req, req.params.key, req.body);
      return { status: 'success' as const, message: 'Draft saved. The public site does not show it until you publish.', savedAt };
    },

    discardDraft: async (req) => {
      await discardDraft(ctx, req.params.key);
      return { status: 'success' as const, message: 'Draft discarded.' };
    },

    publishDraft: async (req) => {
      const revision = await publishDraft(ctx, req, req.params.key);
      return { status: 'success' as const, message: 'Published. The public site shows the changes now.', revision };
    },
  });
