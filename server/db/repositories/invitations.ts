import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, InvitationsTable } from '../schema';

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
  v: { email: string; role: 'staff' | 'admin'; tokenHash: string; invitedBy: { id: number; email: string }; now: string; expiresAt: string },
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
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function setUser(trx: Transaction<DB>, id: number, userId: number): Promise<void> {
  await trx.updateTable('invitations').set({ user_id: userId }).where('id', '=', id).execute();
}
