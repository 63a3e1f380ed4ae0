import type { FastifyRequest } from 'fastify';
import { forbidden } from './errors';

/**
 * Refuses state-changing requests that a page on another website made a visitor's browser send.
 *
 * A request that carries an `Authorization` header cannot be forged by another site (a form or a
 * cross-site fetch without CORS cannot set it), so only requests without one are checked: sign-up,
 * login, password reset, contact, reviews and the like. Such a request is refused when the browser
 * says it is cross-site (`Sec-Fetch-Site: cross-site`) or names an `Origin` other than the site's
 * own: the origin of PUBLIC_URL when it is set (as it is behind the reverse proxy of docs/deploy.md),
 * else the host the request was sent to. Clients that send neither header (curl, scripts, the
 * original app) are not affected. Reads (GET, HEAD, OPTIONS) are never refused.
 */

export const CROSS_SITE_MESSAGE = 'This request came from another website and was refused. Please use the form on this site.';

export interface SiteOrigin {
  /** The site's address (config.publicUrl). */
  publicUrl: string;
  /** False when PUBLIC_URL was not set: the request's own host is then the site's. */
  publicUrlConfigured: boolean;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when `req` changes state without credentials and a browser sent it from another site. */
export function isCrossSiteWrite(req: FastifyRequest, site: SiteOrigin): boolean {
  if (READS.has(req.method) || req.headers.authorization) return false;
  if (String(req.headers['sec-fetch-site'] ?? '').toLowerCase() === 'cross-site') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  return !isSiteOrigin(origin, req, site);
}

function isSiteOrigin(origin: string, req: FastifyRequest, site: SiteOrigin): boolean {
  let url: URL;
  try {
    url = new URL(origin); // "null" (sandboxed frames, privacy redirects) is not a URL: not the site
  } catch {
    return false;
  }
  if (site.publicUrlConfigured) return url.origin === new URL(site.publicUrl).origin;
  return url.host === String(req.host ?? '').toLowerCase();
}

/** An onRequest hook answering 403 with a readable message to cross-site writes (see above). */
export function refuseCrossSiteWrites(site: SiteOrigin) {
  return async (req: FastifyRequest) => {
    if (isCrossSiteWrite(req, site)) throw forbidden(CROSS_SITE_MESSAGE);
  };
}
