import type { FormRefusal } from '../../../common/form-result';
import { VERIFY_PASSWORD_MISMATCH, VERIFY_PASSWORD_NEEDED } from '../accounts.words';
import { PasswordField } from '../../../app/components/form/account-fields';

/**
 * The Verify Email form's second field, shown only once the server asked for it: while more than
 * one sign-up waits for the address, a right code must come with the password chosen in the same
 * sign-up (modules/accounts/sign-up-verification.service.ts). The server says so with a 409 and
 * VERIFY_PASSWORD_NEEDED, or VERIFY_PASSWORD_MISMATCH for a password of another sign-up.
 */

/** The form field that tells a page posted without JavaScript that the password field was on it. */
export const ASKED_FIELD = 'passwordAsked';

/** The server's answer asks for the password (or refused the one typed with the code). */
export function asksForPassword(status: number, message: string | undefined): boolean {
  return status === 409 || message === VERIFY_PASSWORD_NEEDED || message === VERIFY_PASSWORD_MISMATCH;
}

/** A refusal of the page's own action that leaves the password field on the page. */
export function refusalAsksForPassword(refused: FormRefusal | undefined): boolean {
  if (!refused) return false;
  return refused.values[ASKED_FIELD] === '1' || asksForPassword(refused.status, refused.message);
}

export function SignupPasswordField({ disabled, error }: { disabled: boolean; error?: string }) {
  return (
    <>
      <input type="hidden" name={ASKED_FIELD} value="1" />
      <PasswordField
        id="password"
        label="Password you chose at sign-up"
        autoComplete="current-password"
        required
        disabled={disabled}
        hint="More than one sign-up was made with this email. The password you chose shows which one is yours."
        error={error}
      />
    </>
  );
}
