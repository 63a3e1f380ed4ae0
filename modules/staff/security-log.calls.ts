import type { Call } from '../../common/api/calls';

/**
 * Reading the security log, for administrators: newest first, filtered and paged. Declared here
 * once (docs/decisions/0033-domain-modules.md); the contract is in ./staff.schemas.ts, the handler
 * in ./security-log.server.ts. Every domain writes entries through server/services/audit.ts.
 */
export const SECURITY_LOG_CALLS = { securityLog: { method: 'GET', path: 'audit', access: 'admin' } } as const satisfies Record<string, Call>;
