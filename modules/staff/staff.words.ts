import type { Role } from '../../common/roles';

/**
 * The words of the staff domain that pages and the server share, zod-free: what each role may do,
 * and where the address that enquiries go to comes from (in the order the server looks,
 * ./enquiry-inbox.service.ts).
 */
export const INBOX_SOURCES = ['CONTACT_INBOX', 'setting', 'ADMIN_EMAIL', 'administrator', 'none'] as const;
export type InboxSource = (typeof INBOX_SOURCES)[number];

/** What a role may do, in one sentence (the confirmation before a change of role, the invitation form). */
export const ROLE_POWERS: Record<Role, string> = {
  user: 'A member can use My account and the list of project topics, and cannot open the admin area.',
  staff:
    'Staff (an editor) can change the site content, pages and SEO, the gallery, clients and project topics, moderate reviews, work the leads and read the dashboard and Insights. Staff cannot manage accounts or roles, read the security log or download or erase anyone’s data.',
  admin:
    'An administrator can do everything staff can, and also manage accounts and roles, invite colleagues and read the security log.',
};
