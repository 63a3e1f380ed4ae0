import type { Route } from './+types/all-reviews';
import { MAX_HOME_REVIEWS } from '../../common/constants';
import { CtaBand } from '../features/catalogue/marketing-blocks';
import { ReviewCards, toReviewCard } from '../features/reviews/review-cards';
import { servicesContext } from '../context';
import { pageMeta } from '../lib/meta';

export async function loader({ context }: Route.LoaderArgs) {
  const reviews = await context.get(servicesContext).approvedReviews(MAX_HOME_REVIEWS);
  return { reviews: reviews.map(toReviewCard) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'What Our Customers Say', 'Read what hospitals, schools, businesses and students say about working with us, and leave a review of your own.');

export default function AllReviews({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Reviews</span>
          <h1>What Our Customers Say</h1>
          <p>Honest feedback from the clients and students we work with. Every review is checked before it appears here.</p>
        </div>
      </section>
      <section className="section section--alt" aria-label="Customer reviews">
        <div className="container">
          <ReviewCards reviews={loaderData.reviews} />
        </div>
      </section>
      <CtaBand title="Want results like these?" text="Tell us what you need and we will show you how we can help." />
    </main>
  );
}
