import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import type { MailMessage } from '../../server/services/mail';
import type { SiteContent } from '../site-content/index.server';
import { escapeHtml, escapeMultiline, FONT, layout, oneLine, type RenderedMail } from '../../server/services/mail-templates/layout';
import { phoneDisplay } from '../../common/phone';
import { enquiryInbox, type InboxConfig } from '../staff/index.server';
import { composeLeadReply, type ReplyFrame } from './reply.words';

/**
 * The mail of a reply staff write to a lead (docs/decisions/0024-leads.md), from the stored reply to
 * what goes out: who it is to and from, its text (greeting, what staff typed, signature, one
 * composition with the reply form and its preview: ./reply.words.ts) and its HTML. The reply is
 * stored and its send started by ./leads.service.ts `sendReply`; the shared mail queue
 * (server/services/notices.ts, through ./lead-notice-mail.server.ts `REPLY_NOTICE`) claims it, sends
 * the mail `replyMail` builds here, and retries it.
 */

type Company = Awaited<ReturnType<SiteContent['company']>>;

/**
 * Who a reply to a lead is to and from, with the company's details as they are now: what the reply
 * form shows around the text, its preview and the sent mail are all composed from it.
 */
export function replyFrameOf(site: Company, inbox: string, leadName: string, staffName: string): ReplyFrame {
  return { name: leadName, staffName, siteName: site.name, phone: site.phones[0] ? phoneDisplay(site.phones[0].tel) : null, inbox };
}

/** The frame of a reply from `staffName` to a lead, read now: the inbox where enquiries are sent, else the published e-mail. */
export async function replyFrame(
  deps: { db: Kysely<DB>; config: InboxConfig; siteContent: Pick<SiteContent, 'company'> },
  staffName: string,
  lead: { name: string },
) {
  const [site, inbox] = await Promise.all([deps.siteContent.company(), enquiryInbox(deps.db, deps.config)]);
  return replyFrameOf(site, inbox.address ?? site.email, lead.name, staffName);
}

export interface LeadReplyMailInput extends ReplyFrame {
  subject: string;
  /** What staff wrote, as plain text. */
  body: string;
}

/** The reply as a mail: the subject on one line, the text as composed, and the same in HTML. */
export function leadReplyMail(input: LeadReplyMailInput): RenderedMail {
  const subject = oneLine(input.subject);
  const parts = composeLeadReply(input, input.body);
  const greeting = parts.greeting ? `<p style="margin:0 0 16px 0;${FONT}">${escapeHtml(parts.greeting)}</p>\n` : '';
  const body = `${greeting}<div style="margin:0 0 16px 0;${FONT}font-size:15px;line-height:22px;color:#111827;">${escapeMultiline(parts.body)}</div>
<p style="margin:0;color:#4b5563;font-size:14px;line-height:20px;">${parts.signature.map(escapeHtml).join('<br>')}</p>`;
  return { subject, text: parts.text, html: layout({ title: subject, preheader: parts.body.slice(0, 90), siteName: input.siteName, body }) };
}

/**
 * The mail a stored reply sends, built when it is sent: to the address stored with the reply (the
 * lead's), from MAIL_FROM, with Reply-To the inbox where enquiries are sent, so the customer's
 * answer reaches staff. Without a known inbox the customer still gets the answer; their reply then
 * goes to MAIL_FROM.
 */
export function replyMail(
  reply: { author_name: string; subject: string | null; body: string; to_email: string | null },
  lead: { name: string; email: string; subject: string; topic: string | null },
  site: Company,
  inbox: string | null,
): MailMessage {
  const mail = leadReplyMail({
    ...replyFrameOf(site, inbox ?? site.email, lead.name, reply.author_name),
    subject: reply.subject ?? `Re: ${lead.subject || lead.topic || 'your message'}`,
    body: reply.body,
  });
  return { to: reply.to_email ?? lead.email, ...mail, ...(inbox ? { replyTo: inbox } : {}) };
}
