import type { AppContext } from '../../server/context';
import { galleryHandlers } from './gallery.server';
import { photoUploadHandlers } from './photo-upload.server';

/**
 * The gallery's calls with their handlers, for server/routes/index.ts to mount in the scope each
 * call's access names (docs/decisions/0033-domain-modules.md).
 */
export const galleryCalls = (ctx: AppContext) => [galleryHandlers(ctx), photoUploadHandlers(ctx)];
