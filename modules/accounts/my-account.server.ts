import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { badRequest, conflict, tooManyRequests, waitText } from '../../server/http/errors';
import { rateLimit } from '../../server/http/rate-limit';
import { accountOf, sessionOf } from '../../server/http/scopes';
import { renewToken } from '../../server/services/sessions';
import * as users from './users.repository';
import { messagesOfUser } from '../leads/index.server';
import { reviewsOfUser } from '../reviews/index.server';
import { deliveriesForExport } from '../deliveries/index.server';
import { refuseCommonPassword } from '../../server/services/common-passwords';
import * as oneTimeCodes from './one-time-codes.service';
import { CODE_INVALID } from './one-time-codes.service';
import { confirmCurrentPassword } from './login-lock.service';
import { logWithdrawnWith, withdrawSentBy } from '../staff/calls.server';
import { audit } from '../../server/services/audit';
import { emailChangeCodeMail } from './account-mails.server';
import { accountNoticeMail } from './account-notice-mail.server';
import { sessionUserOf } from '../../common/session-user';
import { MY_ACCOUNT_CALLS } from './my-account.calls';

/** The account as the security log names it. */
const accountTarget = (row: { id: number; email: string }) => ({ type: 'user', id: row.id, label: row.email });

/** The account as its owner reads it (My account, and the data download). */
const ownAccount = (row: users.UserRow) => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  created_at: row.created_at,
  email_verified_at: row.email_verified_at,
  last_login_at: row.last_login_at,
});

const EMAIL_TAKEN = 'Another account already uses this email address.';

/** The current password checked before a change; a lock it sets goes to the security log. */
function confirmPassword(ctx: AppContext, req: FastifyRequest, row: users.UserRow, password: string): Promise<void> {
  return confirmCurrentPassword(ctx, row, password, () => audit(ctx, req, { action: 'auth.lock', actor: null, target: accountTarget(row) }));
}

function notice(ctx: AppContext, to: string, username: string, title: string, paragraphs: string[]) {
  ctx.background(`account notice: ${title}`, async () => {
    const site = await ctx.siteContent.company();
    const mail = accountNoticeMail({ siteName: site.name, username, title, paragraphs, contact: ctx.config.contactInbox ?? site.email });
    await ctx.mailer.send({ to, ...mail });
  });
}

/** The handlers of "My account" (./my-account.calls.ts): every call is the logged-in member's own, checked on the server. */
export const myAccountHandlers = (ctx: AppContext) =>
  served(MY_ACCOUNT_CALLS, {
    account: async (req) => ({ status: 'success' as const, account: ownAccount(accountOf(req)) }),

    changePassword: {
      onRequest: rateLimit(ctx, 'account'),
      handler: async (req) => {
        const row = accountOf(req);
        await confirmPassword(ctx, req, row, req.body.currentPassword);
        if (req.body.currentPassword === req.body.newPassword) {
          throw badRequest('The new password must be different from the current one.');
        }
        refuseCommonPassword(req.body.newPassword);
        const version = await users.setPassword(ctx.db, row.id, await ctx.passwords.hash(req.body.newPassword));
        await audit(ctx, req, { action: 'account.password.change', target: accountTarget(row) });
        const user = sessionUserOf(row);
        notice(ctx, row.email, row.username, 'Your password was changed', [
          'The password of your account was just changed from the My account page.',
          'Every other device that was signed in has been signed out.',
        ]);
        return {
          status: 'success' as const,
          message: 'Your password has been changed. You stay logged in here; every other device has been logged out.',
          // The session that made the change goes on with a token of the new version.
          token: await renewToken(ctx, sessionOf(req), user, version),
          user,
        };
      },
    },

    changeEmail: {
      onRequest: rateLimit(ctx, 'account'),
      handler: async (req) => {
        const row = accountOf(req);
        await confirmPassword(ctx, req, row, req.body.password);
        const newEmail = req.body.newEmail;
        if (newEmail === row.email) throw badRequest('This is already the email address of your account.');
        if (await users.findByEmail(ctx.db, newEmail)) throw conflict(EMAIL_TAKEN);
        const issued = await oneTimeCodes.issue(ctx, row.id, 'email', { cooldown: 'whileUnused', newEmail });
        if (!issued.ok) {
          const wait = issued.reason === 'cooldown' ? issued.waitSeconds : ctx.config.otp.resendSeconds;
          throw tooManyRequests(wait, `Please wait ${waitText(wait)} before requesting another code.`);
        }
        const site = await ctx.siteContent.company();
        const mail = emailChangeCodeMail({
          siteName: site.name,
          code: issued.code,
          minutes: ctx.config.otp.ttlMinutes,
          accountUrl: `${ctx.config.publicUrl}/account`,
        });
        ctx.background('email change code', () => ctx.mailer.send({ to: newEmail, ...mail }));
        return { status: 'success' as const, message: `We have sent a 6-digit code to ${newEmail}. Enter it below to confirm the change.` };
      },
    },

    confirmEmail: {
      onRequest: rateLimit(ctx, 'verify'),
      handler: async (req) => {
        const row = accountOf(req);
        const code = await oneTimeCodes.check(ctx, row.id, 'email', req.body.otp);
        if (!code.new_email) throw badRequest(CODE_INVALID);
        const newEmail = code.new_email;
        try {
          if (await users.findByEmail(ctx.db, newEmail)) throw conflict(EMAIL_TAKEN);
          await users.setEmail(ctx.db, row.id, newEmail);
        } catch (e) {
          // Taken in the meantime: the unique index decides.
          if (await users.findByEmail(ctx.db, newEmail)) throw conflict(EMAIL_TAKEN);
          throw e;
        }
        await audit(ctx, req, { action: 'account.email.change', target: accountTarget(row), detail: `${row.email} → ${newEmail}` });
        notice(ctx, row.email, row.username, 'Your email address was changed', [
          `The email address of your account was changed to ${newEmail}. This address will no longer receive mail about the account.`,
        ]);
        const user = sessionUserOf({ ...row, email: newEmail });
        return {
          status: 'success' as const,
          message: `Your email address is now ${newEmail}. Use it to log in from now on.`,
          // Same session version: other sessions stay, this one gets a token with the new address.
          token: await renewToken(ctx, sessionOf(req), user, row.session_version),
          user,
        };
      },
    },

    logoutAll: async (req) => {
      const row = accountOf(req);
      await users.endSessions(ctx.db, row.id);
      await audit(ctx, req, { action: 'account.logout.all', target: accountTarget(row) });
      return { status: 'success' as const, message: 'You have been logged out on every device, this one included.' };
    },

    exportAccount: async (req, reply) => {
      const row = accountOf(req);
      const [reviews, messages, deliveries] = await Promise.all([reviewsOfUser(ctx.db, row.id), messagesOfUser(ctx.db, row.id), deliveriesForExport(ctx, row.id)]);
      const day = new Date().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="my-data-${day}.json"`);
      reply.type('application/json; charset=utf-8');
      const site = await ctx.siteContent.company();
      return { exported_at: new Date().toISOString(), site: site.name, account: ownAccount(row), reviews, contact_messages: messages, deliveries };
    },

    deleteAccount: {
      onRequest: rateLimit(ctx, 'account'),
      handler: async (req) => {
        const row = accountOf(req);
        await confirmPassword(ctx, req, row, req.body.password);
        let withdrawn: Awaited<ReturnType<typeof withdrawSentBy>> = [];
        const deleted = await users.changeUnlessLastAdmin(ctx.db, row.id, async (trx) => {
          withdrawn = await withdrawSentBy(trx, row.id, null);
          await users.removeAccountIn(trx, row.id, { eraseMessages: true });
        });
        if (!deleted) throw conflict('You are the only administrator. Make another account an administrator before deleting yours.');
        await audit(ctx, req, { action: 'account.self.delete', target: accountTarget(row) });
        await logWithdrawnWith(ctx, req, withdrawn, 'deleted their own account');
        ctx.contentChanged();
        notice(ctx, row.email, row.username, 'Your account was deleted', [
          'Your member account and the messages you sent us while logged in have been deleted.',
          'Reviews you wrote while logged in stay on the site without your name, shown as "Anonymous".',
        ]);
        return { status: 'success' as const, message: 'Your account has been deleted.' };
      },
    },
  });
