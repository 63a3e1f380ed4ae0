import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { LoginSchema, ResendSchema, SignupSchema, VerifySchema } from '../../common/schemas';
import { badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized, waitText } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { ACCOUNT_DISABLED, startSession } from '../services/sessions';
import * as users from '../db/repositories/users';
import * as codes from '../db/repositories/email-codes';
import { hashPassword, verifyPassword } from '../services/passwords';
import { refuseCommonPassword } from '../services/common-passwords';
import { codeMatches, generateCode, hashCode } from '../services/otp';
import { otpMail } from '../services/mail-templates';
import { audit } from '../services/audit';

const Message = z.object({ status: z.literal('success'), message: z.string() });

/** Creates a fresh code for the user and mails it after the response; a mail failure is only logged. */
async function issueCode(ctx: AppContext, user: { id: number; email: string; username: string }) {
  const code = generateCode();
  await codes.replace(ctx.db, user.id, hashCode(ctx.config.jwtSecret, user.id, code), ctx.config.otp.ttlMinutes);
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
      if (await users.findByEmail(ctx.db, email)) {
        throw conflict('An account with this email already exists. Log in, or use Resend OTP if you have not verified it yet.');
      }
      const passwordHash = await hashPassword(password);
      let id: number;
      try {
        id = await users.create(ctx.db, { username, email, passwordHash });
      } catch (e) {
        // Two sign-ups racing for one address: the unique index decides.
        if (await users.findByEmail(ctx.db, email)) throw conflict('An account with this email already exists.');
        throw e;
      }
      await issueCode(ctx, { id, email, username });
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
      const invalid = 'This code is not valid or has expired. Please request a new one.';
      const user = await users.findByEmail(ctx.db, email);
      if (!user) throw badRequest(invalid);
      if (user.email_verified_at) return { status: 'success' as const, message: 'Your email is already verified. You can log in.' };
      const code = await codes.latest(ctx.db, user.id);
      if (!code || code.used_at || code.expires_at <= new Date().toISOString()) throw badRequest(invalid);
      if (code.attempts >= ctx.config.otp.maxAttempts) throw badRequest(invalid);
      if (!codeMatches(ctx.config.jwtSecret, user.id, otp, code.code_hash)) {
        const attempts = await codes.countAttempt(ctx.db, code.id);
        const left = ctx.config.otp.maxAttempts - attempts;
        if (left <= 0) {
          await codes.markUsed(ctx.db, code.id);
          throw badRequest('Too many wrong codes. This code is no longer valid; please request a new one.');
        }
        throw badRequest(`The code is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
      }
      if (!(await codes.markUsed(ctx.db, code.id))) throw badRequest(invalid);
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
      const last = await codes.latest(ctx.db, user.id);
      if (last) {
        const elapsed = (Date.now() - Date.parse(last.created_at)) / 1000;
        const wait = ctx.config.otp.resendSeconds - elapsed;
        if (wait > 0) {
          throw tooManyRequests(wait, `Please wait ${waitText(wait)} before requesting another code.`);
        }
      }
      await issueCode(ctx, user);
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
      if (user?.locked_until && user.locked_until > new Date().toISOString()) {
        const wait = (Date.parse(user.locked_until) - Date.now()) / 1000;
        throw tooManyRequests(wait, `Too many failed logins for this account. Please try again in ${waitText(wait)}.`);
      }
      const ok = await verifyPassword(user?.password_hash ?? null, password);
      if (!user || !ok) {
        const locked = user ? await users.recordLoginFailure(ctx.db, user.id, ctx.config.login.maxFailures, ctx.config.login.lockMinutes) : false;
        const target = { type: 'user', id: user?.id ?? null, label: email };
        await audit(ctx, req, { action: 'auth.login.fail', actor: null, target });
        if (locked) await audit(ctx, req, { action: 'auth.lock', actor: null, target });
        throw unauthorized(generic);
      }
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

