import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { routeSchema } from '../../common/api/endpoints';
import { badRequest, notFound } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { clientAddressKey } from '../services/client-address';
import { isRealDay } from '../../common/lagos-days';
import type { InsightEvent } from '../../common/api/insights';
import { pageKey } from '../services/insights/pages';

/** A report covers at most a year and a day (a leap year's range, or this day last year to today). */
const MAX_RANGE_DAYS = 366;

/**
 * POST /api/insights/event: what visitors' browsers report (a page view, a tap on the phone number
 * or WhatsApp, speed figures). Small by contract (a beacon is well under 1 KB), limited per client
 * address, and answered at once: the event is written later, in a batch. A bot or a prefetch gets
 * the same answer and is not counted.
 */
export function publicInsightRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    base.withTypeProvider<ZodTypeProvider>().post('/event', {
      schema: routeSchema('insightEvent'),
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
    }, async (req) => {
      if (await counts(ctx, req.ip, req.body)) await ctx.insights.record(req, req.body);
      return { status: 'success' as const };
    });
  };
}

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

/** GET /api/insights?from=&to= and GET /api/insights/summary: the admin's figures. */
export function adminInsightRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get('/', { schema: routeSchema('insights') }, async (req) => {
      const { from, to } = req.query;
      if (!isRealDay(from) || !isRealDay(to)) throw badRequest('Please choose real dates.');
      const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
      if (days < 0) throw badRequest('The first day must not be after the last day.');
      if (days >= MAX_RANGE_DAYS) throw badRequest(`Please choose at most ${MAX_RANGE_DAYS} days.`);
      return ctx.insights.report(from, to);
    });
    app.get('/summary', { schema: routeSchema('insightsSummary') }, async () => ctx.insights.summary());
  };
}

