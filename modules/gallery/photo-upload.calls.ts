import type { Call } from '../../common/api/calls';

/**
 * The upload of one gallery photo, a multipart form (docs/decisions/0026-admin-photo-uploads.md):
 * the admin's upload screen (./admin/photo-upload.tsx) sends the photos chosen together two at a
 * time, each with its place in the batch. Declared here once (docs/decisions/0033-domain-modules.md);
 * the contract is in ./gallery.schemas.ts, the handler in ./photo-upload.server.ts. Zod-free.
 */
export const PHOTO_UPLOAD_CALLS = {
  uploadImage: { method: 'POST', path: 'gallery', access: 'staff', php: true },
} as const satisfies Record<string, Call>;
