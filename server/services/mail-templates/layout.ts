/**
 * What every mail shares: escaping, the one-line header value, the link and button markup, the
 * details table and the HTML shell (layout) every body goes into.
 */

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in HTML element content and in quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

/** Collapses line breaks and runs of whitespace: safe for a one-line header such as Subject. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').replace(/\s{2,}/g, ' ').trim();
}

/** Only http(s) links are put into an href; anything else is rendered as text without a link. */
function safeHref(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/** Escaped text with line breaks kept (for multi-line user messages). */
export function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');
}

export const FONT = "font-family:Arial,Helvetica,sans-serif;";

/**
 * Shared shell: a single centred 600px table, inline styles only (many mail clients strip
 * <style>), role="presentation" so screen readers do not announce layout tables, a lang
 * attribute and a real <title>.
 */
export function layout(opts: { title: string; preheader: string; siteName: string; body: string }): string {
  const title = escapeHtml(opts.title);
  const site = escapeHtml(opts.siteName);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${title}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(opts.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
<tr>
<td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:8px;">
<tr>
<td style="padding:20px 24px;border-bottom:1px solid #e5e7eb;${FONT}font-size:18px;font-weight:bold;color:#111827;">${site}</td>
</tr>
<tr>
<td style="padding:24px;${FONT}font-size:16px;line-height:24px;color:#1f2937;">
${opts.body}
</td>
</tr>
<tr>
<td style="padding:16px 24px;border-top:1px solid #e5e7eb;${FONT}font-size:12px;line-height:18px;color:#4b5563;">${site}</td>
</tr>
</table>
</td>
</tr>
</table>
</body>
</html>
`;
}

/** A link to `url` showing the address itself; only http(s) becomes a link, anything else is plain text. */
export function linkOrText(url: string): string {
  const href = safeHref(url);
  return href
    ? `<a href="${escapeHtml(href)}" style="color:#1d4ed8;text-decoration:underline;">${escapeHtml(url)}</a>`
    : escapeHtml(url);
}

/** A button-styled link to `url` (http(s) only: otherwise nothing, and the plain link beside it remains). */
export function buttonLink(url: string, label: string, margin = '0 0 16px 0'): string {
  const href = safeHref(url);
  return href
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:${margin};">
<tr>
<td style="background-color:#1d4ed8;border-radius:6px;">
<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;${FONT}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(label)}</a>
</td>
</tr>
</table>`
    : '';
}

/** One row of a details table (name, e-mail, received …): the label escaped here, the value given as HTML. */
export function detailRow(label: string, valueHtml: string): string {
  return `<tr>
<th scope="row" align="left" valign="top" style="padding:4px 12px 4px 0;${FONT}font-size:14px;color:#4b5563;font-weight:bold;white-space:nowrap;">${escapeHtml(label)}</th>
<td style="padding:4px 0;${FONT}font-size:14px;color:#111827;">${valueHtml}</td>
</tr>`;
}

/**
 * The opening line. A mail to an address nobody has proven yet (sign-up, resend, a new address, a
 * reset for an unverified account) never carries the account's username: whoever typed the address
 * also chose the name, and it must not put their words into mail to a stranger. Those mails say
 * "Hello," only (docs/decisions/0011-uploads-admin-provisioning-restore.md).
 */
export function greeting(username: string | null | undefined): string {
  return username ? `Hello ${username},` : 'Hello,';
}
