import { lazy } from 'react';

/**
 * The Insights module's admin screens, for the admin shell (docs/decisions/0033-domain-modules.md):
 * the dashboard's summary of the last 7 days, and the Insights section, whose tables, chart and
 * styles load when it first opens. Browser code: no server file is reachable from here. The public
 * pages' part is ./index.public.ts.
 */
export { InsightsSummaryCard } from './report/summary-card';
export const InsightsSection = lazy(() => import('./report/insights-section'));
