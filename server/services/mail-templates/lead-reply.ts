import { composeLeadReply, type ReplyFrame } from '../../../modules/leads/reply.words';
import { escapeHtml, escapeMultiline, FONT, layout, oneLine, type RenderedMail } from './layout';

export interface LeadReplyMailInput extends ReplyFrame {
  subject: string;
  /** What staff wrote, as plain text. */
  body: string;
}

/**
 * A reply written in the admin area to a lead (a contact message or a topic request): greeting,
 * text and signature as modules/leads/reply.words.ts composes them, the one composition the reply form and
 * its preview show.
 */
export function leadReplyMail(input: LeadReplyMailInput): RenderedMail {
  const subject = oneLine(input.subject);
  const parts = composeLeadReply(input, input.body);
  const greeting = parts.greeting ? `<p style="margin:0 0 16px 0;${FONT}">${escapeHtml(parts.greeting)}</p>\n` : '';
  const body = `${greeting}<div style="margin:0 0 16px 0;${FONT}font-size:15px;line-height:22px;color:#111827;">${escapeMultiline(parts.body)}</div>
<p style="margin:0;color:#4b5563;font-size:14px;line-height:20px;">${parts.signature.map(escapeHtml).join('<br>')}</p>`;
  return { subject, text: parts.text, html: layout({ title: subject, preheader: parts.body.slice(0, 90), siteName: input.siteName, body }) };
}
