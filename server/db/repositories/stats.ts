import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { count } from '../database';
import { dueCounts } from '../../../modules/leads/index.server';

/** The admin dashboard's counts. */
/** `due`: when a follow-up is overdue and a lead waits too long for an answer (modules/leads/leads.service.ts dueCutOffs). */
export async function dashboardCounts(db: Kysely<DB>, due: { today: string; unansweredBefore: string }) {
  const [pending, topics, clients, gallery, unread, leadsDue] = await Promise.all([
    db.selectFrom('reviews').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'pending').executeTakeFirst(),
    db.selectFrom('topics').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    db.selectFrom('clients').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    db.selectFrom('gallery_images').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    db.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).where('read_at', 'is', null).executeTakeFirst(),
    dueCounts(db, due),
  ]);
  return {
    pendingReviews: count(pending?.n as string | number),
    topics: count(topics?.n as string | number),
    clients: count(clients?.n as string | number),
    galleryImages: count(gallery?.n as string | number),
    unreadMessages: count(unread?.n as string | number),
    overdueFollowUps: leadsDue.overdue,
    unansweredLeads: leadsDue.unanswered,
  };
}
