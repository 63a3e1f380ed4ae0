/**
 * The reviews module's screen for the admin shell (app/features/admin): the moderation of reviews
 * (docs/decisions/0033-domain-modules.md). Browser code: no server file is reachable from here. The
 * public pages' components are entries of their own (./pages/), so a page loads only its own.
 */
export { ReviewsSection } from './admin/reviews-section';
