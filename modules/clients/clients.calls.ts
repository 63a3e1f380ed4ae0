import type { Call } from '../../common/api/calls';

/**
 * The clients' calls: the public list of client logos (all, or one module), and the admin's add,
 * update (a multipart form with the logo) and delete. Declared here once
 * (docs/decisions/0033-domain-modules.md); the contracts are in ./clients.schemas.ts, the handlers
 * in ./clients.server.ts. Each also answers at /api/clients.php, as the original clients call it.
 * Zod-free: the admin area's table of calls (common/api/routes.ts) spreads it.
 */
export const CLIENT_CALLS = {
  clients: { method: 'GET', path: 'clients', access: 'public', php: true },
  saveClient: { method: 'POST', path: 'clients', access: 'staff', php: true },
  updateClient: { method: 'PUT', path: 'clients', access: 'staff', php: true },
  deleteClient: { method: 'DELETE', path: 'clients', access: 'staff', php: true },
} as const satisfies Record<string, Call>;
