import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * gallery_images.position: the order the admin chose (0 first); the gallery used to be newest
 * first, so the existing pictures keep that order. gallery_images.decorative: 1 when the admin
 * marked the picture as decoration (drawn with an empty alt), 0 otherwise. Pictures uploaded
 * without alt text got the title as alt text; any left empty get it now.
 * docs/decisions/0026-admin-photo-uploads.md.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('gallery_images').addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('gallery_images').addColumn('decorative', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`
    update gallery_images set position = (
      select count(*) from gallery_images newer
      where newer.created_at > gallery_images.created_at
         or (newer.created_at = gallery_images.created_at and newer.id > gallery_images.id)
    )`.execute(db);
  await sql`update gallery_images set alt = title where alt = ''`.execute(db);
  await db.schema.createIndex('gallery_images_position').on('gallery_images').columns(['position', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('gallery_images_position').ifExists().execute();
  await db.schema.alterTable('gallery_images').dropColumn('decorative').execute();
  await db.schema.alterTable('gallery_images').dropColumn('position').execute();
}
