import { lazy } from 'react';

/**
 * The Insights module's screens (docs/decisions/0033-domain-modules.md): the reporting every public
 * page starts after it has loaded (app/root.tsx), the dashboard's summary of the last 7 days, and
 * the admin's Insights section. Browser code: no server file is reachable from here. The section
 * (its tables, chart and styles) loads when it first opens; the annotation lets a public page's
 * bundle, which takes only the beacon, drop it.
 */
export { InsightsBeacon } from './beacon/insights-beacon';
export { InsightsSummaryCard } from './report/summary-card';
export const InsightsSection = /* @__PURE__ */ lazy(() => import('./report/insights-section'));
