import type { Kysely } from 'kysely';
import type { DB } from './schema';
import { nowIso } from './database';
import { sectors } from '../../content/sectors';
import { builtInTopics } from '../../content/topics';

/**
 * Seeds the built-in client lists and project topics once (the site content's documents are seeded
 * by modules/site-content, `seedSiteContent`). Each entry is remembered in
 * `seeded_content` by a stable key, so a restart never duplicates it and an admin's deletion of a
 * built-in entry stays deleted (the key remains after the row is gone).
 */
export async function seedBuiltInContent(db: Kysely<DB>): Promise<{ clients: number; topics: number }> {
  const done = new Set((await db.selectFrom('seeded_content').select('key').execute()).map((r) => r.key));
  const now = nowIso();
  let clients = 0;
  let topics = 0;
  await db.transaction().execute(async (trx) => {
    for (const sector of sectors) {
      for (const c of sector.clients) {
        const key = `client:${sector.module}:${c.name.toLowerCase()}`;
        if (done.has(key)) continue;
        await trx
          .insertInto('clients')
          .values({
            module: sector.module,
            name: c.name,
            location: c.location ?? null,
            url: c.url ?? null,
            logo: '',
            logo_srcset: '',
            created_at: now,
            updated_at: now,
          })
          .execute();
        await trx.insertInto('seeded_content').values({ key, seeded_at: now }).execute();
        clients++;
      }
    }
    for (const title of builtInTopics) {
      const key = `topic:${title.toLowerCase()}`;
      if (done.has(key)) continue;
      await trx.insertInto('topics').values({ title, created_at: now, updated_at: now }).execute();
      await trx.insertInto('seeded_content').values({ key, seeded_at: now }).execute();
      topics++;
    }
  });
  return { clients, topics };
}
