import type { AppContext } from '../../server/context';
import * as deliveries from './deliveries.repository';
import { deliveryState } from './deliveries.words';
import type { Delivery } from './deliveries.schemas';

/**
 * The delivery clock (docs/decisions/0037-deliveries.md). The site promises delivery "within N hours
 * after payment terms are met" (the company details' delivery hours, 24 by default); the terms are
 * met when the invoice is paid in full. The clock starts then: `due_at` is the invoice's `paid_at`
 * plus those hours, computed here on the server and stored once (one row per invoice).
 */

type Deps = Pick<AppContext, 'db' | 'siteContent' | 'log'>;

const HOUR_MS = 3_600_000;

/** Starts the delivery clock of a paid invoice of a topic request; nothing for any other invoice. */
export async function startClock(deps: Deps, invoiceId: number, now = new Date()): Promise<void> {
  const inv = await deliveries.paidTopicInvoice(deps.db, invoiceId);
  if (!inv || !inv.paid_at) return;
  const hours = (await deps.siteContent.company()).claims.deliveryHours;
  await deliveries.insertClock(deps.db, {
    invoice_id: inv.id,
    lead_id: inv.lead_id,
    user_id: inv.user_id,
    topic: inv.topic || inv.subject,
    paid_at: inv.paid_at,
    due_at: new Date(Date.parse(inv.paid_at) + hours * HOUR_MS).toISOString(),
    created_at: now.toISOString(),
  });
}

/**
 * The payment that completes an invoice starts its clock right after (modules/payments); should
 * that have failed (a crash between the two), the readers of deliveries start the missing clocks
 * first, from the same stored `paid_at`, so the due time is the same either way.
 */
export async function catchUpClocks(deps: Deps, leadId?: number): Promise<void> {
  for (const id of await deliveries.invoicesWithoutClock(deps.db, leadId)) await startClock(deps, id);
}

/** The clock started by a payment, which never fails the payment's answer: a reader catches up. */
export async function startClockAfterPayment(deps: Deps, invoiceId: number): Promise<void> {
  try {
    await startClock(deps, invoiceId);
  } catch (err) {
    deps.log.error({ err: { message: (err as Error).message }, invoiceId }, 'delivery clock: not started; the next read of deliveries starts it');
  }
}

type Row = Awaited<ReturnType<typeof deliveries.findById>> & object;

/** Deliveries as the screens see them, with their documents (without content) and where they stand. */
export async function wire(deps: Pick<Deps, 'db'>, rows: Row[], now = new Date()): Promise<Delivery[]> {
  const docs = await deliveries.documentsOf(deps.db, rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    invoice_id: r.invoice_id,
    lead_id: r.lead_id,
    topic: r.topic,
    paid_at: r.paid_at,
    due_at: r.due_at,
    delivered_at: r.delivered_at,
    state: deliveryState(r, now),
    documents: docs.filter((d) => d.delivery_id === r.id).map(({ id, filename, content_type, size_bytes, created_at }) => ({ id, filename, content_type, size_bytes: Number(size_bytes), created_at })),
  }));
}

/** A member's deliveries for their data download: the topics, the clock and the documents' names. */
export async function deliveriesForExport(deps: Pick<Deps, 'db'>, userId: number) {
  const rows = await deliveries.ofUser(deps.db, userId);
  const docs = await deliveries.documentsOf(deps.db, rows.map((r) => r.id));
  return rows.map((r) => ({
    topic: r.topic,
    paid_at: r.paid_at,
    due_at: r.due_at,
    delivered_at: r.delivered_at,
    documents: docs.filter((d) => d.delivery_id === r.id).map((d) => d.filename),
  }));
}
