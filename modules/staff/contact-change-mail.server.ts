import { buttonLink, detailRow, escapeHtml, FONT, layout, oneLine, type RenderedMail } from '../../server/services/mail-templates/layout';

export interface ContactChangeMailInput {
  siteName: string;
  /** Who published the change, as the security log names them. */
  by: string;
  /** "Published" or "Restored an earlier version". */
  how: string;
  /** Each changed detail: its name, the old and the new value. */
  changes: { field: string; before: string; after: string }[];
  /** The security log in the admin area. */
  logUrl: string;
}

/** To every administrator: a staff member changed the public e-mail, phone or WhatsApp number. */
export function contactChangeMail(input: ContactChangeMailInput): RenderedMail {
  const subject = oneLine(`The public contact details of ${input.siteName} were changed by ${input.by}`);
  const intro = `${input.by} changed the contact details visitors see on the website (${input.how.toLowerCase()}). If this was not agreed, open Site content → Company details and restore the earlier version, then check the account of ${input.by}.`;
  const lines = input.changes.map((c) => `${c.field}: ${c.before || '(none)'} → ${c.after || '(none)'}`);
  const text = [intro, '', ...lines, '', `Security log: ${input.logUrl}`, '', `— ${input.siteName}`, ''].join('\n');
  const body = `<h1 style="margin:0 0 16px 0;${FONT}font-size:22px;line-height:28px;color:#111827;">Public contact details changed</h1>
<p style="margin:0 0 16px 0;">${escapeHtml(intro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px 0;">
${input.changes.map((c) => detailRow(c.field, `${escapeHtml(c.before || '(none)')} → <strong>${escapeHtml(c.after || '(none)')}</strong>`)).join('\n')}
</table>
${buttonLink(input.logUrl, 'Open the security log')}`;
  return { subject, text, html: layout({ title: subject, preheader: lines[0] ?? subject, siteName: input.siteName, body }) };
}
