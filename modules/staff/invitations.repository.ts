import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely';
import type { DB, Role } from '../../server/db/schema';
import type { InvitationsTable } from './staff.table';
import type { StaffRole } from '../../common/roles';

export type InvitationRow = Selectable<InvitationsTable>;

export function findById(db: Kysely<DB>, id: number) {
  return db.selectFrom('invitations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The open (neither used nor withdrawn) invitation of an address, expired or not. */
export function findOpenByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
}

/** Open invitations, newest first (at most 200: a small team's worth), expired ones included. */
export function listOpen(db: Kysely<DB>) {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

/**
 * A new invitation, replacing (withdrawing) any open one of the same address, in one transaction.
 * Two at once for one address: the partial unique index lets one in and the other fails.
 */
export async function replace(
  db: Kysely<DB>,
  v: { email: string; role: StaffRole; tokenHash: string; invitedBy: { id: number; email: string }; now: string; expiresAt: string },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await withdrawOpen(trx, v.email, v.now);
    const row = await trx
      .insertInto('invitations')
      .values({
        email: v.email.toLowerCase(),
        role: v.role,
        token_hash: v.tokenHash,
        invited_by: v.invitedBy.id,
        invited_by_email: v.invitedBy.email,
        created_at: v.now,
        expires_at: v.expiresAt,
        accepted_at: null,
        withdrawn_at: null,
        user_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

async function withdrawOpen(trx: Transaction<DB>, email: string, now: string) {
  await trx
    .updateTable('invitations')
    .set({ withdrawn_at: now })
    .where('email', '=', email.toLowerCase())
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .execute();
}

/** Withdraws an open invitation; false when it was already used or withdrawn. */
export async function withdraw(db: Kysely<DB>, id: number, now: string): Promise<boolean> {
  const r = await db
    .updateTable('invitations')
    .set({ withdrawn_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Claims the invitation for its acceptance, in the caller's transaction: one conditional UPDATE,
 * only while it is open and unexpired and its secret is the one checked, so of any number of
 * parallel acceptances exactly one gets true.
 */
export async function claim(trx: Transaction<DB>, id: number, tokenHash: string, now: string): Promise<boolean> {
  const r = await trx
    .updateTable('invitations')
    .set({ accepted_at: now })
    .where('id', '=', id)
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('expires_at', '>', now)
    .where(inviterMayStillInvite)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * True for an invitation whose sender could still send it: an enabled account that still has the
 * invited role or a higher one (an administrator for an administrator's invitation; staff or an
 * administrator for staff's). A deleted sender's row is gone, so its invitations fail this too.
 */
function inviterMayStillInvite(eb: ExpressionBuilder<DB, 'invitations'>) {
  return eb.exists(
    eb
      .selectFrom('users')
      .select('users.id')
      .whereRef('users.id', '=', 'invitations.invited_by')
      .where('users.disabled_at', 'is', null)
      .where((u) => u.or([u('users.role', '=', 'admin'), u.and([u('users.role', '=', 'staff'), u('invitations.role', '=', 'staff')])])),
  );
}

/** Whether the sender of an invitation may still invite to its role (see inviterMayStillInvite). */
export async function inviterStillEntitled(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db.selectFrom('invitations').select('id').where('id', '=', id).where(inviterMayStillInvite).executeTakeFirst();
  return row !== undefined;
}

/**
 * Withdraws, in the caller's transaction, the open invitations account `inviterId` sent that its
 * role from now on (`roleNow`; null: disabled or deleted) no longer covers, and returns them.
 */
export async function withdrawSentBy(trx: Transaction<DB>, inviterId: number, roleNow: Role | null, now: string) {
  const roles: StaffRole[] = roleNow === 'admin' ? [] : roleNow === 'staff' ? ['admin'] : ['staff', 'admin'];
  if (!roles.length) return [];
  return trx
    .updateTable('invitations')
    .set({ withdrawn_at: now })
    .where('invited_by', '=', inviterId)
    .where('role', 'in', roles)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .returning(['id', 'email', 'role', 'invited_by_email'])
    .execute();
}

export async function setUser(trx: Transaction<DB>, id: number, userId: number): Promise<void> {
  await trx.updateTable('invitations').set({ user_id: userId }).where('id', '=', id).execute();
}
