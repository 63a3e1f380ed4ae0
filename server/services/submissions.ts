import type { AppContext } from '../context';
import type { SpamCheck } from '../../common/spam-check';
import * as messages from '../db/repositories/messages';
import * as reviews from '../db/repositories/reviews';
import { deleteImage, storeImage } from './images';

/**
 * What the public sends the company — contact messages and reviews — taken in the one way shared by
 * the API (forms with JavaScript, captcha solved) and the pages' own actions (forms without it).
 * Each is stored first, with its notice to the inbox due: a mail failure never loses it (it is in
 * the admin area), and a failed notice is tried again with backoff (server/services/notices.ts).
 */

export interface Sender {
  /** The member who sent it while logged in (their export and erasure cover it); null for a visitor. */
  userId: number | null;
  spamCheck: SpamCheck;
}

export async function receiveContactMessage(
  ctx: AppContext,
  msg: { name: string; email: string; subject: string; message: string },
  from: Sender,
): Promise<number> {
  const id = await messages.create(ctx.db, { ...msg, user_id: from.userId, spam_check: from.spamCheck });
  ctx.background('contact mail', () => ctx.notices.deliver('contact', id));
  return id;
}

/** Stores the picture (checked by content, in the bounded image queue), then the pending review. */
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
