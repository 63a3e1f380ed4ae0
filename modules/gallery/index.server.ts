/**
 * What the other domains read of the gallery (docs/decisions/0033-domain-modules.md): the list the
 * public page shows (server/pages/page-services.ts) and a picture's title for the security log
 * (server/services/audit.ts). Free of the app's context; the calls are in ./calls.server.ts.
 */
export { findById as findImage, list as listImages } from './gallery.repository';
