/**
 * Uploaded files in the database (`upload_blobs`), for several instances sharing one PostgreSQL
 * (UPLOADS_STORAGE=database). Same interface and key rules as the local folder; files are still
 * served by every instance under /uploads/<key>. Why PostgreSQL and not an S3-compatible store:
 * docs/decisions/0004-shared-uploads.md.
 *
 * Written against Kysely, so it also runs on SQLite (the table exists there too; the tests use it),
 * but the setting only accepts it with DATABASE_URL: on one machine the local folder is simpler.
 */
import type { Database } from '../db/database';
import { isValidKey, PUBLIC_PREFIX, type Storage } from './storage';

function assertKey(key: string): void {
  if (!isValidKey(key)) {
    throw new TypeError(`Invalid storage key: ${JSON.stringify(String(key).slice(0, 100))}`);
  }
}

export function createPgStorage(db: Database): Storage {
  return {
    async put(key, data, contentType) {
      assertKey(key);
      // One statement: readers on any instance see the old object or the new one, never a part.
      await db
        .insertInto('upload_blobs')
        .values({ key, content_type: contentType, data, created_at: new Date().toISOString() })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({
            content_type: eb.ref('excluded.content_type'),
            data: eb.ref('excluded.data'),
            created_at: eb.ref('excluded.created_at'),
          })),
        )
        .execute();
    },

    async get(key) {
      assertKey(key);
      const row = await db
        .selectFrom('upload_blobs')
        .select(['data', 'content_type'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return null;
      // pg returns bytea as a Buffer, better-sqlite3 a blob as a Buffer; copy anything else.
      const data = Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data as Uint8Array);
      return { data, contentType: row.content_type };
    },

    async delete(key) {
      assertKey(key);
      await db.deleteFrom('upload_blobs').where('key', '=', key).execute();
    },

    async keys() {
      return (await db.selectFrom('upload_blobs').select('key').execute()).map((row) => row.key);
    },

    publicUrl(key) {
      assertKey(key);
      return PUBLIC_PREFIX + key;
    },
  };
}
