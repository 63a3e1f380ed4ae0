import type { AppContext } from '../../server/context';
import { badRequest, conflict } from '../../server/http/errors';
import { nowIso } from '../../server/db/database';
import { phoneDisplay } from '../../common/phone';
import type { UserRow } from '../accounts/index.server';
import * as deliveries from './deliveries.repository';
import { wire } from './deliveries.service';
import { deliveryMail } from './delivery-mail.server';
import { lagosTime } from './deliveries.words';

type Row = NonNullable<Awaited<ReturnType<typeof deliveries.findById>>>;

/**
 * Marks a delivery delivered (docs/decisions/0037-deliveries.md): only with at least one document,
 * once; the lead's history says so and the student's mail is stored in the same transaction, then
 * sent after the answer and retried like every notice.
 */
export async function deliverWork(ctx: AppContext, d: Row, me: UserRow) {
  if (d.delivered_at) throw conflict(`This work was already delivered on ${lagosTime(d.delivered_at)} (Lagos time).`);
  const documents = await deliveries.documentsOf(ctx.db, [d.id]);
  if (!documents.length) throw badRequest('Attach at least one document (PDF or Word) before marking the work delivered.');
  const at = nowIso();
  const late = Date.parse(at) > Date.parse(d.due_at);
  const names = documents.map((x) => x.filename);
  const contact = d.lead_id !== null ? await deliveries.leadContact(ctx.db, d.lead_id) : undefined;
  const site = await ctx.siteContent.company();
  const mail = contact
    ? {
        to: contact.email,
        ...deliveryMail({
          siteName: site.name,
          name: contact.name,
          topic: d.topic,
          documents: names,
          accountUrl: `${ctx.config.publicUrl}/account`,
          phone: site.phones[0] ? phoneDisplay(site.phones[0].tel) : null,
        }),
      }
    : null;
  const history = `Delivered ${names.length === 1 ? 'one document' : `${names.length} documents`} (${names.join(', ')}); it was due ${lagosTime(d.due_at)} Lagos time${late ? ', so it was delivered late' : ''}. The student was mailed.`;
  const done = await deliveries.markDelivered(ctx.db, d.id, { id: me.id, name: me.username }, at, history, mail);
  if (!done) throw conflict('This work was delivered meanwhile, or its documents were removed. Look at the panel again.');
  if (done.mailId !== null) {
    const mailId = done.mailId;
    ctx.background('delivery mail', () => ctx.notices.deliver('admin', mailId));
  }
  const fresh = (await deliveries.findById(ctx.db, d.id))!;
  const [delivery] = await wire(ctx, [fresh]);
  const message = contact ? `Delivered. ${contact.name} is being mailed at ${contact.email}, and can download the documents from My account.` : 'Delivered. The request was deleted, so no one was mailed.';
  return { delivery, documents, message };
}
