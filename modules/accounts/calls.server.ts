import type { AppContext } from '../../server/context';
import { signUpHandlers } from './sign-up.server';
import { loginHandlers } from './login.server';
import { passwordResetHandlers } from './password-reset.server';
import { myAccountHandlers } from './my-account.server';
import { sessionHandlers } from './sessions.server';
import { adminResendHandlers } from './admin-resend.server';

/**
 * The accounts module's calls with their handlers (docs/decisions/0033-domain-modules.md), for
 * server/routes/index.ts to mount in the scope each call's access names. The account forms posted
 * without JavaScript are served from ./page.server.ts.
 */
export const accountCalls = (ctx: AppContext) => [
  signUpHandlers(ctx),
  loginHandlers(ctx),
  passwordResetHandlers(ctx),
  myAccountHandlers(ctx),
  sessionHandlers(ctx),
  adminResendHandlers(ctx),
];

