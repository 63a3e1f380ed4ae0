import type { Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * gallery_images.upload_batch and upload_place: the photos an admin chose together in the upload
 * form (a random name for that choice) and each one's place in it, so that photos sent two at a
 * time and stored in the order they finish still take the order they were chosen in. Null for a
 * picture uploaded on its own (and for every earlier one). docs/decisions/0026-admin-photo-uploads.md.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('gallery_images').addColumn('upload_batch', 'text').execute();
  await db.schema.alterTable('gallery_images').addColumn('upload_place', 'integer').execute();
  await db.schema.createIndex('gallery_images_upload_batch').on('gallery_images').column('upload_batch').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('gallery_images_upload_batch').ifExists().execute();
  await db.schema.alterTable('gallery_images').dropColumn('upload_place').execute();
  await db.schema.alterTable('gallery_images').dropColumn('upload_batch').execute();
}
