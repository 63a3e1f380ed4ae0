import { Link } from 'react-router';
import type { Route } from './+types/home';
import { site } from '../../content/site';
import { MAX_HOME_REVIEWS } from '../../common/constants';
import { servicesContext } from '../context';

export async function loader({ context }: Route.LoaderArgs) {
  const reviews = await context.get(servicesContext).approvedReviews(MAX_HOME_REVIEWS);
  return {
    reviews: reviews.map((r) => ({ id: r.id, username: r.username, rating: r.rating, text: r.review_text })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: `${site.name}: ${site.tagline}` },
  { name: 'description', content: site.description },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>{site.name}</h1>
      <p>{site.tagline}</p>
      <Link to="/companyProfile">Learn More</Link>
      <h2>What Our Customers Say</h2>
      {loaderData.reviews.length === 0 ? (
        <p>No reviews yet. Be the first to leave one!</p>
      ) : (
        <ul>
          {loaderData.reviews.map((r) => (
            <li key={r.id}>
              <strong>{r.username || 'Anonymous'}</strong> ({r.rating}/5): {r.text}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
