import { buttonLink, escapeHtml, FONT, layout, linkOrText, oneLine, type RenderedMail } from '../../server/services/mail-templates/layout';

export interface InvitationMailInput {
  siteName: string;
  /** Who invites, as the Users screen names them (their e-mail address). */
  inviter: string;
  /** "staff (an editor)" or "an administrator". */
  roleName: string;
  /** What the role may do, one sentence (common/roles.ts). */
  powers: string;
  url: string;
  hours: number;
}

/**
 * The invitation to join the admin area as staff or administrator. It names no username (the
 * invitee chooses one) and says how long the single-use link works.
 */
export function invitationMail(input: InvitationMailInput): RenderedMail {
  const { siteName, inviter, roleName, powers, url, hours } = input;
  const subject = oneLine(`You are invited to the ${siteName} admin area`);
  const lead = `${inviter} has invited you to help run the ${siteName} website as ${roleName}.`;
  const lifetime = `The link works once and for ${hours} hours. If it has expired, ask ${inviter} to send a new one.`;
  const ignore = 'If you did not expect this invitation, you can ignore this e-mail: nothing happens until the link is used.';
  const text = ['Hello,', '', lead, powers, '', 'Open this link to choose your username and password:', url, '', lifetime, ignore, '', `— ${siteName}`, ''].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px 0;">${escapeHtml(s)}</p>`;
  const body = `<h1 style="margin:0 0 16px 0;${FONT}font-size:22px;line-height:28px;color:#111827;">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px 0;">Hello,</p>
${p(lead)}
${p(powers)}
${buttonLink(url, 'Accept the invitation')}
<p style="margin:0 0 16px 0;">Or open this address: ${linkOrText(url)}</p>
${p(lifetime)}
<p style="margin:0;color:#4b5563;">${escapeHtml(ignore)}</p>`;
  return { subject, text, html: layout({ title: subject, preheader: lead, siteName, body }) };
}
