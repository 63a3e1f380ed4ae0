import { CtaBand } from '../../catalogue/pages/marketing-blocks';
import { ReviewCards, type ReviewCardData } from './review-cards';

/** The public list of approved reviews (the route app/routes/all-reviews.tsx loads them, newest first). */
export function AllReviewsPage({ loaderData: { reviews } }: { loaderData: { reviews: ReviewCardData[] } }) {
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
          <ReviewCards reviews={reviews} />
        </div>
      </section>
      <CtaBand title="Want results like these?" text="Tell us what you need and we will show you how we can help." />
    </main>
  );
}
