import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { conflict, notFound } from '../../server/http/errors';
import { userOf } from '../../server/http/scopes';
import { audit } from '../../server/services/audit';
import { users, voidCodes } from '../accounts/index.server';
import { actionsOf } from '../../common/audit';
import { ROLE_NAMES } from '../../common/roles';
import * as securityLog from './security-log.repository';
import { logWithdrawnWith, withdrawSentBy } from './invitations.service';
import { USER_ADMIN_CALLS } from './users.calls';

export const PER_PAGE = 20;

const userTarget = (row: { id: number; email: string }) => ({ type: 'user', id: row.id, label: row.email });

/** The refusal to give the admin area to an account whose address was never proven. */
export const UNVERIFIED =
  'Only an account with a verified e-mail address can be staff or an administrator. Send a new verification code first, or invite the person instead.';

/** The refusal of any change that would leave the site without an active administrator. */
const LAST_ADMIN = 'This is the last administrator. Make another account an administrator first.';

/**
 * User administration, one handler per call of ./users.calls.ts (all of them administrators').
 * Every change is written to the security log. Guards: only verified accounts become staff or
 * administrators; never the last verified, active administrator demoted, disabled or deleted;
 * never your own rights removed without `confirmSelf`; never yourself disabled or deleted here
 * (My account has its own deletion).
 */
export function userHandlers(ctx: AppContext) {
  const target = async (id: number) => {
    const row = await users.findById(ctx.db, id);
    if (!row) throw notFound('This account no longer exists.');
    return row;
  };

  return served(USER_ADMIN_CALLS, {
    users: async (req) => {
      const { rows, total, page, pages } = await users.search(ctx.db, req.query.q, req.query.page, PER_PAGE);
      return {
        status: 'success' as const,
        users: rows.map((r) => ({
          id: r.id,
          username: r.username,
          email: r.email,
          role: r.role,
          verified: r.email_verified_at !== null,
          disabled: r.disabled_at !== null,
          created_at: r.created_at,
          last_login_at: r.last_login_at,
        })),
        total,
        page,
        pages,
      };
    },

    // The user-administration part of the security log, as the Users screen shows it.
    usersLog: async (req) => {
      const r = await securityLog.list(ctx.db, { actions: actionsOf('users') }, req.query.page, PER_PAGE);
      const entries = r.entries.map((e) => ({ ...e, target_email: e.target_label }));
      return { status: 'success' as const, entries, page: r.page, pages: r.pages };
    },

    setRole: async (req) => {
      const me = userOf(req);
      const row = await target(req.body.id);
      const { role } = req.body;
      if (row.role === role) return { status: 'success' as const, message: `${row.username} is already ${ROLE_NAMES[role]}.` };
      // Staff and administrators reach the admin area: their address must be proven first.
      if (role !== 'user' && !row.email_verified_at) throw conflict(UNVERIFIED);
      // Any move away from admin (the row read a moment ago may be stale) is checked in one transaction;
      // the invitations the account sent to a role it loses are withdrawn in it.
      let withdrawn: Awaited<ReturnType<typeof withdrawSentBy>> = [];
      if (role !== 'admin') {
        const demoted = await users.changeUnlessLastAdmin(ctx.db, row.id, async (trx) => {
          if (row.id === me.id && !req.body.confirmSelf) {
            throw conflict('You are about to remove your own administrator rights. Confirm to go on.');
          }
          await users.setRole(trx, row.id, role);
          withdrawn = await withdrawSentBy(trx, row.id, role);
        });
        if (!demoted) throw conflict(LAST_ADMIN);
      } else {
        await users.setRole(ctx.db, row.id, role);
      }
      const action = role === 'admin' ? 'role.promote' : role === 'staff' ? 'role.staff' : 'role.demote';
      await audit(ctx, req, { action, target: userTarget(row), detail: `${row.role} → ${role}` });
      await logWithdrawnWith(ctx, req, withdrawn, `is now ${ROLE_NAMES[role]}`);
      return { status: 'success' as const, message: `${row.username} is now ${ROLE_NAMES[role]}.` };
    },

    setDisabled: async (req) => {
      const me = userOf(req);
      const row = await target(req.body.id);
      if (req.body.disabled) {
        if (row.id === me.id) throw conflict('You cannot disable your own account.');
        if (row.disabled_at) return { status: 'success' as const, message: `${row.username} is already disabled.` };
        // Sessions end at once, on every instance (the session version goes up), open codes die, and so
        // do the invitations the account sent.
        let withdrawn: Awaited<ReturnType<typeof withdrawSentBy>> = [];
        const disabled = await users.changeUnlessLastAdmin(ctx.db, row.id, async (trx) => {
          await users.setDisabled(trx, row.id, true);
          await users.endSessions(trx, row.id);
          await voidCodes(trx, row.id);
          withdrawn = await withdrawSentBy(trx, row.id, null);
        });
        if (!disabled) throw conflict(LAST_ADMIN);
        await audit(ctx, req, { action: 'account.disable', target: userTarget(row) });
        await logWithdrawnWith(ctx, req, withdrawn, 'was disabled');
        return { status: 'success' as const, message: `${row.username} is disabled and has been logged out everywhere.` };
      }
      if (!row.disabled_at) return { status: 'success' as const, message: `${row.username} is already active.` };
      await users.setDisabled(ctx.db, row.id, false);
      await audit(ctx, req, { action: 'account.enable', target: userTarget(row) });
      return { status: 'success' as const, message: `${row.username} can log in again.` };
    },

    deleteUser: async (req) => {
      const me = userOf(req);
      const row = await target(req.query.id);
      if (row.id === me.id) throw conflict('You cannot delete your own account here. Use My account instead.');
      let withdrawn: Awaited<ReturnType<typeof withdrawSentBy>> = [];
      const deleted = await users.changeUnlessLastAdmin(ctx.db, row.id, async (trx) => {
        withdrawn = await withdrawSentBy(trx, row.id, null);
        await users.removeAccountIn(trx, row.id);
      });
      if (!deleted) throw conflict(LAST_ADMIN);
      await audit(ctx, req, { action: 'account.delete', target: userTarget(row) });
      await logWithdrawnWith(ctx, req, withdrawn, 'was deleted');
      ctx.contentChanged();
      return { status: 'success' as const, message: `The account of ${row.username} has been deleted. Their reviews stay as "Anonymous".` };
    },
  });
}
