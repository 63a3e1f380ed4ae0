import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * Uploaded files stored in the database, for several instances sharing one PostgreSQL
 * (UPLOADS_STORAGE=database, docs/decisions/0004-shared-uploads.md). The table exists on SQLite
 * too, so both dialects keep one schema; only the binary column type differs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('upload_blobs')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('data', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upload_blobs').ifExists().execute();
}
