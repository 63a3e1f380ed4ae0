import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { routeSchema } from '../../common/api/endpoints';
import { messages as texts } from '../../common/messages';
import { badRequest } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { receiveContactMessage, visitFacts } from '../services/submissions';
import { optionalUser } from '../services/sessions';

export function contactRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    base.withTypeProvider<ZodTypeProvider>().post('/', {
      schema: routeSchema('contact'),
      onRequest: rateLimit(ctx, 'contact'),
    }, async (req) => {
      const { captchaToken, ...msg } = req.body;
      if (!(await ctx.captcha.verify(captchaToken, req.ip))) throw badRequest(texts.captchaUnsolved);
      // Sent while logged in, the message belongs to the member: it is in their export and goes with
      // their account. The e-mail typed into the form proves nothing and decides neither.
      const sender = await optionalUser(ctx, req);
      await receiveContactMessage(ctx, msg, { userId: sender?.id ?? null, spamCheck: 'captcha' }, visitFacts(req));
      void ctx.insights.formLead(req, 'contact', '/contact');
      return { status: 'success' as const, success: true as const, message: texts.contactSuccess };
    });
  };
}
