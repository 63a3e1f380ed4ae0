import type { Call } from '../../common/api/calls';

/**
 * The admin's Insights figures (docs/decisions/0022-insights.md): the report over a range of days,
 * and the dashboard's summary of the last 7. Declared here once
 * (docs/decisions/0033-domain-modules.md); the contracts are in ./insights.schemas.ts, the handlers
 * in ./report.server.ts.
 */
export const INSIGHT_REPORT_CALLS = {
  insights: { method: 'GET', path: 'insights', access: 'staff' },
  insightsSummary: { method: 'GET', path: 'insights/summary', access: 'staff' },
} as const satisfies Record<string, Call>;
