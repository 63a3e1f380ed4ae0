import { escapeHtml, escapeMultiline, FONT, layout, oneLine, type RenderedMail } from './layout';

export interface LeadReplyMailInput {
  siteName: string;
  /** The person the reply goes to, as they gave their name. */
  name: string;
  subject: string;
  /** What staff wrote, as plain text. */
  body: string;
  /** Who wrote it, signed under the text. */
  staffName: string;
  /** The company's phone number as shown, and its inbox (also the Reply-To). */
  phone?: string;
  inbox: string;
}

/** A reply written in the admin area to a lead (a contact message or a topic request). */
export function leadReplyMail(input: LeadReplyMailInput): RenderedMail {
  const subject = oneLine(input.subject);
  const signature = [input.staffName, input.siteName, input.phone ? `Phone: ${input.phone}` : '', `E-mail: ${input.inbox}`].filter(Boolean);
  const text = [`Dear ${input.name},`, '', input.body, '', ...signature, ''].join('\n');
  const body = `<p style="margin:0 0 16px 0;${FONT}">Dear ${escapeHtml(input.name)},</p>
<div style="margin:0 0 16px 0;${FONT}font-size:15px;line-height:22px;color:#111827;">${escapeMultiline(input.body)}</div>
<p style="margin:0;color:#4b5563;font-size:14px;line-height:20px;">${signature.map(escapeHtml).join('<br>')}</p>`;
  return { subject, text, html: layout({ title: subject, preheader: input.body.slice(0, 90), siteName: input.siteName, body }) };
}
