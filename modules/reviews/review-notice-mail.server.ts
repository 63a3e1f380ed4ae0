import type { Selectable } from 'kysely';
import { buttonLink, detailRow, escapeHtml, escapeMultiline, FONT, layout, linkOrText, oneLine, type RenderedMail } from '../../server/services/mail-templates/layout';
import type { ReviewsTable } from './reviews.table';
import { toInbox, type NoticeSource } from '../../server/services/notice-source';
import { findById } from './reviews.repository';

/**
 * The notice of a new review to the company inbox: it waits for an admin's approval. The shared
 * mail queue (server/services/notices.ts) sends it after the review is stored, and retries it; it
 * is built from the row as it is at send time, and not sent once an admin has approved or rejected it.
 */

/** A new review's notice, to the inbox where enquiries are sent. */
export const REVIEW_NOTICE: NoticeSource<Selectable<ReviewsTable>> = {
  table: 'reviews',
  read: findById,
  mail: (row, site, inbox, publicUrl) => toInbox(reviewNoticeMail(row, site.name, publicUrl), inbox),
};

/** The notice of the review `row`, or null when an admin has handled it meanwhile. */
function reviewNoticeMail(row: Selectable<ReviewsTable>, siteName: string, publicUrl: string): RenderedMail | null {
  if (row.status !== 'pending') return null;
  return reviewMail({
    siteName,
    name: row.username,
    rating: row.rating,
    text: row.review_text,
    receivedAt: row.created_at,
    adminUrl: `${publicUrl}/admin?section=reviews`,
  });
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
