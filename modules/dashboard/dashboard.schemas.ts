import { z } from 'zod';
import { success, type Contract } from '../../common/api/contract';
import type { DASHBOARD_CALLS } from './dashboard.calls';

/**
 * The contracts of the admin dashboard's calls: its counts, and its "Before you go live" list (./go-live.service.ts): each stand-in of a
 * fresh install the site still publishes, in words, with the admin screen that fixes it.
 */
const GoLiveItemSchema = z.object({
  /** The check that found it (stable: `company-email`, `team-without-photos` …). */
  id: z.string(),
  text: z.string(),
  /** The admin address of the screen where it is fixed. */
  href: z.string(),
  /** The link's words ("Edit company details"). */
  action: z.string(),
});
export type GoLiveItem = z.output<typeof GoLiveItemSchema>;

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

/** The contracts of the dashboard's calls (./dashboard.calls.ts). */
export const DASHBOARD_CONTRACTS = {
  stats: { ok: 200, answer: success({ counts: CountsSchema }) },
  goLive: { ok: 200, answer: success({ items: z.array(GoLiveItemSchema) }) },
} as const satisfies Record<keyof typeof DASHBOARD_CALLS, Contract>;
