import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * Site content (docs/decisions/0007-site-content.md): documents keyed by name ('company', later
 * 'home', 'service:<slug>' ...), each with its published JSON value and an optional draft, and the
 * revisions written by every publish. JSON is stored as text on both dialects, so rows read the
 * same on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('content_documents')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('published', 'text', (c) => c.notNull())
    .addColumn('published_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('draft', 'text')
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_by_name', 'varchar(60)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await (pg
    ? db.schema.createTable('content_revisions').addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable('content_revisions').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('doc_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('published_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('published_by_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('published_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('content_revisions_doc').on('content_revisions').columns(['doc_key', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_revisions').ifExists().execute();
  await db.schema.dropTable('content_documents').ifExists().execute();
}
