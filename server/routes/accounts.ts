import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { LoginSchema, ResendSchema, SignupSchema, VerifySchema } from '../../common/schemas';
import { badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized, waitText } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { ACCOUNT_DISABLED, startSession } from '../services/sessions';
import * as users from '../db/repositories/users';
import { hashPassword, verifyPassword } from '../services/passwords';
import { refuseCommonPassword } from '../services/common-passwords';
import * as oneTimeCodes from '../services/one-time-codes';
import { CODE_INVALID } from '../services/one-time-codes';
import { passwordWasRight, reservePasswordCheck } from '../services/login-lock';
import { otpMail } from '../services/mail-templates';
import { audit } from '../services/audit';

const Message = z.object({ status: z.literal('success'), message: z.string() });

/** Mails a code issued by the one-time-codes service, after the response; a mail failure is only logged. */
async function mailVerifyCode(ctx: AppContext, user: { email: string; username: string }, code: string) {
  const site = await ctx.siteContent.company();
  const mail = otpMail({
    siteName: site.name,
    username: user.username,
    code,
    minutes: ctx.config.otp.ttlMinutes,
    verifyUrl: `${ctx.config.publicUrl}/verify-email?email=${encodeURIComponent(user.email)}`,
  });
  ctx.background('otp mail', () => ctx.mailer.send({ to: user.email, ...mail }));
}

export function signupRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post('/', {
      schema: { body: SignupSchema, response: { 201: Message } },
      onRequest: rateLimit(ctx, 'signup'),
    }, async (req, reply) => {
      const { username, email, password } = req.body;
      refuseCommonPassword(password);
      const existing = await users.findByEmail(ctx.db, email);
      if (existing?.email_verified_at) {
        throw conflict('An account with this email already exists. Log in, or use Resend OTP if you have not verified it yet.');
      }
      const passwordHash = await hashPassword(password);
      let id: number;
      if (existing) {
        // Never verified, so whoever registered it proved nothing: this request's name and password
        // replace the old ones, and the new code goes to the mailbox, whose owner alone can finish.
        if (!(await users.replaceUnverified(ctx.db, existing.id, { username, passwordHash }))) {
          throw conflict('An account with this email already exists.');
        }
        id = existing.id;
      } else {
        try {
          id = await users.create(ctx.db, { username, email, passwordHash });
        } catch (e) {
          // Two sign-ups racing for one address: the unique index decides.
          if (await users.findByEmail(ctx.db, email)) throw conflict('An account with this email already exists.');
          throw e;
        }
      }
      const issued = await oneTimeCodes.issue(ctx, id, 'verify', { cooldown: 'none' });
      if (issued.ok) await mailVerifyCode(ctx, { email, username }, issued.code);
      reply.code(201);
      return { status: 'success' as const, message: 'Signup successful! Check your email for OTP.' };
    });
  };
}

export function verifyRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post('/', {
      schema: { body: VerifySchema, response: { 200: Message } },
      onRequest: rateLimit(ctx, 'verify'),
    }, async (req) => {
      const { email, otp } = req.body;
      const user = await users.findByEmail(ctx.db, email);
      // An address already verified gets the answer of an unknown one: this form does not tell them apart.
      if (!user || user.email_verified_at) throw badRequest(CODE_INVALID);
      await oneTimeCodes.check(ctx, user.id, 'verify', otp);
      await users.markVerified(ctx.db, user.id);
      return { status: 'success' as const, message: 'Email verified successfully!' };
    });
  };
}

export function resendRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post('/', {
      schema: { body: ResendSchema, response: { 200: Message } },
      onRequest: rateLimit(ctx, 'resend'),
    }, async (req) => {
      const user = await users.findByEmail(ctx.db, req.body.email);
      if (!user) throw notFound('No account was found for this email. Please sign up first.');
      if (user.email_verified_at) throw conflict('This email is already verified. Please log in.');
      const issued = await oneTimeCodes.issue(ctx, user.id, 'verify');
      if (!issued.ok) {
        const wait = issued.reason === 'cooldown' ? issued.waitSeconds : ctx.config.otp.resendSeconds;
        throw tooManyRequests(wait, `Please wait ${waitText(wait)} before requesting another code.`);
      }
      await mailVerifyCode(ctx, user, issued.code);
      return { status: 'success' as const, message: 'A new code has been sent to your email.' };
    });
  };
}

export function loginRoutes(ctx: AppContext): FastifyPluginAsync {
  const generic = 'Incorrect email or password.';
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post('/', {
      schema: {
        body: LoginSchema,
        response: {
          200: z.object({
            status: z.literal('success'),
            message: z.string(),
            token: z.string(),
            user: z.object({ id: z.number(), username: z.string(), email: z.string(), role: z.enum(['user', 'admin']) }),
          }),
        },
      },
      onRequest: rateLimit(ctx, 'login'),
    }, async (req) => {
      const { email, password } = req.body;
      const user = await users.findByEmail(ctx.db, email);
      // Reserved before the password is compared; an unknown address is counted and locked alike.
      const reserved = await reservePasswordCheck(ctx, user, email, (wait) => `Too many failed logins for this account. Please try again in ${wait}.`);
      const ok = await verifyPassword(user?.password_hash ?? null, password);
      if (!user || !ok) {
        const target = { type: 'user', id: user?.id ?? null, label: email };
        await audit(ctx, req, { action: 'auth.login.fail', actor: null, target });
        if (reserved.locks) await audit(ctx, req, { action: 'auth.lock', actor: null, target });
        throw unauthorized(generic);
      }
      await passwordWasRight(ctx, user.id);
      // Told only to someone who knows the password, so it reveals nothing to a guesser.
      if (user.disabled_at) throw forbidden(ACCOUNT_DISABLED);
      if (!user.email_verified_at) {
        throw forbidden('Please verify your email before logging in. Check your inbox for the code, or request a new one.');
      }
      await users.recordLoginSuccess(ctx.db, user.id);
      await audit(ctx, req, { action: 'auth.login.ok', actor: { id: user.id, email: user.email } });
      const publicUser = { id: user.id, username: user.username, email: user.email, role: user.role };
      const token = await startSession(ctx, publicUser, user.session_version);
      return { status: 'success' as const, message: 'Login successful!', token, user: publicUser };
    });
  };
}

