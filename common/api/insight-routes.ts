import type { Route } from './public-routes';

/**
 * Insights (server/routes/insights.ts): what visitors' browsers report, and the admin's figures. A
 * part of its own: the visitors' report is sent by a script of its own on every public page
 * (app/features/insights/beacon.ts), which takes this part and not the whole table. In a module
 * of its own, so that neither takes the other's part.
 */
export const INSIGHT_ROUTES = {
  insightEvent: { method: 'POST', path: 'insights/event' },
  insights: { method: 'GET', path: 'insights' },
  insightsSummary: { method: 'GET', path: 'insights/summary' },
} as const satisfies Record<string, Route>;
