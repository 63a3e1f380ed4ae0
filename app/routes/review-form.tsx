import type { Route } from './+types/review-form';
import { pageMeta } from '../lib/meta';

export const meta: Route.MetaFunction = () => pageMeta('Leave a Review');

export default function ReviewForm() {
  return (
    <main>
      <h1>Leave a Review</h1>
    </main>
  );
}
