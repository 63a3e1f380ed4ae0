import type { Route } from './+types/all-reviews';
import { MAX_HOME_REVIEWS } from '../../common/constants';
import { servicesContext } from '../context';
import { pageMeta } from '../lib/meta';

export async function loader({ context }: Route.LoaderArgs) {
  const reviews = await context.get(servicesContext).approvedReviews(MAX_HOME_REVIEWS);
  return {
    reviews: reviews.map((r) => ({ id: r.id, username: r.username, rating: r.rating, text: r.review_text })),
  };
}

export const meta: Route.MetaFunction = () => pageMeta('What Our Customers Say');

export default function AllReviews({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>What Our Customers Say</h1>
      {loaderData.reviews.length === 0 && <p>No reviews yet. Be the first to leave one!</p>}
    </main>
  );
}
