import type { Call } from '../../common/api/calls';

/**
 * The upload of a picture for a document (a banner slide, a team photo, a service page's picture), a
 * multipart form; the editor puts the answer into the draft. Declared here once
 * (docs/decisions/0033-domain-modules.md); the contract is in ./site-content.schemas.ts, the handler
 * in ./content-images.server.ts. Zod-free.
 */
export const CONTENT_IMAGE_CALLS = {
  uploadContentImage: { method: 'POST', path: 'content/images', access: 'staff' },
} as const satisfies Record<string, Call>;
