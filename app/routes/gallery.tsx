import type { Route } from './+types/gallery';
import { servicesContext } from '../context';
import { pageMeta } from '../lib/meta';

export async function loader({ context }: Route.LoaderArgs) {
  const images = await context.get(servicesContext).gallery();
  return {
    images: images.map((i) => ({ id: i.id, title: i.title, alt: i.alt, src: i.image_url, srcset: i.srcset })),
  };
}

export const meta: Route.MetaFunction = () => pageMeta('Photo Gallery');

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>Photo Gallery</h1>
      {loaderData.images.length === 0 && <p>No images available.</p>}
    </main>
  );
}
