import type { Generated } from 'kysely';

/**
 * The table of project topics members browse and request (docs/decisions/0032-topic-search-and-categories.md).
 * Part of the schema; server/db/schema.ts gathers every table into DB.
 */
export interface TopicsTable {
  id: Generated<number>;
  title: string;
  /** One of the six categories, chosen by staff; null: none chosen (a built-in title takes its own). */
  category: string | null;
  created_at: string;
  updated_at: string;
}

export interface TopicTables {
  topics: TopicsTable;
}
