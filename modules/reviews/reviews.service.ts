import type { AppContext } from '../../server/context';
import type { Sender } from '../../server/services/submissions';
import { conflict, notFound } from '../../server/http/errors';
import { deleteImage, keysFromSrcset, storeImage } from '../../server/services/images';
import * as reviews from './reviews.repository';
import type { ReviewStatus } from './reviews.table';

/**
 * A review's life: received from the form (with or without JavaScript) as pending, approved or
 * rejected by staff, deleted. Only the approved ones are shown on the site.
 */

/**
 * Stores the picture (checked by content, in the bounded image queue), then the pending review,
 * before any mail: a mail failure never loses it. Its "new review" notice to the contact inbox is
 * due at once (server/services/notices.ts, tried again with backoff), unless no captcha checked the
 * form (the page's own action without JavaScript): it is then held for review without a notice.
 */
export async function receiveReview(
  ctx: AppContext,
  fields: { name: string; rating: number; review_text: string },
  picture: Buffer | undefined,
  from: Sender,
): Promise<number> {
  const image = picture ? await storeImage(ctx.storage, picture, 'avatar') : undefined;
  try {
    const id = await reviews.create(ctx.db, {
      user_id: from.userId,
      spam_check: from.spamCheck,
      noticeDue: from.spamCheck !== 'form',
      username: fields.name,
      rating: fields.rating,
      review_text: fields.review_text,
      image_path: image?.url ?? '',
      image_srcset: image?.srcset ?? '',
    });
    ctx.background('review mail', () => ctx.notices.deliver('review', id));
    return id;
  } catch (e) {
    if (image) await deleteImage(ctx.storage, image.variants.map((v) => v.key));
    throw e;
  }
}

/** The only moves a review may make (a pending one is approved or rejected, an approved one may still be rejected); deletion is allowed from any status. */
const TRANSITIONS: Record<'approve' | 'reject', ReviewStatus[]> = {
  approve: ['pending'],
  reject: ['pending', 'approved'],
};

/** Approves or rejects a review: 404 when it is gone, 409 for a move the rules refuse or a concurrent change. */
export async function moderateReview(ctx: AppContext, id: number, action: 'approve' | 'reject'): Promise<string> {
  const row = await reviews.findById(ctx.db, id);
  if (!row) throw notFound('This review no longer exists.');
  const to: ReviewStatus = action === 'approve' ? 'approved' : 'rejected';
  if (!TRANSITIONS[action].includes(row.status) || !(await reviews.transition(ctx.db, id, row.status, to))) {
    throw conflict(`A ${row.status} review cannot be ${to}.`);
  }
  ctx.contentChanged();
  return action === 'approve' ? 'Review approved.' : 'Review rejected.';
}

/** Deletes a review, whatever its status, and its picture. */
export async function deleteReview(ctx: AppContext, id: number): Promise<void> {
  const row = await reviews.findById(ctx.db, id);
  if (!row) throw notFound('This review no longer exists.');
  await reviews.remove(ctx.db, row.id);
  await deleteImage(ctx.storage, keysFromSrcset(row.image_srcset));
  ctx.contentChanged();
}
