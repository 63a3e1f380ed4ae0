/**
 * The staff module's screens for the admin shell (app/features/admin, docs/decisions/0033-domain-modules.md):
 * the Users section (accounts and roles, invitations, where enquiries are sent) and the Security
 * log. The public invitation page takes its form from ./pages/invitation-page.tsx instead, so that page
 * does not load these. Browser code: no server file is reachable from here.
 */
export { UsersSection } from './admin/users-section';
export { AuditSection } from './admin/security-log-section';
