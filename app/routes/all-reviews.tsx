import type { Route } from './+types/all-reviews';
import { MAX_HOME_REVIEWS } from '../../common/constants';
import { toReviewCard } from '../../modules/reviews/pages/review-cards';
import { AllReviewsPage } from '../../modules/reviews/pages/all-reviews-page';
import { servicesContext } from '../context';
import { pageMeta } from '../lib/meta';

export async function loader({ context }: Route.LoaderArgs) {
  const reviews = await context.get(servicesContext).approvedReviews(MAX_HOME_REVIEWS);
  return { reviews: reviews.map(toReviewCard) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'What Our Customers Say', 'Read what hospitals, schools, businesses and students say about working with us, and leave a review of your own.');

/** The page itself: modules/reviews/pages/all-reviews-page.tsx. */
export default AllReviewsPage;
