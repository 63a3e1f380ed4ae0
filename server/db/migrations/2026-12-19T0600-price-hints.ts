import type { Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * Price hints and quote requests (docs/decisions/0035-price-hints-and-quote-requests.md).
 *
 * 1. contact_messages gets what a "Get a quote" or "Request a demo" message is about: the item's key
 *    (a product or service slug, or `course:<name>`), its name when sent, the page it is on and the
 *    intent (quote, demo, enrol). All null on other messages.
 * 2. The web hosting price moves from the company details (`hostingPriceNaira`, whole naira) to the
 *    Web Designing & Hosting page's price hint (`price`, kobo). A price staff had set (anything but
 *    the install's stand-in ₦300) becomes that page's price, in its published value and its draft,
 *    unless the page has a price already; the stand-in is dropped, so the page shows its default.
 *    The company document loses the field in both; older revisions keep it (the schema ignores it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['item_key', 'item_name', 'item_page', 'item_intent']) {
    await db.schema.alterTable('contact_messages').addColumn(column, 'text').execute();
  }
  await moveHostingPrice(db);
}

/** Part 2 above, on its own so a test can run it over a database in the state it meets. */
export async function moveHostingPrice(db: Kysely<any>): Promise<void> {
  const company = await db.selectFrom('content_documents').select(['published', 'draft']).where('key', '=', 'company').executeTakeFirst();
  if (!company) return;
  const set = readJson(company.published)?.hostingPriceNaira;
  const strip = (text: string | null): string | null => {
    const doc = readJson(text);
    if (!doc || !('hostingPriceNaira' in doc)) return text;
    delete doc.hostingPriceNaira;
    return JSON.stringify(doc);
  };
  await db.updateTable('content_documents').set({ published: strip(company.published), draft: strip(company.draft) }).where('key', '=', 'company').execute();

  if (typeof set !== 'number' || !Number.isSafeInteger(set) || set <= 0 || set === 300) return;
  const hosting = await db.selectFrom('content_documents').select(['published', 'draft']).where('key', '=', 'service:domain').executeTakeFirst();
  if (!hosting) return;
  const price = { kind: 'from', amountKobo: set * 100, unit: 'year' };
  const priced = (text: string | null): string | null => {
    const doc = readJson(text);
    if (!doc || 'price' in doc) return text;
    return JSON.stringify({ ...doc, price });
  };
  await db.updateTable('content_documents').set({ published: priced(hosting.published), draft: priced(hosting.draft) }).where('key', '=', 'service:domain').execute();
}

function readJson(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const v: unknown = JSON.parse(text);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['item_key', 'item_name', 'item_page', 'item_intent']) {
    await db.schema.alterTable('contact_messages').dropColumn(column).execute();
  }
}
