import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { conflict, notFound, tooManyRequests, waitText } from '../../server/http/errors';
import { audit } from '../../server/services/audit';
import { otpMail } from './account-mails.server';
import * as users from './users.repository';
import { newest as newestSignup } from './signups.repository';
import { issue as issueCode } from './one-time-codes.service';
import { ADMIN_RESEND_CALLS } from './admin-resend.calls';

/**
 * The administrators' "Resend code" (./admin-resend.calls.ts): a new code for the account's newest
 * sign-up, as the visitor's own Resend gives (./sign-up.server.ts), with the same cooldown; logged in
 * the security log.
 */
export function adminResendHandlers(ctx: AppContext) {
  return served(ADMIN_RESEND_CALLS, {
    resendVerification: async (req) => {
      const row = await users.findById(ctx.db, req.body.id);
      if (!row) throw notFound('This account no longer exists.');
      if (row.email_verified_at) throw conflict(`${row.email} is already verified.`);
      if (row.disabled_at) throw conflict('This account is disabled. Re-enable it first.');
      const signup = await newestSignup(ctx.db, row.id);
      if (!signup) throw conflict(`No sign-up is waiting for verification at ${row.email}.`);
      const issued = await issueCode(ctx, row.id, 'verify', { signupId: signup.id });
      if (!issued.ok) {
        const wait = issued.reason === 'cooldown' ? issued.waitSeconds : ctx.config.otp.resendSeconds;
        throw tooManyRequests(wait, `A code was sent moments ago. Please wait ${waitText(wait)} before sending another.`);
      }
      const site = await ctx.siteContent.company();
      const mail = otpMail({
        siteName: site.name,
        code: issued.code,
        minutes: ctx.config.otp.ttlMinutes,
        verifyUrl: `${ctx.config.publicUrl}/verify-email?email=${encodeURIComponent(row.email)}`,
      });
      ctx.background('otp mail (admin resend)', () => ctx.mailer.send({ to: row.email, ...mail }));
      await audit(ctx, req, { action: 'verification.resend', target: { type: 'user', id: row.id, label: row.email } });
      return { status: 'success' as const, message: `A new verification code has been sent to ${row.email}.` };
    },
  });
}
