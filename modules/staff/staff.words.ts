/**
 * The words of the staff domain that pages and the server share, zod-free: where the address that
 * enquiries go to comes from (in the order the server looks, ./enquiry-inbox.service.ts).
 */
export const INBOX_SOURCES = ['CONTACT_INBOX', 'setting', 'ADMIN_EMAIL', 'administrator', 'none'] as const;
export type InboxSource = (typeof INBOX_SOURCES)[number];
