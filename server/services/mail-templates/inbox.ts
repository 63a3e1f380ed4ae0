import { buttonLink, detailRow, escapeHtml, escapeMultiline, FONT, layout, linkOrText, oneLine, type RenderedMail } from './layout';

/** Mails to the company inbox: a contact-form message, and a new review waiting for approval. */

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

  const body = `<h1 style="margin:0 0 16px 0;${FONT}font-size:20px;line-height:28px;color:#111827;">New review to approve</h1>
<p style="margin:0 0 16px 0;">It is not shown on the site until an admin approves it.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">
${detailRow('Name', escapeHtml(name))}
${detailRow('Rating', escapeHtml(stars))}
${detailRow('Received', escapeHtml(received))}
</table>
<div style="padding:12px 16px;background-color:#f9fafb;border-left:4px solid #1d4ed8;${FONT}font-size:15px;line-height:22px;color:#111827;">${escapeMultiline(reviewText)}</div>
${buttonLink(adminUrl, 'Review it in the admin area', '16px 0')}
<p style="margin:0;color:#4b5563;font-size:14px;">Or open: ${linkOrText(adminUrl)}</p>`;

  return { subject, text, html: layout({ title: subject, preheader: `${stars} from ${name}`, siteName, body }) };
}
