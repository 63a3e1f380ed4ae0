import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { forbidden, unauthorized } from '../../server/http/errors';
import { rateLimit } from '../../server/http/rate-limit';
import { audit, failedSignIn } from '../../server/services/audit';
import { ACCOUNT_DISABLED, startSession } from '../../server/services/sessions';
import { passwordWasRight, passwordWasWrong, reservePasswordCheck } from './login-lock.service';
import * as users from './users.repository';
import { sessionUserOf } from '../../common/session-user';
import { LOGIN_CALLS } from './login.calls';

const GENERIC = 'Incorrect email or password.';

/**
 * The handler of login (./login.calls.ts): the per-address limit before the body is read, then the
 * login lock (reserved before the password is compared, so parallel guesses cannot pass it), the
 * refusals of a disabled or unverified account (told only to someone who knows the password), and a
 * new session.
 */
export const loginHandlers = (ctx: AppContext) =>
  served(LOGIN_CALLS, {
    login: {
      onRequest: rateLimit(ctx, 'login'),
      handler: async (req) => {
        const { email, password } = req.body;
        const user = await users.findByEmail(ctx.db, email);
        // Reserved before the password is compared; an unknown address is counted and locked alike.
        const target = { type: 'user', id: user?.id ?? null, label: email };
        await reservePasswordCheck(ctx, user, email, (wait) => `Too many failed logins for this account. Please try again in ${wait}.`, () =>
          audit(ctx, req, { action: 'auth.lock', actor: null, target }),
        );
        const ok = await ctx.passwords.verify(user?.password_hash ?? null, password);
        if (!user || !ok) {
          await failedSignIn(ctx, req, target);
          if (await passwordWasWrong(ctx, user, email)) await audit(ctx, req, { action: 'auth.lock', actor: null, target });
          throw unauthorized(GENERIC);
        }
        await passwordWasRight(ctx, user.id);
        // Told only to someone who knows the password, so it reveals nothing to a guesser.
        if (user.disabled_at || !user.email_verified_at) {
          const detail = user.disabled_at ? 'the account is disabled' : 'the address is not verified';
          await audit(ctx, req, { action: 'auth.login.refused', actor: null, target, detail });
        }
        if (user.disabled_at) throw forbidden(ACCOUNT_DISABLED);
        if (!user.email_verified_at) {
          throw forbidden('Please verify your email before logging in. Check your inbox for the code, or request a new one.');
        }
        await users.recordLoginSuccess(ctx.db, user.id);
        await audit(ctx, req, { action: 'auth.login.ok', actor: { id: user.id, email: user.email } });
        const publicUser = sessionUserOf(user);
        const token = await startSession(ctx, publicUser, user.session_version);
        return { status: 'success' as const, message: 'Login successful!', token, user: publicUser };
      },
    },
  });
