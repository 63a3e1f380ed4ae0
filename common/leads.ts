/**
 * Leads: every enquiry the company receives through the site — a contact message or a student's
 * topic request — and how office staff work it (docs/decisions/0024-leads.md). Shared by the
 * forms, the admin's inbox and the server; free of imports, so a page may load it cheaply.
 */

/** What a lead is: a message from the contact form, or a project topic requested by a member. */
export const ENQUIRY_KINDS = ['contact', 'topic'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

export const ENQUIRY_KIND_WORDS: Record<EnquiryKind, string> = {
  contact: 'Message',
  topic: 'Topic request',
};

/**
 * A lead's way through the office: new → contacted → quoted → won or lost. Spam sets one aside.
 * Any status may be set from any other (staff correct mistakes); the history keeps who did what.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_WORDS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** How a member reads the status of their own topic request (never "lost" or "spam"). */
export const MEMBER_STATUS_WORDS: Record<LeadStatus, string> = {
  new: 'Received: we will contact you soon',
  contacted: 'In discussion',
  quoted: 'Quote sent',
  won: 'Accepted: work in progress',
  lost: 'Closed',
  spam: 'Closed',
};

/** How the sender would like to be answered. */
export const REPLY_CHANNELS = ['phone', 'whatsapp', 'email'] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];

export const REPLY_CHANNEL_WORDS: Record<ReplyChannel, string> = {
  phone: 'Phone call',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
};

/** The levels of a student's project. */
export const TOPIC_LEVELS = ['BSc', 'MSc', 'PhD'] as const;
export type TopicLevel = (typeof TOPIC_LEVELS)[number];

/** A lead not answered (no reply, no status past "new") this long after it came in is overdue. */
export const UNANSWERED_AFTER_HOURS = 24;

/** The largest value of won work staff may record, in naira (a whole number). */
export const MAX_LEAD_VALUE_NAIRA = 2_000_000_000;

/**
 * A Nigerian telephone number in any common writing — `0803 555 0199`, `+234 803 555 0199`,
 * `234-803-555-0199`, `+234 (0) 803 555 0199`, `(042) 255 010` — as `+234…` (E.164), or null when
 * it is not one. Mobile numbers have ten digits after the country code (7, 8 or 9, then 0 or 1);
 * fixed lines have an area code and eight or nine digits in all.
 */
export function normaliseNigerianPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s().\-\u00a0/]/g, '');
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

/** A stored `+234…` number as Nigerians write it: `0803 555 0199` (or `042 255 010` for a fixed line). */
export function displayNigerianPhone(e164: string): string {
  const national = `0${e164.replace(/^\+234/, '')}`;
  if (national.length === 11) return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
  return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

/** The number as wa.me wants it: digits only, with the country code. */
export const whatsappDigits = (e164: string) => e164.replace(/\D/g, '');

/**
 * Finds Nigerian phone numbers written in free text (a message), for tap-to-call buttons in the
 * inbox. Returns each distinct number once, as `+234…`.
 */
export function phonesInText(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/(?:\+?234[\s\-.]?(?:\(0\)\s?)?|\b0)[\d][\d\s\-.]{6,13}\d/g)) {
    const n = normaliseNigerianPhone(m[0]);
    if (n) found.add(n);
  }
  return [...found];
}
