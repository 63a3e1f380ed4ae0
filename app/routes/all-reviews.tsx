import type { Route } from './+types/all-reviews';
import { REVIEWS_SHOWN, toReviewCard } from '../../modules/reviews/pages/review-cards';
import { AllReviewsPage } from '../../modules/reviews/pages/all-reviews-page';
import { servicesContext } from '../context';
import { pageMeta } from '../lib/meta';
import { STATIC_PAGE } from '../widgets/page-handle';

export async function loader({ context }: Route.LoaderArgs) {
  const reviews = await context.get(servicesContext).reviews.approved(REVIEWS_SHOWN);
  return { reviews: reviews.map(toReviewCard) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'What Our Customers Say', 'Read what hospitals, schools, businesses and students say about working with us, and leave a review of your own.');

/** Served without React in the browser: its widgets are enhanced by app/widgets/site.widget.ts. */
export const handle = STATIC_PAGE;

/** The page itself: modules/reviews/pages/all-reviews-page.tsx. */
export default AllReviewsPage;
