/**
 * What the other domains read of the reviews module (docs/decisions/0033-domain-modules.md): a
 * review's name for the security log, a member's reviews for their data export, and the notice
 * of a new review (for the mail queue that sends it). Free of the
 * app's context; the module's calls are in ./calls.server.ts, the approved reviews the pages show
 * and the review form's own action in ./page.server.ts.
 */
export { findById as findReview, listByUser as reviewsOfUser } from './reviews.repository';
export { REVIEW_NOTICE } from './review-notice-mail.server';
