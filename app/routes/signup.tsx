import type { Route } from './+types/signup';
import { pageMeta } from '../lib/meta';
import { SignupForm } from '../features/auth/signup-form';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Sign Up', 'Create a free member account to browse our BSc, MSc and PhD project topics.');

/** A post that arrives here was sent before the script loaded (see login.tsx). */
export function action() {
  return { notLoaded: true };
}

export default function Signup({ actionData }: Route.ComponentProps) {
  return <SignupForm notLoaded={!!actionData} />;
}
