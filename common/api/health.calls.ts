import type { Call } from './calls';

/**
 * The health check for load balancers and monitors. The server's own call, not a domain's:
 * declared here once like a module's calls (docs/decisions/0033-domain-modules.md); contract in
 * ./kernel.schemas.ts, handler in server/routes/health.ts. A file apart from the captcha's, so the
 * public pages' table does not carry it.
 */
export const HEALTH_CALLS = {
  health: { method: 'GET', path: 'health', access: 'public' },
} as const satisfies Record<string, Call>;
