import type { Generated } from 'kysely';

/**
 * The site content's tables (docs/decisions/0007-site-content.md), as Kysely types them;
 * server/db/schema.ts gathers them into `DB`. Values are JSON text.
 */

/** A site-content document: its published value and at most one draft. */
export interface ContentDocumentsTable {
  key: string;
  published: string;
  published_at: string;
  /** The unpublished edit, or null when there is none. */
  draft: string | null;
  /** Who saved the draft last (or published last, when there is no draft). */
  updated_by: number | null;
  updated_by_name: string | null;
  updated_at: string;
}

/** One published value of a document, written by every publish (and by the first seeding). */
export interface ContentRevisionsTable {
  id: Generated<number>;
  doc_key: string;
  value: string;
  published_by: number | null;
  published_by_name: string;
  published_at: string;
  /** "Restored from the version of …", "Built-in content"; empty for an ordinary publish. */
  note: Generated<string>;
}

/** The site content's tables, by name. */
export interface SiteContentTables {
  content_documents: ContentDocumentsTable;
  content_revisions: ContentRevisionsTable;
}
