/** Business constants: the timings, counts, limits and statuses the site's behaviour is defined by. */
export const BANNER_INTERVAL_MS = 5000;
export const BANNER_SLIDES = 4;
export const ROUTE_LOADER_MS = 800;
export const TOAST_CLOSE_MS = 3000;
export const LOGIN_REDIRECT_MS = 1000;
export const VERIFY_REDIRECT_MS = 2000;
export const OTP_RESEND_COOLDOWN_S = 45;
export const MAX_HOME_REVIEWS = 3;
export const LIST_ITEMS_VISIBLE = 5;
export const MARQUEE_SPEED = 100;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
