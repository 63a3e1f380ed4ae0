/**
 * A quote request that knows what it is about (docs/decisions/0035-price-hints-and-quote-requests.md):
 * "Get a quote", "Request a demo" and "Enrol" on a product, service or training page link to the
 * contact form with the item and the intent in the address; the form names the item in its Subject
 * and sends the two back, and the server looks the item up again before it stores the lead. Page-safe
 * and free of imports.
 */

/** What the visitor asked for. */
export const QUOTE_INTENTS = ['quote', 'demo', 'enrol'] as const;
export type QuoteIntent = (typeof QUOTE_INTENTS)[number];

export const QUOTE_INTENT_WORDS: Record<QuoteIntent, string> = {
  quote: 'quote',
  demo: 'demo',
  enrol: 'enrolment',
};

/**
 * An item's key: a product's or service's slug ("hospital", "domain"), or a training course's
 * "course:<name in lower case, words joined by ->" ("course:python-programming").
 */
export const QUOTE_ITEM_PATTERN = /^(?:course:)?[A-Za-z0-9-]{1,100}$/;

/** The key of a training course, from its name. */
export function courseKey(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
  return `course:${slug || 'course'}`;
}

/** The contact form's address for a request about an item, scrolled to the form. */
export function quoteHref(item: string, intent: QuoteIntent): string {
  return `/contact?${new URLSearchParams({ item, intent }).toString()}#contact-form-title`;
}

/** The Subject the form starts with: "Hospital Management Software — demo". */
export function quoteSubject(name: string, intent: QuoteIntent): string {
  return `${name} \u2014 ${QUOTE_INTENT_WORDS[intent]}`.slice(0, 200);
}

/** A quote item as the server found it: its key, name and page. */
export interface QuoteItem {
  key: string;
  name: string;
  page: string;
}

/** What the contact form is told a quote link asked about: the item's key, the intent and the Subject to start with. */
export interface QuoteAbout {
  key: string;
  intent: QuoteIntent;
  subject: string;
}

/** What a lead is about, in one line for the inbox and the office's notice: "Hospital Management Software (demo), from /hospital". */
export function quoteItemWords(lead: { item_name: string | null; item_intent: string | null; item_page: string | null }): string | null {
  if (!lead.item_name) return null;
  const intent = (QUOTE_INTENTS as readonly string[]).includes(lead.item_intent ?? '') ? QUOTE_INTENT_WORDS[lead.item_intent as QuoteIntent] : null;
  return `${lead.item_name}${intent ? ` (${intent})` : ''}${lead.item_page ? `, from ${lead.item_page}` : ''}`;
}
