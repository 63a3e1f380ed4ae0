import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ContactSchema } from '../../common/schemas';
import { messages as texts } from '../../common/messages';
import { badRequest } from '../errors';
import { rateLimit } from '../plugins/rate-limit';
import * as messages from '../db/repositories/messages';
import { contactMail } from '../services/mail-templates';

export function contactRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    base.withTypeProvider<ZodTypeProvider>().post('/', {
      schema: {
        body: ContactSchema,
        response: { 200: z.object({ status: z.literal('success'), success: z.literal(true), message: z.string() }) },
      },
      onRequest: rateLimit(ctx, 'contact'),
    }, async (req) => {
      const { captchaToken, ...msg } = req.body;
      if (!(await ctx.captcha.verify(captchaToken, req.ip))) throw badRequest(texts.captchaUnsolved);
      // Stored first: a mail failure must never lose the message (it is also in the admin inbox).
      const id = await messages.create(ctx.db, msg);
      const site = await ctx.siteContent.company();
      const mail = contactMail({
        siteName: site.name, ...msg, receivedAt: new Date(), adminUrl: `${ctx.config.publicUrl}/admin?section=messages`,
      });
      const to = ctx.config.contactInbox ?? site.email;
      ctx.background('contact mail', async () => {
        try {
          await ctx.mailer.send({ to, ...mail });
          await messages.markMailed(ctx.db, id, null);
        } catch (e) {
          await messages.markMailed(ctx.db, id, (e as Error).message);
          throw e;
        }
      });
      return { status: 'success' as const, success: true as const, message: texts.contactSuccess };
    });
  };
}
