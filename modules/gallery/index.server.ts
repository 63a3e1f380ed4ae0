/**
 * What the other domains read of the gallery (docs/decisions/0033-domain-modules.md): a picture's
 * title for the security log (server/services/audit.ts). Free of the app's context; the calls are
 * in ./calls.server.ts, the list the public page shows in ./page.server.ts.
 */
export { findById as findImage } from './gallery.repository';
