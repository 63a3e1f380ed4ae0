import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { count } from '../database';
import { dueCounts } from './leads';

/** The admin dashboard's counts. */
/** `unansweredBefore`: a lead that came in before this instant and is still unanswered is overdue for an answer. */
export async function dashboardCounts(db: Kysely<DB>, unansweredBefore: string) {
  const [pending, topics, clients, gallery, unread, due] = await Promise.all([
    db.selectFrom('reviews').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'pending').executeTakeFirst(),
    db.selectFrom('topics').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    db.selectFrom('clients').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    db.selectFrom('gallery_images').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    db.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).where('read_at', 'is', null).executeTakeFirst(),
    dueCounts(db, unansweredBefore),
  ]);
  return {
    pendingReviews: count(pending?.n as string | number),
    topics: count(topics?.n as string | number),
    clients: count(clients?.n as string | number),
    galleryImages: count(gallery?.n as string | number),
    unreadMessages: count(unread?.n as string | number),
    overdueFollowUps: due.overdue,
    unansweredLeads: due.unanswered,
  };
}
