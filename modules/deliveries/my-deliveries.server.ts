import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { notFound } from '../../server/http/errors';
import { accountOf } from '../../server/http/scopes';
import { isStaff } from '../../common/roles';
import * as deliveries from './deliveries.repository';
import * as mine from './my-deliveries.repository';
import { MY_DELIVERY_CALLS } from './my-deliveries.calls';
import { catchUpClocks, wire } from './deliveries.service';
import type { MyRequest } from './deliveries.schemas';
import { memberLinkToken, type LinkKind } from '../../server/services/customer-links';

/**
 * The member's handlers (./my-deliveries.calls.ts). Each request's quote and invoice come with the
 * member's own links to their pages. A document is given only to the member whose
 * request it was delivered for, once delivered, and to staff; anyone else gets the same 404 as for a
 * document that does not exist, so ids reveal nothing.
 */

const NO_DOCUMENT = 'This document does not exist, or it is not yours.';

/** The first of `rows` (newest first) for each lead. */
function newestByLead<T extends { lead_id: number | null }>(rows: T[]): Map<number, T> {
  const map = new Map<number, T>();
  for (const r of rows) if (r.lead_id !== null && !map.has(r.lead_id)) map.set(r.lead_id, r);
  return map;
}

/** `attachment; filename="…"` with the name in ASCII and, for any other letter, its UTF-8 form. */
const disposition = (name: string) => `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const myDeliveryHandlers = (ctx: AppContext) =>
  served(MY_DELIVERY_CALLS, {
    myDeliveries: async (req) => {
      const me = accountOf(req);
      const ids = (await mine.topicRequestIds(ctx.db, me.id)).map((r) => r.id);
      if (ids.length) await catchUpClocks(ctx);
      const [quotes, invoices, rows] = await Promise.all([mine.quotesOf(ctx.db, ids), mine.invoicesOf(ctx.db, ids), deliveries.ofUser(ctx.db, me.id)]);
      const byQuote = newestByLead(quotes);
      const byInvoice = newestByLead(invoices);
      const byDelivery = newestByLead(await wire(ctx, [...rows].reverse()));
      // The member's own links to their quote's and invoice's pages: they need not find our e-mail.
      const link = (kind: LinkKind, id: number) => memberLinkToken(ctx.config.jwtSecret, kind, id);
      const requests: MyRequest[] = ids.map((id) => {
        const q = byQuote.get(id);
        const i = byInvoice.get(id);
        const d = byDelivery.get(id);
        return {
          lead_id: id,
          quote: q ? { status: q.status, total_kobo: q.total_kobo, sent_at: q.sent_at, accepted_at: q.accepted_at, valid_until: q.valid_until, link: q.token_hash ? `/quote/${link('quote', q.id)}` : null } : null,
          invoice: i
            ? { number: i.number, status: i.status, total_kobo: i.total_kobo, paid_kobo: i.paid_kobo, due_on: i.due_on, paid_at: i.paid_at, link: i.token_hash && i.status !== 'void' ? `/invoice/${link('invoice', i.id)}` : null }
            : null,
          // Until it is delivered, the member sees the clock but not the documents staff are still attaching.
          delivery: d ? { ...d, documents: d.delivered_at ? d.documents : [] } : null,
        };
      });
      return { status: 'success' as const, requests };
    },

    deliveryDocument: async (req, reply) => {
      const me = accountOf(req);
      const doc = await deliveries.documentWithContent(ctx.db, req.params.id);
      const allowed = doc && (isStaff(me.role) || (doc.user_id === me.id && doc.delivered_at !== null));
      if (!doc || !allowed) throw notFound(NO_DOCUMENT);
      const data = Buffer.isBuffer(doc.data) ? doc.data : Buffer.from(doc.data as Uint8Array);
      reply
        .header('content-disposition', disposition(doc.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .type(doc.content_type);
      // The file's bytes go as they are: a Buffer is never serialised as JSON.
      return reply.send(data as never);
    },
  });
