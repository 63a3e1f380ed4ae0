import { messages } from '../../common/messages';

/**
 * What the server answers the account forms (sign-up, verification, a new code, forgotten
 * password), shared by the API, the pages' own actions and the pages that show the outcome after
 * a form posted without JavaScript. The texts a visitor reads in the JavaScript flow are in
 * common/messages.ts; these are the server's own sentences.
 */

export const VERIFIED = 'Email verified successfully!';

/**
 * The 401 of a session that ended because it was not used for a while (server/services/sessions.ts);
 * the browser reads it to tell the login page why the visitor was signed out.
 */
export const SESSION_IDLE = 'Your session has ended because it was not used for a while. Please log in again.';
/** The one answer to every well-formed request, whether or not the address has an account waiting. */
export const CODE_RESENT = 'If this email is waiting for verification, a new code has been sent to it.';

/**
 * Verification when more than one sign-up is waiting for the address (a 409, told only to someone
 * who typed a right code): the password chosen at sign-up says which sign-up the visitor's is.
 */
export const VERIFY_PASSWORD_NEEDED =
  'More than one sign-up is waiting for this email. To show which one is yours, also enter the password you chose when you signed up.';
/** The code is right, but it was mailed for another sign-up than the one with this password: nothing is activated. */
export const VERIFY_PASSWORD_MISMATCH =
  'This code and this password do not belong to the same sign-up, so nothing was activated. Press Resend OTP for a code for the latest sign-up with this email; if that is not yours, sign up again and use the code we send after it.';

/** The one answer to every well-formed request, whether or not the address has an account. */
export const RESET_REQUESTED =
  'If an account exists for this email, we have sent a 6-digit code to it. Enter the code below with your new password.';
/** The one refusal of step 2: it never tells an unknown address from a wrong or used code. */
export const RESET_INVALID = 'This code is not valid or has expired. Check the 6 digits, or request a new code.';
export const RESET_DONE = 'Your password has been changed and every earlier sign-in has ended. You can now log in with it.';

/**
 * Under the password field of a form posted without JavaScript and refused: a page never sends a
 * password back, so the field comes back empty and the visitor is told why.
 */
export const PASSWORD_AGAIN = 'For your safety we do not send your password back to the page. Please type it again.';

/**
 * The `done` query parameter of the page an account form posted without JavaScript leads to, and
 * what that page says. Only these values mean anything; any other is ignored.
 */
export const DONE_TEXTS = {
  /** /verify-email after a sign-up. */
  signup: messages.signupSuccess,
  /** /verify-email after a new code was asked for. */
  resent: CODE_RESENT,
  /** /login after the address was verified. */
  verified: `${VERIFIED} You can now log in with your email and password.`,
  /** /forgot-password (step 2) after a code was asked for. */
  code: RESET_REQUESTED,
  /** /login after a new password was set. */
  reset: RESET_DONE,
} as const;

export type DoneKey = keyof typeof DONE_TEXTS;

/** The text for a `done` parameter, if it is one of those the page shows (`shown`). */
export function doneText(value: string | null | undefined, shown: readonly DoneKey[]): string | undefined {
  return shown.find((key) => key === value) && DONE_TEXTS[value as DoneKey];
}

/** Where each accepted account form leads. */
const DONE_PAGES: Record<DoneKey, string> = {
  signup: '/verify-email',
  resent: '/verify-email',
  verified: '/login',
  code: '/forgot-password',
  reset: '/login',
};

/** The page an account form posted without JavaScript leads to once accepted, with the address filled in. */
export function doneAddress(done: DoneKey, email: string): string {
  return `${DONE_PAGES[done]}?${new URLSearchParams({ email, done }).toString()}`;
}
