import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import * as users from '../db/repositories/users';
import { hashPassword } from './passwords';

/**
 * Makes sure the configured admin exists and is verified. An existing password is never overwritten
 * (contract.md); an existing non-admin account with this e-mail is promoted.
 */
export async function ensureAdmin(
  db: Database,
  admin: { email: string; password: string; username: string },
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const existing = await users.findByEmail(db, admin.email);
  if (!existing) {
    await users.create(db, {
      username: admin.username,
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      role: 'admin',
      verified: true,
    });
    log?.info({ email: admin.email }, 'admin account created');
    return 'created';
  }
  if (existing.role !== 'admin' || !existing.email_verified_at) {
    await users.setRole(db, existing.id, 'admin');
    if (!existing.email_verified_at) await users.markVerified(db, existing.id);
    log?.info({ email: admin.email }, 'existing account made admin');
    return 'promoted';
  }
  return 'unchanged';
}
