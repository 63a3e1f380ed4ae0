import type { Call } from '../../common/api/calls';

/**
 * The leads inbox's calls (docs/decisions/0024-leads.md): every contact message and topic request,
 * worked by staff. Declared here once (docs/decisions/0033-domain-modules.md); the contracts are in
 * ./leads.schemas.ts, the handlers in ./inbox.server.ts. Zod-free: the admin area's table of calls
 * (common/api/routes.ts) spreads it.
 */
export const LEAD_INBOX_CALLS = {
  leads: { method: 'GET', path: 'leads', access: 'staff' },
  leadsExport: { method: 'GET', path: 'leads/export', access: 'staff' },
  lead: { method: 'GET', path: 'leads/:id', access: 'staff' },
  updateLead: { method: 'PATCH', path: 'leads/:id', access: 'staff' },
  addLeadNote: { method: 'POST', path: 'leads/:id/notes', access: 'staff' },
  replyToLead: { method: 'POST', path: 'leads/:id/replies', access: 'staff' },
  previewLeadReply: { method: 'POST', path: 'leads/:id/replies/preview', access: 'staff' },
  logLeadTap: { method: 'POST', path: 'leads/:id/taps', access: 'staff' },
  deleteLead: { method: 'DELETE', path: 'leads/:id', access: 'staff' },
} as const satisfies Record<string, Call>;
