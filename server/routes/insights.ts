import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { routeSchema } from '../../common/api/endpoints';
import { badRequest, notFound } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { clientAddressKey } from '../services/client-address';
import { isRealDay } from '../../common/lagos-days';

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
      // A tap on Call or WhatsApp is a lead in the owners' figures: one address counts for a few a
      // day (a carrier's shared address for several people), the rest are taken and not counted.
      if (req.body.type === 'lead') {
        const { max, windowMs } = ctx.config.rateLimits.insightsTaps;
        if (!(await ctx.limiter.hit(`insightsTaps:${clientAddressKey(req.ip)}`, max, windowMs)).ok) return { status: 'success' as const };
      }
      await ctx.insights.record(req, req.body);
      return { status: 'success' as const };
    });
  };
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

