import Database from 'better-sqlite3';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { ADMIN, apiLogin, createMember } from './accounts';
import path from 'node:path';
import { SAMPLE_LINES } from '../../support/selling';

/** Selling's rows for the browser tests, written into the site's SQLite database (the quote builder is another module's). */

/** A lead and its accepted quote, written as the site writes them; returns the quote's id. */
export function acceptedQuote(dataDir: string, email: string): number {
  const db = new Database(path.join(dataDir, 'site.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const now = new Date().toISOString();
    const lead = db
      .prepare(`insert into contact_messages (kind, name, email, subject, message, reply_via, created_at, updated_at, mailed_at, spam_check) values ('contact', 'Chiamaka Eze', ?, 'Network cabling', 'Cat6 cabling for our office on Ogui Road.', 'email', ?, ?, ?, 'captcha') returning id`)
      .get(email, now, now, now) as { id: number };
    const subtotal = SAMPLE_LINES.reduce((s, l) => s + l.quantity * l.unit_kobo, 0);
    const vat = Math.round((subtotal * 750) / 10_000);
    const quote = db
      .prepare(`insert into quotes (lead_id, status, subtotal_kobo, vat_basis_points, vat_kobo, total_kobo, valid_until, created_at, updated_at, sent_at, accepted_at, accepted_name) values (?, 'accepted', ?, 750, ?, ?, '2027-01-31', ?, ?, ?, ?, 'Chiamaka Eze') returning id`)
      .get(lead.id, subtotal, vat, subtotal + vat, now, now, now, now) as { id: number };
    SAMPLE_LINES.forEach((l, i) =>
      db.prepare('insert into quote_lines (quote_id, position, description, quantity, unit_kobo, line_kobo) values (?, ?, ?, ?, ?, ?)').run(quote.id, i + 1, l.description, l.quantity, l.unit_kobo, l.quantity * l.unit_kobo),
    );
    return quote.id;
  } finally {
    db.close();
  }
}

/** A member's topic request worked by staff into a sent quote: the path of the link staff got once, the quote's id and version. */
export async function sentQuote(request: APIRequestContext, tag: string): Promise<{ path: string; id: number; version: number }> {
  const member = await createMember(request, tag);
  const { token: memberToken } = await apiLogin(request, member.email, member.password);
  const topic = `Inventory system for a pharmacy in Ogui Road, Enugu (${tag} ${Date.now()})`;
  const asked = await request.post('/api/topic-requests', {
    headers: { authorization: `Bearer ${memberToken}` },
    data: { topic, level: 'BSc', department: 'Computer Science', phone: '0803 555 0199' },
  });
  expect(asked.status()).toBe(201);
  const { token } = await apiLogin(request, ADMIN.email, ADMIN.password);
  const auth = { authorization: `Bearer ${token}` };
  const leads = await (await request.get(`/api/leads?q=${encodeURIComponent(topic)}`, { headers: auth })).json();
  const leadId = leads.leads[0].id as number;
  const made = await request.post(`/api/leads/${leadId}/quotes`, {
    headers: auth,
    data: {
      lines: [
        { item_key: 'service:project', description: 'Project research support, BSc, chapters 1–5', quantity: 1, unit_kobo: 15_000_000 },
        { description: 'Working software with source code and installation guide', quantity: 1, unit_kobo: 8_000_050 },
      ],
      discount_kobo: 500_000,
      notes: 'Half on acceptance, half on delivery of chapter 5. Supervision meetings at our Enugu office.',
    },
  });
  expect(made.status()).toBe(201);
  const quote = (await made.json()).quote;
  const sent = await request.post(`/api/quotes/${quote.id}/send`, { headers: auth, data: { version: quote.version } });
  expect(sent.status()).toBe(200);
  const answer = await sent.json();
  return { path: new URL(answer.link).pathname, id: quote.id as number, version: answer.quote.version as number };
}
