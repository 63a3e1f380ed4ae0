import Database from 'better-sqlite3';
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

