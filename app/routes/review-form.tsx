import { data, redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/review-form';
import { clientContext, servicesContext } from '../context';
import { pageMeta } from '../lib/meta';
import { companyOf } from '../lib/company';
import { ReviewForm } from '../../modules/reviews/pages/review-form';
import { STATIC_PAGE } from '../widgets/page-handle';

// Served without React in the browser: the form's behaviours are its widget, app/widgets/review-form.ts.
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = (args) => {
  const site = companyOf(args);
  if (!site) return [];
  return pageMeta(
    args,
    'Leave a Review',
    `Worked with ${site.shortName} on software, training, hosting or a project? Rate us from 1 to 5 stars and tell others how it went.`,
  );
};

/** The signed time the form is served with (used only when it is posted without JavaScript). */
export function loader({ context }: Route.LoaderArgs) {
  return { stamp: context.get(servicesContext).forms.stamp() };
}

/** In the browser the form calls the API, so a client-side visit needs no stamp and no request. */
export function clientLoader() {
  return { stamp: '' };
}

/** The form posted without JavaScript (modules/reviews/page.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await context.get(servicesContext).reviews.submit(request, context.get(clientContext));
  if (outcome.ok) return redirect('/reviewForm?sent=1');
  return data(outcome, { status: outcome.status });
}

export default function ReviewFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return <ReviewForm stamp={loaderData.stamp} refused={actionData} sent={search.get('sent') === '1'} />;
}
