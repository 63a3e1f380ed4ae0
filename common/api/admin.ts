import { z } from 'zod';
import { success, type Contract } from './contract';

// The dashboard's counts (server/routes/stats.ts).

const CountsSchema = z.object({
  pendingReviews: z.number(),
  topics: z.number(),
  clients: z.number(),
  galleryImages: z.number(),
  unreadMessages: z.number(),
  /** Leads whose follow-up date has passed (not won, lost or spam). */
  overdueFollowUps: z.number(),
  /** Leads still "new", with no reply, more than a day after they came in. */
  unansweredLeads: z.number(),
});
/** What the admin dashboard counts. */
export type Counts = z.output<typeof CountsSchema>;

/** The dashboard's counts. */
export const STATS_CALLS = {
  stats: { ok: 200, answer: success({ counts: CountsSchema }) },
} as const satisfies Record<string, Contract>;
