import type { TestApp } from './app';

/**
 * Selling's test data, written straight into the tables: a lead as the contact form stores one, and
 * a quote the customer accepted, with its lines (the quote builder and its acceptance are the quotes
 * module's, tested there). Amounts are whole kobo.
 */

export async function insertLead(t: TestApp, o: { name?: string; email?: string; source?: string | null; campaign?: string | null } = {}): Promise<number> {
  const now = new Date().toISOString();
  const row = await t.app.ctx.db
    .insertInto('contact_messages')
    .values({
      kind: 'contact', name: o.name ?? 'Chiamaka Eze', email: o.email ?? 'chiamaka.eze@example.net', subject: 'Network cabling for our office',
      message: 'We need 24 points of Cat6 cabling and a switch at our office on Ogui Road.', phone: null, reply_via: 'email',
      created_at: now, updated_at: now, read_at: null, mailed_at: now, mail_error: null, mail_next_at: null,
      source: o.source ?? null, medium: null, campaign: o.campaign ?? null, landing_page: null, user_id: null, spam_check: 'captcha',
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface QuoteLineInput {
  description: string;
  quantity: number;
  unit_kobo: number;
}

export const SAMPLE_LINES: QuoteLineInput[] = [
  { description: 'Cat6 cabling, per point, installed and tested', quantity: 24, unit_kobo: 1_500_000 },
  { description: '24-port gigabit switch', quantity: 1, unit_kobo: 18_500_050 },
];

/** An accepted quote of `leadId` (7.5 % VAT), with its lines; returns its id and total. */
export async function insertAcceptedQuote(
  t: TestApp,
  leadId: number,
  lines: QuoteLineInput[] = SAMPLE_LINES,
  status: 'accepted' | 'sent' = 'accepted',
): Promise<{ id: number; total: number }> {
  const db = t.app.ctx.db;
  const subtotal = lines.reduce((s, l) => s + l.quantity * l.unit_kobo, 0);
  const vat = Math.round((subtotal * 750) / 10_000);
  const now = new Date().toISOString();
  const quote = await db
    .insertInto('quotes')
    .values({
      lead_id: leadId, status, token_hash: null, subtotal_kobo: subtotal, discount_kobo: 0, vat_basis_points: 750, vat_kobo: vat,
      total_kobo: subtotal + vat, valid_until: '2027-01-31', notes: '', created_by: null, created_at: now, updated_at: now,
      sent_at: now, accepted_at: status === 'accepted' ? now : null, accepted_name: status === 'accepted' ? 'Chiamaka Eze' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('quote_lines')
    .values(lines.map((l, i) => ({ quote_id: quote.id, position: i + 1, item_key: null, description: l.description, quantity: l.quantity, unit_kobo: l.unit_kobo, line_kobo: l.quantity * l.unit_kobo })))
    .execute();
  return { id: quote.id, total: subtotal + vat };
}

/** The token in an invoice mail's link. */
export function linkToken(text: string): string {
  const m = /\/invoice\/([A-Za-z0-9_-]{43})\b/.exec(text);
  if (!m) throw new Error(`no invoice link in: ${text}`);
  return m[1];
}
