import { data, redirect } from 'react-router';
import type { Route } from './+types/signup';
import { clientContext, servicesContext } from '../context';
import { pageMeta } from '../lib/meta';
import { doneAddress } from '../../modules/accounts/accounts.words';
import { SignupForm } from '../../modules/accounts/pages/signup-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Sign Up', 'Create a free member account to browse our BSc, MSc and PhD project topics.');

/**
 * The form posted without JavaScript, or before the script loaded (modules/accounts/page.server.ts):
 * on success, the code page, as the script-driven form goes there.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await context.get(servicesContext).accounts.signup(request, context.get(clientContext));
  if (outcome.ok) return redirect(doneAddress(outcome.done, outcome.email));
  return data(outcome, { status: outcome.status });
}

export default function Signup({ actionData }: Route.ComponentProps) {
  return <SignupForm refused={actionData} />;
}
