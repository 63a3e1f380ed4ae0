import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { DB } from '../../server/db/schema';
import { audit } from '../../server/services/audit';
import type { AppContext } from '../../server/context';
import { conflict, HttpError, notFound } from '../../server/http/errors';
import { nowIso } from '../../server/db/database';
import { refuseCommonPassword } from '../../server/services/common-passwords';
import { invitationMail } from './invitation-mail.server';
import { startSession } from '../../server/services/sessions';
import { sessionUserOf } from '../../common/session-user';
import { ROLE_NAMES, type Role, type StaffRole } from '../../common/roles';
import { ROLE_POWERS } from './staff.words';
import * as invitations from './invitations.repository';
import { users } from '../accounts/index.server';

/**
 * Invitations to join the admin area as staff or administrator (docs/decisions/0025-staff-role.md).
 * A link carries `<id>.<secret>`; only the secret's SHA-256 is stored, compared in constant time.
 * A link works once (a conditional UPDATE claims it, so of parallel acceptances exactly one wins),
 * until `INVITATION_TTL_HOURS` have passed, and not after it was withdrawn or resent.
 */

/** How the security log names an invitation. */
export const invitationTarget = (row: { id: number; email: string }) => ({ type: 'invitation', id: row.id, label: row.email });

const gone = (message: string) => new HttpError(410, message);
export const INVITATION_INVALID = 'This invitation link is not valid. Open the link from the most recent invitation e-mail, or ask for a new invitation.';
export const INVITATION_USED = 'This invitation has already been used. Log in with the e-mail address and the password chosen then.';
export const INVITATION_WITHDRAWN = 'This invitation was withdrawn or replaced by a newer one. Use the link in the most recent invitation e-mail, or ask for a new invitation.';
export const INVITATION_EXPIRED = 'This invitation has expired. Ask whoever invited you to send a new one.';
/** The sender was disabled, deleted or lost the role since: their invitations died with their rights. */
export const INVITATION_INVITER_GONE =
  'This invitation no longer works: the person who sent it can no longer invite to this role. Ask an administrator for a new invitation.';
export const ACCOUNT_EXISTS = (email: string) =>
  `${email} already has an account. Find it in the list of accounts and change its role there instead.`;
/** The invitee's address got an account of its own meanwhile (a sign-up): said to the invitee. */
const HAS_ACCOUNT = (email: string) => `${email} already has an account. Log in with it, and ask an administrator to change its role.`;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function parseToken(token: string): { id: number; secret: string } | null {
  const m = /^(\d{1,9})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  return m ? { id: Number(m[1]), secret: m[2] } : null;
}

/** Why an invitation row cannot be used now, or null when it can. */
function refusalOf(row: invitations.InvitationRow, now = nowIso()): HttpError | null {
  if (row.accepted_at) return gone(INVITATION_USED);
  if (row.withdrawn_at) return gone(INVITATION_WITHDRAWN);
  if (row.expires_at <= now) return gone(INVITATION_EXPIRED);
  return null;
}

/** The invitation a link names, when its secret matches (constant-time) and it is still open. */
export async function openInvitation(ctx: AppContext, token: string): Promise<{ row: invitations.InvitationRow; hash: string }> {
  const parsed = parseToken(token);
  const row = parsed ? await invitations.findById(ctx.db, parsed.id) : undefined;
  const hash = sha256(parsed?.secret ?? '');
  const stored = Buffer.from(row?.token_hash ?? sha256('no such invitation'), 'hex');
  const given = Buffer.from(hash, 'hex');
  if (!row || !parsed || !timingSafeEqual(stored, given)) throw notFound(INVITATION_INVALID);
  const refusal = refusalOf(row);
  if (refusal) throw refusal;
  if (!(await invitations.inviterStillEntitled(ctx.db, row.id))) throw gone(INVITATION_INVITER_GONE);
  return { row, hash };
}

/** What an open invitation's link is for; an unverified account at the address (a sign-up never finished) offers its name as a start. */
export async function checkInvitation(ctx: AppContext, token: string) {
  const { row } = await openInvitation(ctx, token);
  const account = await users.findByEmail(ctx.db, row.email);
  return { email: row.email, role: row.role, username: account?.username ?? '', expires_at: row.expires_at };
}

/** Stores a new invitation (replacing an open one of the address) and mails its link after the answer. */
export async function sendInvitation(ctx: AppContext, v: { email: string; role: StaffRole; by: { id: number; email: string } }) {
  const email = v.email.toLowerCase();
  const existing = await users.findByEmail(ctx.db, email);
  // A verified account changes role in the list; an unverified one is completed by the acceptance.
  if (existing?.email_verified_at) throw conflict(ACCOUNT_EXISTS(email));
  const secret = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ctx.config.invitationTtlHours * 3_600_000).toISOString();
  let id: number;
  try {
    id = await invitations.replace(ctx.db, { email, role: v.role, tokenHash: sha256(secret), invitedBy: v.by, now: now.toISOString(), expiresAt });
  } catch (err) {
    // Two invitations of one address at the same moment: the unique index of open invitations lets one in.
    if (await invitations.findOpenByEmail(ctx.db, email)) throw conflict(`An invitation to ${email} was sent a moment ago. Resend it from the list if needed.`);
    throw err;
  }
  const site = await ctx.siteContent.company();
  const mail = invitationMail({
    siteName: site.name,
    inviter: v.by.email,
    roleName: ROLE_NAMES[v.role],
    powers: ROLE_POWERS[v.role],
    url: `${ctx.config.publicUrl}/invitation?token=${id}.${secret}`,
    hours: ctx.config.invitationTtlHours,
  });
  ctx.background('invitation mail', () => ctx.mailer.send({ to: email, ...mail }));
  return { id, email };
}

/**
 * Accepts an invitation: the account is made (or an unverified one at the address completed) with
 * the invited role and a verified address, and the invitation is claimed, in one transaction
 * (claimAndCreate). Then the acceptance goes to the security log and the invitee is signed in:
 * returns the account, the invitation, and the session's token and user.
 */
export async function acceptInvitation(ctx: AppContext, req: FastifyRequest, v: { token: string; username: string; password: string }) {
  const { userId, invitation } = await claimAndCreate(ctx, v);
  const account = await users.findById(ctx.db, userId);
  if (!account) throw new Error('the invited account vanished right after it was made');
  const user = sessionUserOf(account);
  await audit(ctx, req, {
    action: 'invitation.accept',
    actor: { id: account.id, email: account.email },
    target: { type: 'user', id: account.id, label: account.email },
    detail: `${invitation.role}, invited by ${invitation.invited_by_email}`,
  });
  const token = await startSession(ctx, user, account.session_version);
  await users.recordLoginSuccess(ctx.db, account.id);
  return { account, invitation, token, user };
}

/** The claim of the invitation and the making (or completing) of its account, in one transaction. */
async function claimAndCreate(ctx: AppContext, v: { token: string; username: string; password: string }) {
  const { row, hash } = await openInvitation(ctx, v.token);
  const existing = await users.findByEmail(ctx.db, row.email);
  if (existing?.email_verified_at) throw await accountAlreadyThere(ctx, row);
  refuseCommonPassword(v.password);
  const passwordHash = await ctx.passwords.hash(v.password);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const now = nowIso();
      if (!(await invitations.claim(trx, row.id, hash, now))) {
        // Still open, yet not claimed: its sender lost the right to invite meanwhile (the claim checks it).
        const fresh = await invitations.findById(trx, row.id);
        throw (fresh && refusalOf(fresh, now)) ?? gone(fresh ? INVITATION_INVITER_GONE : INVITATION_USED);
      }
      const account = await users.findByEmail(trx, row.email);
      let userId: number;
      if (account) {
        if (!(await users.completeInvited(trx, account.id, { username: v.username, passwordHash, role: row.role }))) {
          throw conflict(HAS_ACCOUNT(row.email));
        }
        userId = account.id;
      } else {
        userId = await users.create(trx, { username: v.username, email: row.email, passwordHash, role: row.role, verified: true });
      }
      await invitations.setUser(trx, row.id, userId);
      return { userId, invitation: row };
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // An account of the same address committed in between: the unique index of addresses decided.
    if (await users.findByEmail(ctx.db, row.email)) throw await accountAlreadyThere(ctx, row);
    throw err;
  }
}

/**
 * The refusal when the invited address turned out to have an account. When this link was used in
 * the meantime (a second tap, or the same link opened twice), that account is its own doing: the
 * link says it was used, as it would a moment later. Otherwise the address had an account already.
 */
async function accountAlreadyThere(ctx: AppContext, row: invitations.InvitationRow): Promise<HttpError> {
  const fresh = await invitations.findById(ctx.db, row.id);
  return (fresh && refusalOf(fresh)) ?? conflict(HAS_ACCOUNT(row.email));
}

/** A new link for an open invitation (same address and role, new lifetime); the old link dies. */
export async function resendInvitation(ctx: AppContext, id: number, by: { id: number; email: string }) {
  const row = await invitations.findById(ctx.db, id);
  if (!row) throw notFound('This invitation no longer exists.');
  if (row.accepted_at) throw conflict(`${row.email} has already accepted this invitation.`);
  if (row.withdrawn_at) throw conflict('This invitation was withdrawn or replaced by a newer one. Invite the person again.');
  return sendInvitation(ctx, { email: row.email, role: row.role, by });
}

/**
 * In the transaction that disables, deletes or demotes account `userId`: withdraws the open
 * invitations it sent that its role from now on (`roleNow`, null when it can no longer sign in) does
 * not cover, so they die with its rights. Returns them, for the security log (logWithdrawnWith).
 */
export function withdrawSentBy(trx: Transaction<DB>, userId: number, roleNow: Role | null) {
  return invitations.withdrawSentBy(trx, userId, roleNow, nowIso());
}

/** One security-log entry per invitation withdrawn with its sender's rights (`why`: what happened to the sender). */
export async function logWithdrawnWith(ctx: AppContext, req: FastifyRequest, rows: Awaited<ReturnType<typeof withdrawSentBy>>, why: string) {
  for (const row of rows) {
    await audit(ctx, req, {
      action: 'invitation.withdraw.sender',
      target: invitationTarget(row),
      detail: `${row.role} invitation sent by ${row.invited_by_email}, who ${why}`,
    });
  }
}

export async function withdrawInvitation(ctx: AppContext, id: number) {
  const row = await invitations.findById(ctx.db, id);
  if (!row) throw notFound('This invitation no longer exists.');
  if (!(await invitations.withdraw(ctx.db, id, nowIso()))) {
    throw conflict(row.accepted_at ? `${row.email} has already accepted this invitation.` : 'This invitation was already withdrawn.');
  }
  return row;
}
