import type { AppContext } from '../../server/context';
import { documentHandlers } from './documents.server';
import { revisionHandlers } from './revisions.server';
import { previewHandlers } from './preview.server';
import { contentImageHandlers } from './content-images.server';

/**
 * The site-content editor's calls with their handlers, for server/routes/index.ts to mount in the
 * scope each call's access names (docs/decisions/0033-domain-modules.md). Apart from
 * ./index.server.ts: these reach the app's context and the security log.
 */
export const siteContentCalls = (ctx: AppContext) => [
  documentHandlers(ctx),
  revisionHandlers(ctx),
  previewHandlers(ctx),
  contentImageHandlers(ctx),
];
