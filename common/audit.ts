/**
 * The security log's vocabulary, shared by the server (which writes entries) and the admin's
 * Security log screen (which reads and filters them): each action, the group it is filtered by,
 * and how it reads in a sentence "<who> <words> <whom>".
 */
export const AUDIT_GROUPS = {
  signin: 'Sign-ins',
  failed: 'Failed sign-ins',
  account: 'Own account',
  refused: 'Refused calls',
  users: 'Users',
  content: 'Site content',
  reviews: 'Reviews',
  clients: 'Clients',
  gallery: 'Gallery',
  topics: 'Project topics',
  messages: 'Leads and messages',
  selling: 'Quotes, invoices and payments',
} as const;

export type AuditGroup = keyof typeof AUDIT_GROUPS;

export const AUDIT_ACTIONS = {
  'auth.login.ok': { group: 'signin', words: 'signed in' },
  'auth.login.fail': { group: 'failed', words: 'failed to sign in as' },
  'auth.lock': { group: 'failed', words: 'locked after repeated failed sign-ins:' },
  'auth.logout': { group: 'signin', words: 'signed out' },
  'auth.login.refused': { group: 'failed', words: 'gave the right password but was refused:' },
  'account.password.change': { group: 'account', words: 'changed the password of' },
  'account.password.reset': { group: 'account', words: 'set a new password with an e-mailed code for' },
  'account.email.change': { group: 'account', words: 'changed the e-mail address of' },
  'account.logout.all': { group: 'account', words: 'signed out everywhere:' },
  'account.self.delete': { group: 'account', words: 'deleted their own account:' },
  'admin.create': { group: 'users', words: 'created, from the server settings, the administrator' },
  'admin.refuse': { group: 'users', words: 'refused to make administrator the existing account' },
  'admin.takeover': { group: 'users', words: 'took over, with create-admin, as administrator the account' },
  'access.refused': { group: 'refused', words: 'was refused an administrator call' },
  'role.promote': { group: 'users', words: 'made an administrator' },
  'role.demote': { group: 'users', words: 'made a member' },
  'role.staff': { group: 'users', words: 'made staff (an editor)' },
  'account.disable': { group: 'users', words: 'disabled' },
  'account.enable': { group: 'users', words: 're-enabled' },
  'account.delete': { group: 'users', words: 'deleted the account of' },
  'verification.resend': { group: 'users', words: 'sent a new verification code to' },
  'invitation.send': { group: 'users', words: 'invited' },
  'invitation.resend': { group: 'users', words: 'sent a new invitation link to' },
  'invitation.withdraw': { group: 'users', words: 'withdrew the invitation of' },
  'invitation.withdraw.sender': { group: 'users', words: 'withdrew, with the rights of the person who sent it, the invitation of' },
  'invitation.accept': { group: 'users', words: 'accepted an invitation and joined as' },
  'content.draft': { group: 'content', words: 'saved a draft of' },
  'content.discard': { group: 'content', words: 'discarded the draft of' },
  'content.publish': { group: 'content', words: 'published' },
  'content.restore': { group: 'content', words: 'restored an earlier version of' },
  'content.image': { group: 'content', words: 'uploaded a picture for the site content' },
  'review.approve': { group: 'reviews', words: 'approved the review of' },
  'review.reject': { group: 'reviews', words: 'rejected the review of' },
  'review.delete': { group: 'reviews', words: 'deleted the review of' },
  'client.create': { group: 'clients', words: 'added the client' },
  'client.update': { group: 'clients', words: 'changed the client' },
  'client.delete': { group: 'clients', words: 'deleted the client' },
  'gallery.upload': { group: 'gallery', words: 'uploaded the picture' },
  'gallery.update': { group: 'gallery', words: 'changed the picture' },
  'gallery.delete': { group: 'gallery', words: 'deleted the picture' },
  'topic.create': { group: 'topics', words: 'added the topic' },
  'topic.update': { group: 'topics', words: 'changed the topic' },
  'topic.delete': { group: 'topics', words: 'deleted the topic' },
  'message.read': { group: 'messages', words: 'marked as read the message from' },
  'message.unread': { group: 'messages', words: 'marked as unread the message from' },
  'message.delete': { group: 'messages', words: 'deleted the message from' },
  'lead.update': { group: 'messages', words: 'changed the lead of' },
  'lead.note': { group: 'messages', words: 'added a note to the lead of' },
  'lead.reply': { group: 'messages', words: 'replied from the admin area to' },
  'lead.delete': { group: 'messages', words: 'deleted the lead of' },
  'settings.inbox': { group: 'messages', words: 'changed' },
  'quote.create': { group: 'selling', words: 'drafted' },
  'quote.update': { group: 'selling', words: 'changed the draft of' },
  'quote.send': { group: 'selling', words: 'sent' },
  'quote.revoke': { group: 'selling', words: 'revoked the link of' },
  'quote.withdraw': { group: 'selling', words: 'withdrew' },
  'quote.accept': { group: 'selling', words: 'accepted, on its page,' },
  'settings.vat': { group: 'selling', words: 'changed' },
  'invoice.issue': { group: 'selling', words: 'issued the invoice' },
  'invoice.void': { group: 'selling', words: 'voided the invoice' },
  'invoice.link': { group: 'selling', words: 'changed the customer\'s link of the invoice' },
  'payment.record': { group: 'selling', words: 'recorded a payment on the invoice' },
  'payment.unmatched': { group: 'selling', words: 'was charged through Paystack, but the payment could not be added to' },
  'payment.webhook_refused': { group: 'selling', words: 'sent a Paystack notice that was refused (bad signature or body):' },
  'payment.webhook_repeat': { group: 'selling', words: 'sent again a Paystack notice of a payment already recorded, so nothing was added:' },
  'settings.bank': { group: 'selling', words: 'changed' },
  'delivery.document': { group: 'selling', words: 'attached a document to the delivery of' },
  'delivery.document_remove': { group: 'selling', words: 'removed the undelivered document' },
  'delivery.deliver': { group: 'selling', words: 'delivered the project research' },
} as const satisfies Record<string, { group: AuditGroup; words: string }>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The actions of a group. */
export function actionsOf(group: AuditGroup): AuditAction[] {
  return (Object.keys(AUDIT_ACTIONS) as AuditAction[]).filter((a) => AUDIT_ACTIONS[a].group === group);
}

/**
 * Filters narrower than a group: one action alone, for the questions a group answers too broadly
 * ("who signed in this week?" without the sign-outs).
 */
const NARROW_FILTERS = {
  'signin-ok': { label: 'Successful sign-ins only', actions: ['auth.login.ok'] },
} as const satisfies Record<string, { label: string; actions: readonly AuditAction[] }>;

/**
 * What the security log can be filtered by (GET /api/audit `group`, the screen's "Kind"), in the
 * order the screen offers them: every group, with each narrow filter after the group it narrows.
 */
const { signin, ...otherGroups } = AUDIT_GROUPS;
export const AUDIT_FILTERS = { signin, 'signin-ok': NARROW_FILTERS['signin-ok'].label, ...otherGroups } as const;

export type AuditFilter = keyof typeof AUDIT_FILTERS;

/** The actions a filter of the security log lists. */
export function actionsOfFilter(filter: AuditFilter): AuditAction[] {
  return filter in NARROW_FILTERS ? [...NARROW_FILTERS[filter as keyof typeof NARROW_FILTERS].actions] : actionsOf(filter as AuditGroup);
}

/** How an action reads; an action this version does not know reads as its own name. */
export function auditWords(action: string): string {
  return (AUDIT_ACTIONS as Record<string, { words: string }>)[action]?.words ?? action;
}
