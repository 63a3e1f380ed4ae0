import type { Call } from '../../common/api/calls';

/**
 * The admin dashboard's calls: its counts (reviews waiting, topics, clients, pictures, unread
 * messages, leads due) and its "Before you go live" list. Declared here once
 * (docs/decisions/0033-domain-modules.md); the contracts are in ./dashboard.schemas.ts, the handlers
 * in ./dashboard.server.ts.
 */
export const DASHBOARD_CALLS = {
  stats: { method: 'GET', path: 'stats', access: 'staff', php: true },
  goLive: { method: 'GET', path: 'go-live', access: 'staff' },
} as const satisfies Record<string, Call>;
