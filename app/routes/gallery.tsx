import type { Route } from './+types/gallery';
import { servicesContext } from '../context';
import { pageMeta } from '../lib/meta';
import { STATIC_PAGE } from '../widgets/page-handle';
import { GalleryPage, pictureOf } from '../../modules/gallery/pages/gallery-page';

/** Photo Gallery: the page is the gallery module's (modules/gallery/pages/gallery-page.tsx). */

export async function loader({ context }: Route.LoaderArgs) {
  const images = await context.get(servicesContext).gallery.images();
  return { images: images.map(pictureOf) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    'Photo Gallery',
    'Photos of our ICT training classes, software installations, network projects and team at work in Enugu and across Nigeria.',
  );

/** Served without React in the browser: its widgets are enhanced by app/widgets/site.widget.ts. */
export const handle = STATIC_PAGE;

export default GalleryPage satisfies (props: Route.ComponentProps) => unknown;
