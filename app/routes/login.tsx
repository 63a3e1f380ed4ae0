import type { Route } from './+types/login';
import { pageMeta } from '../lib/meta';
import { LoginForm } from '../../modules/accounts/pages/login-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Login', 'Log in to your member account to browse our BSc, MSc and PhD project topics.');

/** A post that arrives here was sent before the script loaded; logging in needs it (the token lives in local storage). */
export function action() {
  return { notLoaded: true };
}

export default function Login({ actionData }: Route.ComponentProps) {
  return <LoginForm notLoaded={!!actionData} />;
}
