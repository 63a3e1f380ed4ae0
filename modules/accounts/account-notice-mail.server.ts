import { escapeHtml, FONT, layout, oneLine, type RenderedMail } from '../../server/services/mail-templates/layout';

export interface AccountNoticeMailInput {
  siteName: string;
  username: string;
  /** One-line subject, also the heading. */
  title: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** Who to contact when the change was not made by the member. */
  contact: string;
}

/** A short notice about a change to the account (password changed, e-mail changed, account deleted). */
export function accountNoticeMail(input: AccountNoticeMailInput): RenderedMail {
  const { siteName, username, paragraphs, contact } = input;
  const subject = oneLine(`${input.title} — ${siteName}`);
  const closing = `If this was not you, contact us at once: ${contact}.`;
  const text = [`Hello ${username},`, '', ...paragraphs.flatMap((p) => [p, '']), closing, '', `— ${siteName}`, ''].join('\n');
  const body = `<h1 style="margin:0 0 16px 0;${FONT}font-size:22px;line-height:28px;color:#111827;">${escapeHtml(input.title)}</h1>
<p style="margin:0 0 16px 0;">Hello ${escapeHtml(username)},</p>
${paragraphs.map((p) => `<p style="margin:0 0 16px 0;">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:0;color:#4b5563;">${escapeHtml(closing)}</p>`;
  return { subject, text, html: layout({ title: subject, preheader: paragraphs[0] ?? subject, siteName, body }) };
}
