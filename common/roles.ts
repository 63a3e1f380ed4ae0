/**
 * The roles of an account and what each may do (docs/decisions/0025-staff-role.md):
 * - user: a member (My account, the members' list of project topics);
 * - staff: an editor who does the daily work of the admin area (site content, pages and SEO,
 *   gallery, clients, project topics, reviews, leads, the dashboard and Insights) but does not
 *   manage accounts or roles, read the security log or download or erase others' data;
 * - admin: everything, staff's work included.
 * The server decides on every call (server/http/scopes.ts); the admin area only hides what a role
 * cannot open (app/features/admin/sections.ts). What each may do, in a sentence for the screens and
 * the invitation mail, is modules/staff/staff.words.ts `ROLE_POWERS`.
 */
export const ROLES = ['user', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that may enter the admin area. */
export const STAFF_ROLES = ['staff', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** True for staff and administrators: the admin area's daily work. */
export const isStaff = (role: string | undefined | null): role is StaffRole => role === 'staff' || role === 'admin';

/** A role as people read it on screen. */
export const ROLE_LABELS: Record<Role, string> = { user: 'Member', staff: 'Staff', admin: 'Administrator' };

/** A role in a sentence: "… is now a member", "You are signed in as an administrator". */
export const ROLE_NAMES: Record<Role, string> = { user: 'a member', staff: 'staff (an editor)', admin: 'an administrator' };
