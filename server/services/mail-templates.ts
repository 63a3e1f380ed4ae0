/**
 * E-mail bodies. Pure functions: no I/O, no configuration lookups, so they are trivial to test.
 *
 * Every value that ends up in HTML goes through `escapeHtml` — names, subjects and messages come
 * straight from web forms. The plain-text part is not escaped (it is not interpreted), but header
 * values (the subject) are stripped of line breaks so a form field can never start a new header.
 */

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface RenderedContactMail extends RenderedMail {
  /** The sender's address, to be used as Reply-To so the company can answer with one click. */
  replyTo: string;
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
function oneLine(value: string): string {
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
function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');
}

const FONT = "font-family:Arial,Helvetica,sans-serif;";

/**
 * Shared shell: a single centred 600px table, inline styles only (many mail clients strip
 * <style>), role="presentation" so screen readers do not announce layout tables, a lang
 * attribute and a real <title>.
 */
function layout(opts: { title: string; preheader: string; siteName: string; body: string }): string {
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

/**
 * The opening line. A mail to an address nobody has proven yet (sign-up, resend, a new address, a
 * reset for an unverified account) never carries the account's username: whoever typed the address
 * also chose the name, and it must not put their words into mail to a stranger. Those mails say
 * "Hello," only (docs/decisions/0011-uploads-admin-provisioning-restore.md).
 */
function greeting(username: string | null | undefined): string {
  return username ? `Hello ${username},` : 'Hello,';
}

/** A verification code always goes to an address not yet proven: it greets nobody by name. */
export interface OtpMailInput {
  siteName: string;
  /** The one-time code, 6 digits. */
  code: string;
  /** How long the code is valid. */
  minutes: number;
  /** Page where the code can be entered. */
  verifyUrl: string;
}

/**
 * Verification code mail. The code is deliberately NOT in the subject: subjects are shown on
 * lock screens and in notification previews.
 */
export function otpMail(input: OtpMailInput): RenderedMail {
  const { siteName, code, minutes, verifyUrl } = input;
  const subject = oneLine(`Verify your email for ${siteName}`);
  const validity = `${minutes} minutes`;

  const text = [
    greeting(null),
    '',
    `Your verification code for ${siteName} is:`,
    '',
    `    ${code}`,
    '',
    `The code is valid for ${validity}. Enter it on the verification page:`,
    verifyUrl,
    '',
    'If you did not create an account, you can ignore this e-mail.',
    '',
    `— ${siteName}`,
    '',
  ].join('\n');

  const href = safeHref(verifyUrl);
  const link = href
    ? `<a href="${escapeHtml(href)}" style="color:#1d4ed8;text-decoration:underline;">${escapeHtml(verifyUrl)}</a>`
    : escapeHtml(verifyUrl);
  const button = href
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">
<tr>
<td style="background-color:#1d4ed8;border-radius:6px;">
<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;${FONT}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">Open the verification page</a>
</td>
</tr>
</table>`
    : '';

  const body = `<h1 style="margin:0 0 16px 0;${FONT}font-size:22px;line-height:28px;color:#111827;">Verify your email</h1>
<p style="margin:0 0 16px 0;">${escapeHtml(greeting(null))}</p>
<p style="margin:0 0 8px 0;">Your verification code for ${escapeHtml(siteName)} is:</p>
<p style="margin:0 0 16px 0;${FONT}font-size:32px;line-height:40px;font-weight:bold;letter-spacing:6px;color:#111827;" aria-label="Verification code ${escapeHtml(code.split('').join(' '))}">${escapeHtml(code)}</p>
<p style="margin:0 0 16px 0;">The code is valid for ${escapeHtml(validity)}.</p>
${button}
<p style="margin:0 0 16px 0;">Or enter it at: ${link}</p>
<p style="margin:0;color:#4b5563;">If you did not create an account, you can ignore this e-mail.</p>`;

  return {
    subject,
    text,
    html: layout({ title: subject, preheader: `Your code is valid for ${validity}.`, siteName, body }),
  };
}

export interface ContactMailInput {
  siteName: string;
  name: string;
  email: string;
  subject?: string | null;
  message: string;
  receivedAt: Date | string;
  /** The messages screen of the admin area (`${publicUrl}/admin?section=messages`). */
  adminUrl: string;
}

/** Contact-form message forwarded to the company inbox; Reply-To is the visitor. */
export function contactMail(input: ContactMailInput): RenderedContactMail {
  const { siteName, name, email, message } = input;
  const topic = oneLine(input.subject ?? '') || 'No subject';
  const received =
    input.receivedAt instanceof Date ? input.receivedAt.toISOString() : String(input.receivedAt);
  const subject = oneLine(`New contact message: ${topic}`);

  const text = [
    `New message from the contact form of ${siteName}.`,
    '',
    `Name:     ${name}`,
    `E-mail:   ${email}`,
    `Subject:  ${topic}`,
    `Received: ${received}`,
    '',
    message,
    '',
    '— Reply to this e-mail to answer the sender directly.',
    `— All messages in the admin area: ${input.adminUrl}`,
    '',
  ].join('\n');

  const row = (label: string, valueHtml: string) =>
    `<tr>
<th scope="row" align="left" valign="top" style="padding:4px 12px 4px 0;${FONT}font-size:14px;color:#4b5563;font-weight:bold;white-space:nowrap;">${escapeHtml(label)}</th>
<td style="padding:4px 0;${FONT}font-size:14px;color:#111827;">${valueHtml}</td>
</tr>`;

  const mailto = `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`;
  const body = `<h1 style="margin:0 0 16px 0;${FONT}font-size:20px;line-height:28px;color:#111827;">New contact message</h1>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">
${row('Name', escapeHtml(name))}
${row('E-mail', `<a href="${escapeHtml(mailto)}" style="color:#1d4ed8;">${escapeHtml(email)}</a>`)}
${row('Subject', escapeHtml(topic))}
${row('Received', escapeHtml(received))}
</table>
<div style="padding:12px 16px;background-color:#f9fafb;border-left:4px solid #1d4ed8;${FONT}font-size:15px;line-height:22px;color:#111827;">${escapeMultiline(message)}</div>
<p style="margin:16px 0 0 0;color:#4b5563;font-size:14px;">Reply to this e-mail to answer the sender directly.</p>
<p style="margin:8px 0 0 0;color:#4b5563;font-size:14px;">All messages in the admin area: ${adminLink(input.adminUrl)}</p>`;

  return {
    subject,
    text,
    html: layout({ title: subject, preheader: `From ${name}`, siteName, body }),
    replyTo: oneLine(email),
  };
}

/** A link to a screen of the admin area (only http(s) becomes a link). */
function adminLink(url: string): string {
  const href = safeHref(url);
  return href
    ? `<a href="${escapeHtml(href)}" style="color:#1d4ed8;text-decoration:underline;">${escapeHtml(url)}</a>`
    : escapeHtml(url);
}

export interface ReviewMailInput {
  siteName: string;
  /** The name the reviewer gave. */
  name: string;
  rating: number;
  text: string;
  receivedAt: Date | string;
  /** The reviews screen of the admin area (`${publicUrl}/admin?section=reviews`). */
  adminUrl: string;
}

/** A new review waits for approval: one notice to the company inbox. */
export function reviewMail(input: ReviewMailInput): RenderedMail {
  const { siteName, name, rating, text: reviewText, adminUrl } = input;
  const received =
    input.receivedAt instanceof Date ? input.receivedAt.toISOString() : String(input.receivedAt);
  const stars = `${rating} out of 5`;
  const subject = oneLine(`New review to approve: ${stars} from ${name}`);

  const text = [
    `A new review was submitted on ${siteName}. It is not shown on the site until an admin approves it.`,
    '',
    `Name:     ${name}`,
    `Rating:   ${stars}`,
    `Received: ${received}`,
    '',
    reviewText,
    '',
    `Approve or reject it in the admin area: ${adminUrl}`,
    '',
  ].join('\n');

  const row = (label: string, valueHtml: string) =>
    `<tr>
<th scope="row" align="left" valign="top" style="padding:4px 12px 4px 0;${FONT}font-size:14px;color:#4b5563;font-weight:bold;white-space:nowrap;">${escapeHtml(label)}</th>
<td style="padding:4px 0;${FONT}font-size:14px;color:#111827;">${valueHtml}</td>
</tr>`;
  const href = safeHref(adminUrl);
  const button = href
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:16px 0;">
<tr>
<td style="background-color:#1d4ed8;border-radius:6px;">
<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;${FONT}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">Review it in the admin area</a>
</td>
</tr>
</table>`
    : '';
  const body = `<h1 style="margin:0 0 16px 0;${FONT}font-size:20px;line-height:28px;color:#111827;">New review to approve</h1>
<p style="margin:0 0 16px 0;">It is not shown on the site until an admin approves it.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">
${row('Name', escapeHtml(name))}
${row('Rating', escapeHtml(stars))}
${row('Received', escapeHtml(received))}
</table>
<div style="padding:12px 16px;background-color:#f9fafb;border-left:4px solid #1d4ed8;${FONT}font-size:15px;line-height:22px;color:#111827;">${escapeMultiline(reviewText)}</div>
${button}
<p style="margin:0;color:#4b5563;font-size:14px;">Or open: ${adminLink(adminUrl)}</p>`;

  return { subject, text, html: layout({ title: subject, preheader: `${stars} from ${name}`, siteName, body }) };
}

/** A code mail of "My account" and the forgotten-password page: heading, code, link, closing note. */
function accountCodeMail(opts: {
  siteName: string;
  /** null: the address is not proven yet, the mail says "Hello," only. */
  username: string | null;
  code: string;
  minutes: number;
  url: string;
  subject: string;
  heading: string;
  lead: string;
  button: string;
  ignore: string;
}): RenderedMail {
  const { siteName, username, code, minutes, url } = opts;
  const subject = oneLine(opts.subject);
  const validity = `${minutes} minutes`;
  const text = [
    greeting(username),
    '',
    opts.lead,
    '',
    `    ${code}`,
    '',
    `The code is valid for ${validity} and can be used once. Enter it here:`,
    url,
    '',
    opts.ignore,
    '',
    `— ${siteName}`,
    '',
  ].join('\n');
  const href = safeHref(url);
  const link = href
    ? `<a href="${escapeHtml(href)}" style="color:#1d4ed8;text-decoration:underline;">${escapeHtml(url)}</a>`
    : escapeHtml(url);
  const button = href
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">
<tr>
<td style="background-color:#1d4ed8;border-radius:6px;">
<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;${FONT}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(opts.button)}</a>
</td>
</tr>
</table>`
    : '';
  const body = `<h1 style="margin:0 0 16px 0;${FONT}font-size:22px;line-height:28px;color:#111827;">${escapeHtml(opts.heading)}</h1>
<p style="margin:0 0 16px 0;">${escapeHtml(greeting(username))}</p>
<p style="margin:0 0 8px 0;">${escapeHtml(opts.lead)}</p>
<p style="margin:0 0 16px 0;${FONT}font-size:32px;line-height:40px;font-weight:bold;letter-spacing:6px;color:#111827;" aria-label="Code ${escapeHtml(code.split('').join(' '))}">${escapeHtml(code)}</p>
<p style="margin:0 0 16px 0;">The code is valid for ${escapeHtml(validity)} and can be used once.</p>
${button}
<p style="margin:0 0 16px 0;">Or enter it at: ${link}</p>
<p style="margin:0;color:#4b5563;">${escapeHtml(opts.ignore)}</p>`;
  return { subject, text, html: layout({ title: subject, preheader: `Your code is valid for ${validity}.`, siteName, body }) };
}

export interface PasswordResetMailInput {
  siteName: string;
  /** The account's name when its address is verified; null otherwise ("Hello," only). */
  username: string | null;
  code: string;
  minutes: number;
  /** The forgotten-password page, where the code and the new password are entered. */
  resetUrl: string;
}

/** The code that lets a member choose a new password. As with sign-up, the code is never in the subject. */
export function passwordResetMail(input: PasswordResetMailInput): RenderedMail {
  return accountCodeMail({
    ...input,
    url: input.resetUrl,
    subject: `Reset your password for ${input.siteName}`,
    heading: 'Reset your password',
    lead: `Someone (we hope you) asked to reset the password of your ${input.siteName} account. Your code is:`,
    button: 'Choose a new password',
    ignore:
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is, and nobody can change it without this code.',
  });
}

/** Goes to the NEW address, not proven yet: it greets nobody by name. */
export interface EmailChangeMailInput {
  siteName: string;
  code: string;
  minutes: number;
  /** The account page, where the code is entered. */
  accountUrl: string;
}

/** Sent to the NEW address of a change of e-mail: proves the member can read it. */
export function emailChangeCodeMail(input: EmailChangeMailInput): RenderedMail {
  return accountCodeMail({
    ...input,
    username: null,
    url: input.accountUrl,
    subject: `Confirm your new email address for ${input.siteName}`,
    heading: 'Confirm your new email address',
    lead: `You asked to use this address for your ${input.siteName} account. Your confirmation code is:`,
    button: 'Open My account',
    ignore: 'If you did not ask for this, ignore this e-mail: the account keeps its current address.',
  });
}

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
