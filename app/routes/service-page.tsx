import { data } from 'react-router';
import type { Route } from './+types/service-page';
import { services } from '../../content/services';
import { pageMeta } from '../lib/meta';

/** The six service pages of spec 2.10; `pattern` is the route's own path ("domain"). */
export function loader({ pattern }: Route.LoaderArgs) {
  const slug = pattern.replace(/^\/+/, '').toLowerCase();
  const service = services.find((s) => s.slug.toLowerCase() === slug);
  if (!service) throw data(null, { status: 404 });
  return { title: service.title, summary: service.summary, metaDescription: service.metaDescription };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.metaDescription) : [];

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>{loaderData.title}</h1>
      <p>{loaderData.summary}</p>
    </main>
  );
}
