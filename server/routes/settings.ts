import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { routeSchema } from '../../common/api/endpoints';
import { userOf } from '../http/scopes';
import { audit } from '../services/audit';
import * as settings from '../db/repositories/admin-settings';
import { enquiryInbox } from '../services/enquiry-inbox';

/**
 * Settings only administrators change, mounted in the admin scope (server/routes/index.ts): where
 * enquiries are sent (server/services/enquiry-inbox.ts, docs/decisions/0024-leads.md). Staff get
 * 403 like on every admin call. Each change is in the security log with the old and new address.
 */
export function settingsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    const current = async () => {
      const [saved, inUse] = await Promise.all([settings.get(ctx.db, 'enquiry_inbox'), enquiryInbox(ctx.db, ctx.config)]);
      return {
        inbox: saved?.value ?? null,
        effective: inUse.address,
        source: inUse.source,
        updated_at: saved?.updated_at ?? null,
        updated_by_email: saved?.updated_by_email ?? null,
      };
    };

    app.get('/enquiry-inbox', { schema: routeSchema('enquiryInbox') }, async () => ({ status: 'success' as const, ...(await current()) }));

    app.put('/enquiry-inbox', { schema: routeSchema('setEnquiryInbox') }, async (req) => {
      const me = userOf(req);
      const before = await current();
      const { inbox } = req.body;
      if (inbox !== before.inbox) {
        await settings.set(ctx.db, 'enquiry_inbox', inbox, me.email);
        await audit(ctx, req, {
          action: 'settings.inbox',
          target: { type: 'setting', label: 'Where enquiries are sent' },
          detail: `${before.inbox ?? `default (${before.effective ?? 'none'})`} → ${inbox ?? 'default'}`,
        });
      }
      const now = await current();
      const overridden = now.source === 'CONTACT_INBOX' ? ` The server's CONTACT_INBOX (${now.effective}) still wins while it is set.` : '';
      const message =
        inbox === null
          ? `Saved. Enquiries now go to the default address${now.effective ? `, ${now.effective}` : ''}.${overridden}`
          : `Saved. New enquiries are sent to ${inbox}, and replies to customers ask them to answer there.${overridden}`;
      return { status: 'success' as const, message, ...now };
    });
  };
}
