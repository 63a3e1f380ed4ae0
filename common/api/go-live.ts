import { z } from 'zod';
import { success, type Contract } from './contract';

/**
 * The admin dashboard's "Before you go live" list (server/services/go-live.ts): each stand-in of a
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

export const GO_LIVE_CALLS = {
  goLive: { ok: 200, answer: success({ items: z.array(GoLiveItemSchema) }) },
} as const satisfies Record<string, Contract>;
