import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { notFound } from '../../server/http/errors';
import { rateLimit } from '../../server/http/rate-limit';
import { clientAddressKey } from '../../server/services/client-address';
import type { InsightEvent } from './insights.schemas';
import { INSIGHT_BEACON_CALLS } from './beacon.calls';
import { pageKey } from './pages.service';

/**
 * POST /api/insights/event (./beacon.calls.ts): what visitors' browsers report (a page view, a tap
 * on the phone number or WhatsApp, speed figures). Small by contract (a beacon is well under 1 KB),
 * limited per client address, and answered at once: the event is written later, in a batch
 * (./insights.service.ts). A bot or a prefetch gets the same answer and is not counted.
 */
export const beaconHandlers = (ctx: AppContext) =>
  served(INSIGHT_BEACON_CALLS, {
    insightEvent: {
      bodyLimit: 2048,
      onRequest: [
        async () => {
          if (!ctx.insights.enabled) throw notFound('Insights are switched off on this site.');
        },
        rateLimit(ctx, 'insights'),
        // What one address can add in a day, whatever its pace: a carrier's shared address carries
        // many people, so the bound is generous, but it is a bound.
        rateLimit(ctx, 'insightsDay'),
      ],
      handler: async (req) => {
        if (await counts(ctx, req.ip, req.body)) await ctx.insights.record(req, req.body);
        return { status: 'success' as const };
      },
    },
  });

/**
 * Whether one address may still add this event to the day's figures. A tap on Call or WhatsApp is a
 * lead in the owners' figures: one address counts for a few a day (a carrier's shared address for
 * several people). A speed report counts a few times a day per address and page, and a few more in
 * all, so one address cannot make a page or the whole site look slow. Further ones are answered as
 * usual and not counted (docs/decisions/0022-insights.md).
 */
async function counts(ctx: AppContext, ip: string, event: InsightEvent): Promise<boolean> {
  const address = clientAddressKey(ip);
  const hit = async (name: 'insightsTaps' | 'insightsSpeed' | 'insightsSpeedDay', key: string) => {
    const { max, windowMs } = ctx.config.rateLimits[name];
    return (await ctx.limiter.hit(`${name}:${key}`, max, windowMs)).ok;
  };
  if (event.type === 'lead') return hit('insightsTaps', address);
  // The address's own bound first: so it also bounds how many counters of a page it opens.
  if (event.type === 'vitals') return (await hit('insightsSpeedDay', address)) && hit('insightsSpeed', `${address}\n${pageKey(event.path)}`);
  return true;
}
