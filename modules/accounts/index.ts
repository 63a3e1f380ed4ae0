/**
 * The accounts module's screens (docs/decisions/0033-domain-modules.md), for the thin route files of
 * app/routes/: the login, sign-up, verification and "forgot password" forms in their shared frame,
 * and My account. Browser code: no server file is reachable from here.
 */
export { AsideArt, AuthShell } from './sign-in/auth-shell';
export { LoginForm } from './sign-in/login-form';
export { SignupForm } from './sign-in/signup-form';
export { VerifyForm } from './sign-in/verify-form';
export { ResetForm } from './sign-in/reset-form';
export { AccountPanel } from './my-account/account-panel';
export { AccountAside } from './my-account/aside';
export { failure, type Account } from './my-account/account';
