import type { AppContext } from '../../server/context';
import type { ServedCalls } from '../../server/http/declared-calls';
import { galleryHandlers } from './gallery.server';
import { photoUploadHandlers } from './photo-upload.server';

/**
 * The gallery's calls with their handlers, for server/routes/index.ts to mount in the scope each
 * call's access names (docs/decisions/0033-domain-modules.md).
 */
export const galleryCalls = (ctx: AppContext): ServedCalls[] => [galleryHandlers(ctx), photoUploadHandlers(ctx)];
