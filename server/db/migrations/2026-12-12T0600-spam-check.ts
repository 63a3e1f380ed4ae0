import type { Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * contact_messages.spam_check and reviews.spam_check: how the sender was told apart from a robot.
 * 'captcha' — the form's captcha was solved (every row before this migration came that way);
 * 'form' — the form was sent without JavaScript, so no captcha could run: it passed the server's own
 * checks (a hidden field left empty, a minimum time between page and post, the per-address limits)
 * and the admin sees it marked as not captcha-checked. docs/decisions/0020-forms-without-javascript.md.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_messages').addColumn('spam_check', 'text', (c) => c.notNull().defaultTo('captcha')).execute();
  await db.schema.alterTable('reviews').addColumn('spam_check', 'text', (c) => c.notNull().defaultTo('captcha')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reviews').dropColumn('spam_check').execute();
  await db.schema.alterTable('contact_messages').dropColumn('spam_check').execute();
}
