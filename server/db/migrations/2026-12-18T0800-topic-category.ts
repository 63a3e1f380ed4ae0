import type { Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * topics.category: the category staff chose for a topic (one of the six of the project research
 * service), or null when none was chosen; a null built-in title takes the category it is listed
 * under. docs/decisions/0032-topic-search-and-categories.md.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('topics').addColumn('category', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('topics').dropColumn('category').execute();
}
