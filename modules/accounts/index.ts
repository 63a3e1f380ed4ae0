/**
 * What other screens use of the accounts module (docs/decisions/0033-domain-modules.md): the frame of
 * the account forms (the staff invitation's form shares it), and the read and refusal line of My
 * account's panels (the member's topic requests share them). Each page has an entry of its own, ./pages/*-page.tsx,
 * which its thin route file in app/routes/ imports, so a page loads its own form and not the others'.
 * Browser code: no server file is reachable from here.
 */
export { AsideArt, AuthShell } from './sign-in/auth-shell';
export { failure, useMemberRead, type Account } from './my-account/account';
