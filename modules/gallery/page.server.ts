import type { AppContext } from '../../server/context';
import type { PageQueries } from '../../server/pages/page-kit';
import { list } from './gallery.repository';

/**
 * The gallery's page side (docs/decisions/0033-domain-modules.md): the pictures /gallery shows
 * (app/routes/gallery.tsx), none when the query failed. Gathered with the other domains' in
 * server/pages/page-services.ts.
 */
export const galleryPages = (ctx: AppContext, { safely }: PageQueries) => ({
  images: () => safely('gallery', () => list(ctx.db)),
});
