import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../server/db/database';
import { nowIso } from '../../server/db/database';
import * as auditLog from '../../server/db/repositories/audit-log';
import { hashPassword, productionPasswords, type PasswordHashing } from '../../server/services/passwords';
import { sessions, users, voidCodes } from '../accounts/index.server';

export type EnsureAdminResult = 'created' | 'unchanged' | 'refused';

/**
 * Creates the configured admin (ADMIN_EMAIL) when no account holds the address yet. That is all it
 * ever does: an existing account is never changed here. A verified admin stays as it is (its
 * password is never overwritten); any other account at that address (not an admin, or not
 * verified) is refused with one warning, because whoever signed up with the address first chose its
 * password, and nobody proved they read its mailbox. `npm run create-admin` can take such an
 * account over explicitly (`takeOverAsAdmin`). See docs/decisions/0011-uploads-admin-provisioning-restore.md.
 */
export async function ensureAdmin(
  db: Database,
  admin: { email: string; password: string; username: string },
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  passwords: PasswordHashing = productionPasswords,
): Promise<EnsureAdminResult> {
  const existing = await users.findByEmail(db, admin.email);
  if (!existing) {
    const id = await users.create(db, {
      username: admin.username,
      email: admin.email,
      passwordHash: await passwords.hash(admin.password),
      role: 'admin',
      verified: true,
    });
    log?.info({ email: admin.email }, 'admin account created');
    await auditLog.record(db, { actor: null, action: 'admin.create', target: { type: 'user', id, label: admin.email } });
    return 'created';
  }
  if (existing.role === 'admin' && existing.email_verified_at) return 'unchanged';
  await auditLog.record(db, { actor: null, action: 'admin.refuse', target: { type: 'user', id: existing.id, label: admin.email }, detail: 'ADMIN_EMAIL' });
  log?.warn(
    { email: admin.email, userId: existing.id },
    'ADMIN_EMAIL belongs to an existing account that is not a verified admin: it was NOT made admin. ' +
      'Run `npm run create-admin -- --take-over` to reset its password and make it admin, or set another ADMIN_EMAIL.',
  );
  return 'refused';
}

/**
 * The operator's explicit take-over of the account at the admin address (create-admin with
 * --take-over): the password becomes the one given, every session of the account ends, every
 * one-time code it has is voided, and only then is it made a verified admin. Whoever held the
 * account before keeps nothing: not the password, not a session, not a pending code.
 */
export async function takeOverAsAdmin(db: Database, admin: { email: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(admin.password);
  await db.transaction().execute(async (trx) => {
    const existing = await users.findByEmail(trx, admin.email);
    if (!existing) throw new Error(`No account has the address ${admin.email}.`);
    await users.setPassword(trx, existing.id, passwordHash, { markVerified: true });
    await sessions.endAllOf(trx, existing.id, nowIso());
    await voidCodes(trx, existing.id);
    await users.setRole(trx, existing.id, 'admin');
    await auditLog.record(trx, { actor: null, action: 'admin.takeover', target: { type: 'user', id: existing.id, label: admin.email }, detail: 'create-admin --take-over' });
  });
}
