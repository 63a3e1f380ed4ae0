import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import { count } from '../../server/db/database';

/**
 * The admin dashboard's counts of the site's tables: reviews waiting, project topics, clients,
 * gallery pictures and unread contact messages. The leads that are due are counted by the leads
 * module (./dashboard.server.ts adds them).
 */
export async function tableCounts(db: Kysely<DB>) {
  const [pending, topics, clients, gallery, unread] = await Promise.all([
    db.selectFrom('reviews').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'pending').executeTakeFirst(),
    db.selectFrom('topics').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    db.selectFrom('clients').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    db.selectFrom('gallery_images').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    db.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).where('read_at', 'is', null).executeTakeFirst(),
  ]);
  return {
    pendingReviews: count(pending?.n as string | number),
    topics: count(topics?.n as string | number),
    clients: count(clients?.n as string | number),
    galleryImages: count(gallery?.n as string | number),
    unreadMessages: count(unread?.n as string | number),
  };
}
