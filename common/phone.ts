/**
 * Telephone numbers: the one place that reads a number as people write it and says how to dial
 * and show it, and that turns a stored number into its links: `tel:` (`telHref`) and WhatsApp
 * (`whatsappHref`; the company's chat, `companyWhatsappHref`, from the number typed once in its
 * details). The contact form (common/schemas.ts), the leads inbox (modules/leads/leads.words.ts) and the
 * company's own numbers (common/site-content/company.ts) all go through it; the links are shown by
 * app/components/phone-link.tsx (`PhoneLink`, `WhatsAppLink`). Free of imports, so a page may load
 * it cheaply.
 */

/** Spaces, brackets, dots, dashes and slashes people put between the digits. */
const SEPARATORS = /[\s().\-\u00a0/]/g;

/**
 * A Nigerian telephone number in any common writing — `0803 555 0199`, `+234 803 555 0199`,
 * `234-803-555-0199`, `+234 (0) 803 555 0199`, `(042) 255 010` — as `+234…` (E.164), or null when
 * it is not one. Mobile numbers have ten digits after the country code (7, 8 or 9, then 0 or 1);
 * fixed lines have an area code and eight or nine digits in all.
 */
export function normaliseNigerianPhone(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, '');
  if (!/^\+?\d{7,16}$/.test(compact)) return null;
  let national: string;
  const digits = compact.replace(/^\+/, '');
  if (compact.startsWith('+') || digits.startsWith('234')) {
    if (!digits.startsWith('234')) return null;
    national = digits.slice(3).replace(/^0/, '');
  } else if (digits.startsWith('0')) {
    national = digits.slice(1);
  } else {
    return null;
  }
  const mobile = /^[789][01]\d{8}$/.test(national);
  const fixed = /^[1-9]\d{7,8}$/.test(national) && !/^[789][01]/.test(national);
  return mobile || fixed ? `+234${national}` : null;
}

/**
 * Any telephone number in any common writing, as E.164 (`+` and the country code, then the digits),
 * or null when it cannot be one: a Nigerian number as normaliseNigerianPhone reads it, or a number
 * abroad written with `+` or `00` and its country code (8 to 15 digits in all, e.g.
 * `+44 20 7946 0958`). A number abroad cannot be checked further without each country's plan.
 */
export function normalisePhone(input: string): string | null {
  const nigerian = normaliseNigerianPhone(input);
  if (nigerian) return nigerian;
  const m = /^(?:\+|00)([1-9]\d{7,14})$/.exec(input.trim().replace(SEPARATORS, ''));
  return m && !m[1].startsWith('234') ? `+${m[1]}` : null;
}

/** A stored `+234…` number as Nigerians write it: `0803 555 0199` (or `042 255 010` for a fixed line). */
export function displayNigerianPhone(e164: string): string {
  const national = `0${e164.replace(/^\+234/, '')}`;
  if (national.length === 11) return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
  return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

/**
 * A stored number (E.164) as the site shows it, dialable from anywhere: `+234 803 555 0199`,
 * `+234 42 123 4567` (Enugu), `+234 1 271 0000` (Lagos). A number abroad is shown as stored
 * (`+442079460958`): how its digits group depends on its country's plan.
 */
export function phoneDisplay(e164: string): string {
  if (!e164.startsWith('+234')) return e164;
  const n = e164.slice(4);
  const groups =
    n.length === 10 ? [3, 3, 4] // mobile
    : n.length === 9 ? [2, 3, 4] // two-digit area code
    : /^[19]/.test(n) ? [1, 3, 4] // Lagos, Abuja
    : [2, 3, 3];
  const parts: string[] = [];
  let at = 0;
  for (const g of groups) {
    parts.push(n.slice(at, at + g));
    at += g;
  }
  return `+234 ${parts.join(' ')}`;
}

/** The number as wa.me wants it: digits only, with the country code. */
export const whatsappDigits = (e164: string) => e164.replace(/\D/g, '');

/** The address that dials a stored number (E.164): every phone link of the site (app/components/phone-link.tsx). */
export const telHref = (e164: string) => `tel:${e164}`;

/** The WhatsApp chat with a stored number (E.164); `text` is a first message, which the sender can still edit before sending. */
export const whatsappHref = (e164: string, text?: string) => `https://wa.me/${whatsappDigits(e164)}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

/** WhatsApp's "share" address: the person picks whom to send `text` to. */
export const whatsappShareHref = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/**
 * The number the company's WhatsApp chat opens (E.164): its own when the admin set it apart, else
 * the head office's (the first phone). Takes the 'company' document (common/site-content/company.ts).
 */
export function whatsappTel(c: { phones: readonly { tel: string }[]; whatsapp: { own: boolean; tel: string } }): string {
  return c.whatsapp.own && c.whatsapp.tel ? c.whatsapp.tel : (c.phones[0]?.tel ?? '');
}

/** The company's WhatsApp chat (its own number, else the head office's); `text` is a first message, which the visitor can still edit before sending. */
export const companyWhatsappHref = (c: Parameters<typeof whatsappTel>[0], text?: string) => whatsappHref(whatsappTel(c), text);

/**
 * The first WhatsApp message offered from a page: it names the page, so whoever answers knows at
 * once what the visitor was reading. `pageName` is the root loader's (app/lib/seo.ts, pageNameOf);
 * null on an address that is not a page of the site.
 */
export const whatsappGreeting = (c: { shortName: string }, pageName: string | null) =>
  `Hello ${c.shortName}, I'm looking at your ${pageName ? `${pageName} page` : 'website'} and would like to know more.`;
