import { data, redirect } from 'react-router';
import type { Route } from './+types/forgot-password';
import { clientContext, servicesContext } from '../context';
import { pageMeta } from '../lib/meta';
import { doneAddress } from '../../modules/accounts/accounts.words';
import { ResetForm } from '../../modules/accounts/pages/password-reset-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Forgot password', 'Get a one-time code by email and choose a new password for your member account.');

/**
 * The forms posted without JavaScript, or before the script loaded (modules/accounts/page.server.ts):
 * a code asked for (then step 2 of this page, saying so), or the new password set with it (then /login).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await context.get(servicesContext).accounts.forgotPassword(request, context.get(clientContext));
  if (outcome.ok) return redirect(doneAddress(outcome.done, outcome.email));
  return data(outcome, { status: outcome.status });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return <ResetForm refused={actionData} />;
}
