import type { Selectable } from 'kysely';
import { detailRow, escapeHtml, escapeMultiline, FONT, layout, linkOrText, oneLine, type RenderedMail } from '../../server/services/mail-templates/layout';
import type { ContactMessagesTable } from './leads.table';
import { displayNigerianPhone, REPLY_CHANNEL_WORDS } from './leads.words';
import { quoteItemWords } from './quote.words';
import { toInbox, type NoticeSource } from '../../server/services/notice-source';
import { findById } from './messages.repository';
import { replyWithLead } from './lead-events.repository';
import { replyMail } from './reply-mail.server';

/**
 * The mails about a lead that the shared mail queue (server/services/notices.ts) sends and retries
 * once they are stored: the notice of a new lead to the company inbox (a contact message or a
 * member's topic request, with how the sender wants to be answered and what a quote or demo link
 * named; built from the row as it is at send time, and not sent once staff have read the lead),
 * and a reply staff wrote to it.
 */

/** A new lead's notice, to the inbox where enquiries are sent. */
export const LEAD_NOTICE: NoticeSource<Selectable<ContactMessagesTable>> = {
  table: 'contact_messages',
  read: findById,
  mail: (row, site, inbox, publicUrl) => toInbox(leadNoticeMail(row, site.name, publicUrl), inbox),
};

/** A reply staff wrote to a lead (./reply-mail.server.ts), stored in its history. */
export const REPLY_NOTICE: NoticeSource<NonNullable<Awaited<ReturnType<typeof replyWithLead>>>> = {
  table: 'lead_events',
  read: replyWithLead,
  mail: ({ event, lead }, site, inbox) => replyMail(event, lead, site, inbox),
};

/** The notice of the lead `row`, or null when staff have read it meanwhile (it has nothing left to say). */
function leadNoticeMail(row: Selectable<ContactMessagesTable>, siteName: string, publicUrl: string): RenderedContactMail | null {
  if (row.read_at !== null) return null;
  return contactMail({
    siteName,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    receivedAt: row.created_at,
    adminUrl: `${publicUrl}/admin?section=leads&lead=${row.id}`,
    phone: row.phone ? displayNigerianPhone(row.phone) : null,
    replyVia: REPLY_CHANNEL_WORDS[row.reply_via],
    details: row.kind === 'topic' ? topicDetails(row) : aboutDetail(row),
  });
}

/** A topic request's details: topic, level, department and, when given, the deadline. */
function topicDetails(row: Selectable<ContactMessagesTable>): [string, string][] {
  return [
    ['Topic', row.topic ?? ''],
    ['Level', row.level ?? ''],
    ['Department', row.department ?? ''],
    ...(row.deadline ? [['Deadline', row.deadline] as [string, string]] : []),
  ];
}

/** A quote or demo request's item: "About: Hospital Management Software (demo), from /hospital". */
function aboutDetail(row: { item_name: string | null; item_intent: string | null; item_page: string | null }): [string, string][] {
  const about = quoteItemWords(row);
  return about ? [['About', about]] : [];
}

export interface RenderedContactMail extends RenderedMail {
  /** The sender's address, to be used as Reply-To so the company can answer with one click. */
  replyTo: string;
}

export interface ContactMailInput {
  siteName: string;
  name: string;
  email: string;
  subject?: string | null;
  message: string;
  receivedAt: Date | string;
  /** The lead in the admin area (`${publicUrl}/admin?section=leads&lead=<id>`). */
  adminUrl: string;
  /** The sender's phone number as written in Nigeria, and how they want to be answered. */
  phone?: string | null;
  replyVia?: string;
  /** A topic request's details (topic, level, department, deadline), as label and value. */
  details?: [string, string][];
}

/** Contact-form message forwarded to the company inbox; Reply-To is the visitor. */
export function contactMail(input: ContactMailInput): RenderedContactMail {
  const { siteName, name, email, message } = input;
  const topic = oneLine(input.subject ?? '') || 'No subject';
  const received =
    input.receivedAt instanceof Date ? input.receivedAt.toISOString() : String(input.receivedAt);
  const subject = oneLine(`New contact message: ${topic}`);
  const extra: [string, string][] = [
    ...(input.phone ? [['Phone', input.phone] as [string, string]] : []),
    ...(input.replyVia ? [['Answer by', input.replyVia] as [string, string]] : []),
    ...(input.details ?? []),
  ];

  const text = [
    `New message from the contact form of ${siteName}.`,
    '',
    `Name:     ${name}`,
    `E-mail:   ${email}`,
    `Subject:  ${topic}`,
    ...extra.map(([k, v]) => `${`${k}:`.padEnd(10)}${v}`),
    `Received: ${received}`,
    '',
    message,
    '',
    '— Reply to this e-mail to answer the sender directly.',
    `— All messages in the admin area: ${input.adminUrl}`,
    '',
  ].join('\n');

  const mailto = `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`;
  const body = `<h1 style="margin:0 0 16px 0;${FONT}font-size:20px;line-height:28px;color:#111827;">New contact message</h1>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">
${detailRow('Name', escapeHtml(name))}
${detailRow('E-mail', `<a href="${escapeHtml(mailto)}" style="color:#1d4ed8;">${escapeHtml(email)}</a>`)}
${detailRow('Subject', escapeHtml(topic))}
${extra.map(([k, v]) => detailRow(escapeHtml(k), escapeHtml(v))).join('\n')}
${detailRow('Received', escapeHtml(received))}
</table>
<div style="padding:12px 16px;background-color:#f9fafb;border-left:4px solid #1d4ed8;${FONT}font-size:15px;line-height:22px;color:#111827;">${escapeMultiline(message)}</div>
<p style="margin:16px 0 0 0;color:#4b5563;font-size:14px;">Reply to this e-mail to answer the sender directly.</p>
<p style="margin:8px 0 0 0;color:#4b5563;font-size:14px;">All messages in the admin area: ${linkOrText(input.adminUrl)}</p>`;

  return {
    subject,
    text,
    html: layout({ title: subject, preheader: `From ${name}`, siteName, body }),
    replyTo: oneLine(email),
  };
}
