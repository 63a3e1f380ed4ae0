/** Business constants: the timings, counts, limits and statuses the site's behaviour is defined by. */
export const BANNER_INTERVAL_MS = 5000;
export const BANNER_SLIDES = 4;
export const ROUTE_LOADER_MS = 800;
export const TOAST_CLOSE_MS = 3000;
export const LOGIN_REDIRECT_MS = 1000;
export const VERIFY_REDIRECT_MS = 2000;
export const OTP_RESEND_COOLDOWN_S = 45;
export const LIST_ITEMS_VISIBLE = 5;
export const MARQUEE_SPEED = 100;
/** The largest picture a visitor may send (the review form's picture). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/**
 * The largest picture an admin may upload (gallery photos, client logos, site-content pictures): a
 * photo straight from a phone or camera (12–48 MP JPEGs of 3–15 MB, some over 20 MB with HDR data
 * are rare). The server shrinks every picture anyway (docs/decisions/0026-admin-photo-uploads.md).
 */
export const ADMIN_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** The most pixels an admin's picture may have (width × height): 48 MP sensors (8064 × 6048) and a margin. */
export const ADMIN_MAX_PIXELS = 50_000_000;
/** Megabytes as the texts name them ("at most 5 MB"). */
export function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
