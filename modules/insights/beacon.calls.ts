import type { Call } from '../../common/api/calls';

/**
 * What visitors' browsers report to Insights (docs/decisions/0022-insights.md): a page view, a tap
 * on the phone number or WhatsApp, speed figures. Declared here once
 * (docs/decisions/0033-domain-modules.md); the contract is in ./insights.schemas.ts, the handler in
 * ./beacon.server.ts. Zod-free and apart from the admin's calls: the reporting script every public
 * page fetches (./beacon/beacon.ts) takes this one entry and not the whole table.
 */
export const INSIGHT_BEACON_CALLS = {
  insightEvent: { method: 'POST', path: 'insights/event', access: 'public' },
} as const satisfies Record<string, Call>;
