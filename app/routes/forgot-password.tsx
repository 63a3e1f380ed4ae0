import type { Route } from './+types/forgot-password';
import { pageMeta } from '../lib/meta';
import { ResetForm } from '../features/auth/reset-form';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Forgot password', 'Get a one-time code by email and choose a new password for your member account.');

/** A post that arrives here was sent before the script loaded (see login.tsx). */
export function action() {
  return { notLoaded: true };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return <ResetForm notLoaded={!!actionData} />;
}
