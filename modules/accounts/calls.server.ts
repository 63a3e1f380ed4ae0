import type { AppContext } from '../../server/context';
import { signUpHandlers } from './sign-up.server';
import { loginHandlers } from './login.server';
import { passwordResetHandlers } from './password-reset.server';
import { myAccountHandlers } from './my-account.server';
import { sessionHandlers } from './sessions.server';
import { adminResendHandlers } from './admin-resend.server';

/**
 * What the server's own layers take from the accounts module (docs/decisions/0033-domain-modules.md):
 * its calls with their handlers, for server/routes/index.ts to mount in the scope each call's access
 * names.
 */
export const accountCalls = (ctx: AppContext) => [
  signUpHandlers(ctx),
  loginHandlers(ctx),
  passwordResetHandlers(ctx),
  myAccountHandlers(ctx),
  sessionHandlers(ctx),
  adminResendHandlers(ctx),
];

// The services the pages' own account forms (server/pages/page-auth-forms.ts) share with the calls above.
export { resendVerifyCode, signUp } from './sign-up.service';
export { verifyEmail } from './sign-up-verification.service';
export { requestPasswordReset, resetPassword } from './password-reset.service';
