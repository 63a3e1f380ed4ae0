import type { Lead, LeadEvent } from '../leads.schemas';
import { ENQUIRY_KIND_WORDS, LEAD_STATUS_WORDS, REPLY_CHANNEL_WORDS, displayNigerianPhone, phonesInText, whatsappHref } from '../leads.words';
import { formatDate } from '../../../app/lib/dates';

/** How the inbox writes a lead: its title, origin, day and phone words, the reply's subject and how far a reply got. */

/** A follow-up day (YYYY-MM-DD) as "Wed 4 Mar 2026". */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00Z`, { month: 'short', time: false, weekday: true, timeZone: 'Africa/Lagos' });

/** What the lead is about in a few words: its subject, or a topic request's topic. */
export function leadTitle(lead: Pick<Lead, 'kind' | 'subject' | 'topic'>): string {
  return (lead.kind === 'topic' ? lead.topic : lead.subject) || lead.subject || '(no subject)';
}

/** Where the lead came from, in one line: "WhatsApp · december-promo". */
export function originWords(lead: Pick<Lead, 'source' | 'campaign'>): string {
  return [lead.source, lead.campaign].filter(Boolean).join(' · ');
}

export const kindWord = (lead: Pick<Lead, 'kind'>) => ENQUIRY_KIND_WORDS[lead.kind];
export const statusWord = (lead: Pick<Lead, 'status'>) => LEAD_STATUS_WORDS[lead.status];
export const replyViaWord = (lead: Pick<Lead, 'reply_via'>) => REPLY_CHANNEL_WORDS[lead.reply_via];

/** The subject a reply starts with. */
export function replySubject(lead: Lead): string {
  const about = leadTitle(lead);
  return about === '(no subject)' ? 'Re: Your enquiry' : `Re: ${about}`;
}

/** Every number to call about this lead: the one given in the form first, then any found in the text. */
export function leadPhones(lead: Pick<Lead, 'phone' | 'message' | 'subject'>): string[] {
  const all = [...(lead.phone ? [lead.phone] : []), ...phonesInText(`${lead.subject}\n${lead.message}`)];
  return [...new Set(all)];
}

/** A WhatsApp chat with the number, opened with a polite greeting naming the company and the enquiry. */
export function whatsappLink(e164: string, lead: Lead, company: string): string {
  const first = lead.name.trim().split(/\s+/)[0] || lead.name;
  const about = leadTitle(lead);
  const enquiry = about === '(no subject)' ? 'your enquiry' : `your enquiry about “${about}”`;
  const text = `Good day ${first}, this is ${company}. Thank you for ${enquiry}. `;
  return whatsappHref(e164, text);
}

export const phoneWords = displayNigerianPhone;

/** How far a reply got: sent, waiting to be tried again, given up, or on its way. */
export function deliveryWords(e: Pick<LeadEvent, 'mailed_at' | 'mail_error' | 'mail_next_at'>): { state: 'sent' | 'retry' | 'failed' | 'sending'; text: string } {
  if (e.mailed_at) return { state: 'sent', text: `Sent at ${formatDate(e.mailed_at)}` };
  if (e.mail_error && e.mail_next_at) return { state: 'retry', text: `Not sent yet: ${e.mail_error}; next try at ${formatDate(e.mail_next_at)}` };
  if (e.mail_error) return { state: 'failed', text: `Gave up: ${e.mail_error}` };
  return { state: 'sending', text: 'Sending…' };
}
