import type { Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * The AVIF copies still to make (docs/decisions/0036-avif-and-save-data.md): one row per stored WebP
 * variant, written when the variant is stored (or found without its AVIF copy by the backfill) and
 * deleted once its AVIF copy is stored. `lease_until` is when the instance encoding it gives it up
 * (a crashed process's job is taken again after it); `attempts` counts the encodes started; after
 * the last one the row stays, `failed` = 1, and the picture keeps its WebP alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('image_avif_jobs')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_until', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('image_avif_jobs_waiting').on('image_avif_jobs').columns(['failed', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('image_avif_jobs').ifExists().execute();
}
