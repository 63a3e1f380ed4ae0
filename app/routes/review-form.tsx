import type { Route } from './+types/review-form';
import { pageMeta } from '../lib/meta';
import { companyOf } from '../lib/company';
import { ReviewForm } from '../features/reviews/review-form';

export const meta: Route.MetaFunction = (args) => {
  const site = companyOf(args);
  if (!site) return [];
  return pageMeta(
    args,
    'Leave a Review',
    `Worked with ${site.shortName} on software, training, hosting or a project? Rate us from 1 to 5 stars and tell others how it went.`,
  );
};

export default function ReviewFormPage() {
  return <ReviewForm />;
}
