import { z } from 'zod';
import { wholeNumber } from './fields';

// Pictures: used by the service pages, the home page's banner slides and the team photos.

/**
 * A picture in a document must be one of our own uploads (POST /api/content/images): the largest
 * WebP variant's URL, its size, and the srcset of the variants — all of the same upload, ascending
 * by width. Anything else (another site's URL, a data: URL, a made-up srcset) is refused.
 */
const UPLOAD_URL = /^\/uploads\/([0-9a-f]{32})-([1-9][0-9]{0,4})\.webp$/;
export const MAX_IMAGE_SIDE = 16383;
export const contentImage = (label: string) =>
  z
    .strictObject(
      {
        url: z.string({ error: `${label} must be a picture uploaded here.` }).max(200, `${label} must be a picture uploaded here.`),
        srcset: z.string({ error: `${label} must be a picture uploaded here.` }).max(1000, `${label} must be a picture uploaded here.`),
        width: wholeNumber(`${label} width`, 1, MAX_IMAGE_SIDE),
        height: wholeNumber(`${label} height`, 1, MAX_IMAGE_SIDE),
      },
      { error: `${label} must be a picture uploaded here, or none.` },
    )
    .refine((img) => ownUpload(img), {
      message: `${label} must be a picture uploaded to this site (not a link to another site). Please upload it again.`,
      path: ['url'],
    });

/**
 * An uploaded picture as a site-content document stores it (docs/decisions/0007-site-content.md,
 * "Home page, team and images"): our own re-encoded WebP variants under /uploads/, the largest
 * variant's URL and size, and the srcset of every variant ("/uploads/<id>-480.webp 480w, …").
 */
export type ContentImage = z.output<ReturnType<typeof contentImage>>;

function ownUpload(img: { url: string; srcset: string; width: number }): boolean {
  const main = UPLOAD_URL.exec(img.url);
  if (!main) return false;
  const candidates = img.srcset.split(',').map((c) => c.trim().split(/\s+/));
  if (candidates.length < 1 || candidates.length > 8) return false;
  let last = 0;
  for (const c of candidates) {
    if (c.length !== 2) return false;
    const m = UPLOAD_URL.exec(c[0]);
    if (!m || m[1] !== main[1] || c[1] !== `${m[2]}w`) return false;
    const w = Number(m[2]);
    if (w <= last) return false;
    last = w;
  }
  return candidates[candidates.length - 1][0] === img.url && last === img.width && Number(main[2]) === img.width;
}
