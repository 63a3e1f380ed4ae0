/**
 * The staff module's screens (docs/decisions/0033-domain-modules.md): for the admin shell
 * (app/features/admin), the Users section (accounts and roles, invitations, where enquiries are sent)
 * and the Security log; for the invitation page (app/routes/invitation.tsx), the form that accepts
 * an invitation. Browser code: no server file is reachable from here.
 */
export { UsersSection } from './admin/users-section';
export { AuditSection } from './admin/security-log-section';
export { InvitationForm } from './invitation/invitation-form';
