import { data, redirect } from 'react-router';
import type { Route } from './+types/verify-email';
import { clientContext, servicesContext } from '../context';
import { pageMeta } from '../lib/meta';
import { doneAddress } from '../../modules/accounts/accounts.words';
import { VerifyForm } from '../../modules/accounts/pages/verify-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Verify Email', 'Enter the 6-digit code we emailed you to verify your account.');

/**
 * The form posted without JavaScript, or before the script loaded (modules/accounts/page.server.ts):
 * the code checked, then /login; or, from the "Resend OTP" button, a new code mailed and this page
 * again saying so.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await context.get(servicesContext).accounts.verify(request, context.get(clientContext));
  if (outcome.ok) return redirect(doneAddress(outcome.done, outcome.email));
  return data(outcome, { status: outcome.status });
}

export default function VerifyEmail({ actionData }: Route.ComponentProps) {
  return <VerifyForm refused={actionData} />;
}
