import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { badRequest, tooManyRequests, waitText } from '../../server/http/errors';
import { rateLimit } from '../../server/http/rate-limit';
import { accountOf } from '../../server/http/scopes';
import { visitFacts } from '../../server/services/submissions';
import { optionalUser } from '../../server/services/sessions';
import { messages as texts } from '../../common/messages';
import * as leads from './leads.repository';
import { LEAD_FORM_CALLS } from './forms.calls';
import { receiveContactMessage, receiveTopicRequest } from './leads.service';

type TopicRow = Awaited<ReturnType<typeof leads.topicRequestsOf>>[number];
/** A request as the member reads it (a topic request always has these; the columns are shared with messages). */
const memberWire = (r: TopicRow) => ({ ...r, topic: r.topic ?? '', level: r.level ?? '', department: r.department ?? '' });

/**
 * The handlers of the leads' form calls (./forms.calls.ts): a visitor's contact message (captcha
 * solved), and a member's requests of project topics, each a lead in the admin's inbox under the
 * account's own name and address; the member sees only their own.
 */
export const formHandlers = (ctx: AppContext) =>
  served(LEAD_FORM_CALLS, {
    contact: {
      onRequest: rateLimit(ctx, 'contact'),
      handler: async (req) => {
        const { captchaToken, ...msg } = req.body;
        if (!(await ctx.captcha.verify(captchaToken, req.ip))) throw badRequest(texts.captchaUnsolved);
        // Sent while logged in, the message belongs to the member: it is in their export and goes with
        // their account. The e-mail typed into the form proves nothing and decides neither.
        const sender = await optionalUser(ctx, req);
        await receiveContactMessage(ctx, msg, { userId: sender?.id ?? null, spamCheck: 'captcha' }, visitFacts(req));
        void ctx.insights.formLead(req, 'contact', '/contact');
        return { status: 'success' as const, success: true as const, message: texts.contactSuccess };
      },
    },

    requestTopic: async (req, reply) => {
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
      return { status: 'success' as const, message: 'Your request has been received. We will contact you within one working day.', request: memberWire(row) };
    },

    myTopicRequests: async (req) => {
      const rows = await leads.topicRequestsOf(ctx.db, accountOf(req).id);
      return { status: 'success' as const, requests: rows.map(memberWire) };
    },
  });
