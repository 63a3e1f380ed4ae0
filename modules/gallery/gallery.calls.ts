import type { Call } from '../../common/api/calls';

/**
 * The gallery's calls: the public list, in the admin's order, and the admin's edit, delete and new
 * order of the pictures. Declared here once (docs/decisions/0033-domain-modules.md); the contracts
 * are in ./gallery.schemas.ts, the handlers in ./gallery.server.ts. The upload of a photo is
 * ./photo-upload.calls.ts. Each also answers at /api/gallery.php, as the original clients call it.
 * Zod-free: the admin area's table of calls (common/api/routes.ts) spreads it.
 */
export const GALLERY_CALLS = {
  gallery: { method: 'GET', path: 'gallery', access: 'public', php: true },
  updateImage: { method: 'PATCH', path: 'gallery', access: 'staff', php: true },
  deleteImage: { method: 'DELETE', path: 'gallery', access: 'staff', php: true },
  reorderGallery: { method: 'PUT', path: 'gallery/order', access: 'staff', php: true },
} as const satisfies Record<string, Call>;
