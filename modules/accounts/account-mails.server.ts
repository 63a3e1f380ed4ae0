import { buttonLink, escapeHtml, FONT, greeting, layout, linkOrText, oneLine, type RenderedMail } from '../../server/services/mail-templates/layout';

/**
 * The code mails of an account: the verification code of a sign-up, the code of a forgotten
 * password and the code that confirms a new e-mail address.
 */

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

  const body = `<h1 style="margin:0 0 16px 0;${FONT}font-size:22px;line-height:28px;color:#111827;">Verify your email</h1>
<p style="margin:0 0 16px 0;">${escapeHtml(greeting(null))}</p>
<p style="margin:0 0 8px 0;">Your verification code for ${escapeHtml(siteName)} is:</p>
<p style="margin:0 0 16px 0;${FONT}font-size:32px;line-height:40px;font-weight:bold;letter-spacing:6px;color:#111827;" aria-label="Verification code ${escapeHtml(code.split('').join(' '))}">${escapeHtml(code)}</p>
<p style="margin:0 0 16px 0;">The code is valid for ${escapeHtml(validity)}.</p>
${buttonLink(verifyUrl, 'Open the verification page')}
<p style="margin:0 0 16px 0;">Or enter it at: ${linkOrText(verifyUrl)}</p>
<p style="margin:0;color:#4b5563;">If you did not create an account, you can ignore this e-mail.</p>`;

  return {
    subject,
    text,
    html: layout({ title: subject, preheader: `Your code is valid for ${validity}.`, siteName, body }),
  };
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
  const body = `<h1 style="margin:0 0 16px 0;${FONT}font-size:22px;line-height:28px;color:#111827;">${escapeHtml(opts.heading)}</h1>
<p style="margin:0 0 16px 0;">${escapeHtml(greeting(username))}</p>
<p style="margin:0 0 8px 0;">${escapeHtml(opts.lead)}</p>
<p style="margin:0 0 16px 0;${FONT}font-size:32px;line-height:40px;font-weight:bold;letter-spacing:6px;color:#111827;" aria-label="Code ${escapeHtml(code.split('').join(' '))}">${escapeHtml(code)}</p>
<p style="margin:0 0 16px 0;">The code is valid for ${escapeHtml(validity)} and can be used once.</p>
${buttonLink(url, opts.button)}
<p style="margin:0 0 16px 0;">Or enter it at: ${linkOrText(url)}</p>
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
