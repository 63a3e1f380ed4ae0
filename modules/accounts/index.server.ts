/**
 * What the other domains and the server's core read of the accounts module
 * (docs/decisions/0033-domain-modules.md): the queries of the users table (the admin's list, roles,
 * disabling, deletion, invitations, the first administrator, the purge), of the sign-in sessions
 * (authentication in server/services/sessions.ts, the purge, the content preview), a sign-up's newest
 * request and the voiding of an account's codes. Free of the app's context, so the context's own
 * services (site content) can read it without a cycle; the module's calls, and the services that take
 * the context, are in ./calls.server.ts.
 */

export * as users from './users.repository';
export type { UserRow } from './users.repository';
export * as sessions from './sessions.repository';
export { newest as newestSignup } from './signups.repository';
export { voidAll as voidCodes } from './email-codes.repository';
