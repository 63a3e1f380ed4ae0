import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { dueCounts, dueCutOffs } from '../leads/index.server';
import { tableCounts } from './counts.repository';
import { goLiveFacts, goLiveItems } from './go-live.service';
import { DASHBOARD_CALLS } from './dashboard.calls';

/**
 * The admin dashboard's handlers (./dashboard.calls.ts): what it counts (reviews waiting, topics,
 * clients, pictures, unread messages, leads due), and what a fresh install publishes that is still
 * to be replaced (./go-live.service.ts).
 */
export const dashboardHandlers = (ctx: AppContext) =>
  served(DASHBOARD_CALLS, {
    stats: async () => {
      const [tables, due] = await Promise.all([tableCounts(ctx.db), dueCounts(ctx.db, dueCutOffs())]);
      return { status: 'success' as const, counts: { ...tables, overdueFollowUps: due.overdue, unansweredLeads: due.unanswered } };
    },
    goLive: async () => ({ status: 'success' as const, items: goLiveItems(await goLiveFacts(ctx)) }),
  });
