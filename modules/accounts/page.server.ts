import type { z } from 'zod';
import type { AppContext } from '../../server/context';
import { ForgotPasswordSchema, ResendSchema, ResetPasswordFormSchema, SignupFormSchema, VerifySchema } from '../../common/schemas';
import { fieldErrors, textValues, type FormRefusal } from '../../common/form-result';
import { PASSWORD_AGAIN, type DoneKey } from './accounts.words';
import { messages } from '../../common/messages';
import { HttpError } from '../../server/http/errors';
import type { LimitName } from '../../server/http/rate-limit';
import { limitFormPost } from '../../server/services/form-guard';
import { auditFrom } from '../../server/services/audit';
import { FORM_UNREADABLE, readForm, type PageClient } from '../../server/pages/page-kit';
import { resendVerifyCode, signUp } from './sign-up.service';
import { verifyEmail } from './sign-up-verification.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';

/** An account form accepted: what was done (the next page says so) and for which address. */
export type AuthFormOutcome = { ok: true; done: DoneKey; email: string } | FormRefusal;

/** Never sent back in a page. */
const PASSWORDS = ['password', 'confirmPassword'];

/** The refusals of the account services a visitor can act on; anything else is a failure of ours. */
const TOLD = new Set([400, 404, 409, 429]);

interface Step<S extends z.ZodType<{ email: string }>> {
  schema: S;
  /** The API's per-address limit for the same request, whose counter the page's post shares. */
  limit: LimitName;
  done: DoneKey;
  /** The form has password fields, which come back empty after a refusal. */
  passwords: boolean;
  run: (input: z.output<S>, client: PageClient) => Promise<void>;
}

/**
 * The accounts module's page side (docs/decisions/0033-domain-modules.md): the page actions of the
 * account forms (sign-up, verification and a new code, both steps of a forgotten password) for
 * visitors whose browser runs no JavaScript, or has not run it yet, gathered with the other domains'
 * in server/pages/page-services.ts. They check the schema the API checks, count against the API's
 * own per-address limits and call the same services (./sign-up.service.ts and
 * ./password-reset.service.ts), so a page post can do exactly what an API call can. These forms have
 * no captcha, so there is nothing to replace with the trap and stamp of the contact form. A refusal
 * comes back with the message per field and the values as typed, passwords left out.
 */
export function accountPages(ctx: AppContext) {
  async function handle<S extends z.ZodType<{ email: string }>>(form: FormData, client: PageClient, step: Step<S>): Promise<AuthFormOutcome> {
    const values = textValues(form, PASSWORDS);
    const refuse = (status: FormRefusal['status'], message?: string, errors: Record<string, string> = {}): FormRefusal => ({
      ok: false,
      status,
      errors: step.passwords ? { ...errors, password: errors.password ?? PASSWORD_AGAIN } : errors,
      values,
      ...(message ? { message } : {}),
    });
    const parsed = step.schema.safeParse(textValues(form));
    if (!parsed.success) return refuse(400, undefined, fieldErrors(parsed.error));
    const limited = await limitFormPost(ctx, client.ip, step.limit);
    if (limited) return refuse(limited.status, limited.message);
    try {
      await step.run(parsed.data, client);
    } catch (e) {
      if (!(e instanceof HttpError) || !TOLD.has(e.statusCode)) throw e;
      const status = e.statusCode as FormRefusal['status'];
      // The server's list decides; its answer belongs under the password field, as the script-driven form shows it.
      if (e.message === messages.passwordTooCommon) return refuse(status, undefined, { password: e.message });
      return refuse(status, e.message);
    }
    return { ok: true, done: step.done, email: parsed.data.email };
  }

  type Runner = (form: FormData, client: PageClient) => Promise<AuthFormOutcome>;
  const runner =
    <S extends z.ZodType<{ email: string }>>(step: Step<S>): Runner =>
    (form, client) =>
      handle(form, client, step);

  const signupStep = runner<typeof SignupFormSchema>({
    schema: SignupFormSchema,
    limit: 'signup',
    done: 'signup',
    passwords: true,
    run: async ({ username, email, password }, client) => {
      await signUp(ctx, { username, email, password });
      void ctx.insights.formLead(client, 'signup', '/signup');
    },
  });
  const verifyStep = runner<typeof VerifySchema>({
    schema: VerifySchema,
    limit: 'verify',
    done: 'verified',
    passwords: false,
    run: (input) => verifyEmail(ctx, input),
  });
  const resendStep = runner<typeof ResendSchema>({
    schema: ResendSchema,
    limit: 'resend',
    done: 'resent',
    passwords: false,
    run: ({ email }) => resendVerifyCode(ctx, email),
  });
  const codeStep = runner<typeof ForgotPasswordSchema>({
    schema: ForgotPasswordSchema,
    limit: 'reset',
    done: 'code',
    passwords: false,
    run: ({ email }) => requestPasswordReset(ctx, email),
  });
  const resetStep = runner<typeof ResetPasswordFormSchema>({
    schema: ResetPasswordFormSchema,
    // The API's reset route counts against the code-checking limit: each post compares a code.
    limit: 'verify',
    done: 'reset',
    passwords: true,
    run: async ({ email, otp, password }, client) => {
      const user = await resetPassword(ctx, { email, otp, password });
      await auditFrom(ctx, client.ip, { action: 'account.password.reset', target: { type: 'user', id: user.id, label: user.email } });
    },
  });

  /** Reads the form and runs the step its pressed button (`intent`) names. */
  async function page(request: Request, client: PageClient, pick: (intent: string) => Runner) {
    const form = await readForm(request);
    if (!form) return { ok: false, status: 400, errors: {}, values: {}, message: FORM_UNREADABLE } satisfies FormRefusal;
    const intent = form.get('intent');
    return pick(typeof intent === 'string' ? intent : '')(form, client);
  }

  return {
    /** /signup: the account is created (or an unverified one taken over) and a code mailed. */
    signup: (request: Request, client: PageClient) => page(request, client, () => signupStep),
    /** /verify-email: the code checked, or (the "Resend OTP" button) a new code mailed. */
    verify: (request: Request, client: PageClient) =>
      page(request, client, (intent) => (intent === 'resend' ? resendStep : verifyStep)),
    /** /forgot-password: a code asked for (step 1, or "Send a new code"), or the new password set with it. */
    forgotPassword: (request: Request, client: PageClient) =>
      page(request, client, (intent) => (intent === 'reset' ? resetStep : codeStep)),
  };
}
