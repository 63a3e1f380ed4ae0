import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { routeSchema } from '../../common/api/endpoints';
import { tooManyRequests, waitText } from '../http/errors';
import { accountOf } from '../http/scopes';
import * as leads from '../../modules/leads/leads.repository';
import { receiveTopicRequest, visitFacts } from '../services/submissions';

type Row = Awaited<ReturnType<typeof leads.topicRequestsOf>>[number];
/** A request as the member reads it (a topic request always has these; the columns are shared with messages). */
const wire = (r: Row) => ({ ...r, topic: r.topic ?? '', level: r.level ?? '', department: r.department ?? '' });

/**
 * A member's requests of project topics (docs/decisions/0024-leads.md): each is a lead in the
 * admin's inbox under the account's own name and address; the member sees only their own.
 */
export function topicRequestRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post('/', { schema: routeSchema('requestTopic') }, async (req, reply) => {
      const account = accountOf(req);
      const { max, windowMs } = ctx.config.rateLimits.topicRequest;
      const quota = await ctx.limiter.hit(`topic-request:user:${account.id}`, max, windowMs);
      if (!quota.ok) {
        throw tooManyRequests(quota.retryAfterSeconds, `You have sent many requests in a short time. Please try again in ${waitText(quota.retryAfterSeconds)}.`);
      }
      const id = await receiveTopicRequest(ctx, req.body, account, visitFacts(req));
      void ctx.insights.formLead(req, 'contact', '/topics');
      const [row] = await leads.topicRequestsOf(ctx.db, account.id, id);
      reply.code(201);
      return {
        status: 'success' as const,
        message: 'Your request has been received. We will contact you within one working day.',
        request: wire(row),
      };
    });

    app.get('/', { schema: routeSchema('myTopicRequests') }, async (req) => {
      const rows = await leads.topicRequestsOf(ctx.db, accountOf(req).id);
      return {
        status: 'success' as const,
        requests: rows.map(wire),
      };
    });
  };
}
