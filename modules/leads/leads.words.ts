/**
 * Leads: every enquiry the company receives through the site — a contact message or a student's
 * topic request — and how office staff work it (docs/decisions/0024-leads.md). Shared by the
 * forms, the admin's inbox and the server, with when a lead is due; it imports only common/phone.ts
 * and common/lagos-days.ts, so a page may load it cheaply.
 */

import { normaliseNigerianPhone } from '../../common/phone';
import { lagosToday } from '../../common/lagos-days';

/** What a lead is: a message from the contact form, or a project topic requested by a member. */
export const ENQUIRY_KINDS = ['contact', 'topic'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

export const ENQUIRY_KIND_WORDS: Record<EnquiryKind, string> = {
  contact: 'Message',
  topic: 'Topic request',
};

/**
 * A lead's way through the office: new → contacted → quoted → accepted (the customer accepted a quote
 * on its page) → won, or lost. Spam sets one aside.
 * Any status may be set from any other (staff correct mistakes); the history keeps who did what.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'accepted', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_WORDS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  accepted: 'Accepted',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** How a member reads the status of their own topic request (never "lost" or "spam"). */
export const MEMBER_STATUS_WORDS: Record<LeadStatus, string> = {
  new: 'Received: we will contact you soon',
  contacted: 'In discussion',
  quoted: 'Quote sent',
  accepted: 'Quote accepted: invoice on its way',
  won: 'Accepted: work in progress',
  lost: 'Closed',
  spam: 'Closed',
};

/** How the sender would like to be answered. */
export const REPLY_CHANNELS = ['phone', 'whatsapp', 'email'] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];

/**
 * How to answer a sender who chose `chosen`, or made no choice: on WhatsApp when they gave a phone
 * number (what most of the site's visitors use), else by e-mail. The contact form without
 * JavaScript starts with no choice made; with JavaScript it shows this answer as the number is typed.
 */
export function replyChannelFor(chosen: ReplyChannel | undefined, phone: string | null | undefined): ReplyChannel {
  return chosen ?? (phone ? 'whatsapp' : 'email');
}

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

// The one reader of phone numbers is common/phone.ts; these names stay here for the leads' code.
export { displayNigerianPhone, normaliseNigerianPhone, whatsappDigits, whatsappHref } from '../../common/phone';

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

/** The statuses a follow-up day no longer matters for: a won, lost or spam lead is never due. */
export const NEVER_DUE: readonly LeadStatus[] = ['won', 'lost', 'spam'];

/** Whether the lead's follow-up day has passed (Lagos days) while the lead is still open. */
export function followUpOverdue(lead: { follow_up_on: string | null; status: LeadStatus }, today = lagosToday()): boolean {
  return !!lead.follow_up_on && lead.follow_up_on < today && !NEVER_DUE.includes(lead.status);
}

/**
 * When a lead is due, as the inbox and dashboard queries ask it: a follow-up day before today (in
 * Lagos) is overdue (`followUpOverdue`, the same rule in SQL), and a lead that came in before
 * `unansweredBefore` and is still "new" without a reply waits too long for an answer.
 */
export function dueCutOffs(now = new Date()) {
  return { today: lagosToday(now), unansweredBefore: new Date(now.getTime() - UNANSWERED_AFTER_HOURS * 3_600_000).toISOString() };
}
