import type { Route } from './+types/verify-email';
import { pageMeta } from '../lib/meta';
import { VerifyForm } from '../features/auth/verify-form';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Verify Email', 'Enter the 6-digit code we emailed you to verify your account.');

/** A post that arrives here was sent before the script loaded (see login.tsx). */
export function action() {
  return { notLoaded: true };
}

export default function VerifyEmail({ actionData }: Route.ComponentProps) {
  return <VerifyForm notLoaded={!!actionData} />;
}
