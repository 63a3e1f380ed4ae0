/**
 * What the other domains read of the reviews module (docs/decisions/0033-domain-modules.md): the
 * approved reviews the pages show, a review's name for the security log, and a member's reviews for
 * their data export. Free of the app's context; the module's calls are in ./calls.server.ts.
 */
export { findById as findReview, listByStatus as reviewsByStatus, listByUser as reviewsOfUser } from './reviews.repository';
