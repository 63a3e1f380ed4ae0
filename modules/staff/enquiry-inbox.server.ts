import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { userOf } from '../../server/http/scopes';
import { audit } from '../../server/services/audit';
import * as settings from '../../server/db/repositories/admin-settings';
import { enquiryInbox } from './enquiry-inbox.service';
import { ENQUIRY_INBOX_CALLS } from './enquiry-inbox.calls';

/**
 * Where enquiries are sent (./enquiry-inbox.service.ts, docs/decisions/0024-leads.md), a setting
 * only administrators change: one handler per call of ./enquiry-inbox.calls.ts. Staff get 403 like
 * on every admin call. Each change is in the security log with the old and new address.
 */
export function enquiryInboxHandlers(ctx: AppContext) {
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

  return served(ENQUIRY_INBOX_CALLS, {
    enquiryInbox: async () => ({ status: 'success' as const, ...(await current()) }),

    setEnquiryInbox: async (req) => {
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
    },
  });
}
