import { useState } from 'react';
import { useHydrated } from '../use-hydrated';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../common/constants';
import { describedByOf, FieldNotes, TextField, type FieldProps } from './fields';

/**
 * The fields of the account forms (sign-up, verification, login, new password, My account): a
 * module of their own, so the contact and review forms do not load them.
 */

/**
 * A 6-digit one-time code: numeric keyboard, the phone's code autofill, and anything but digits
 * dropped as it is typed or pasted. `onCode` receives the cleaned value.
 */
export function OtpField({
  onCode,
  ...field
}: Omit<FieldProps, 'onChange'> & { onCode: (code: string) => void }) {
  return (
    <TextField
      className="otp-input"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      required
      {...field}
      onChange={(e) => onCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}

/**
 * An e-mail address: the phone's e-mail keyboard and autofill, no spelling marks, required. The
 * sign-up, login, verification, forgotten password and change of e-mail forms ask for it so;
 * `id` and `label` default to "email" and "Email".
 */
export function EmailField({ id = 'email', label = 'Email', ...field }: Omit<FieldProps, 'id' | 'label'> & Partial<Pick<FieldProps, 'id' | 'label'>>) {
  return <TextField id={id} label={label} type="email" autoComplete="email" inputMode="email" spellCheck={false} required {...field} />;
}

/** The username a member or a new colleague picks: no capitals forced, no spelling marks, 60 characters at most. */
export function UsernameField(field: Omit<FieldProps, 'id' | 'label'>) {
  return <TextField id="username" label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={60} required {...field} />;
}

/** A password field with a Show/Hide control (added after hydration, since it needs script). */
export function PasswordField({
  id,
  name = id,
  label,
  hint,
  error,
  ...input
}: FieldProps) {
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  const describedBy = describedByOf(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {hydrated ? (
          <button
            type="button"
            className="password-toggle"
            aria-controls={id}
            disabled={input.disabled}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? 'Hide' : 'Show'}
            <span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** What every new password is told: the rules the server checks (common/schemas.ts). */
export const NEW_PASSWORD_HINT = `Use ${PASSWORD_MIN} to ${PASSWORD_MAX} characters. A short sentence is easy to remember and hard to guess.`;

/**
 * A new password typed twice: sign-up, a forgotten password's step 2, and a change of password.
 * The first field is `name`, the second `confirmPassword`; errors are read under the same names.
 */
export function NewPasswordPair({
  name,
  label,
  confirmLabel,
  disabled,
  errors,
}: {
  name: string;
  label: string;
  confirmLabel: string;
  disabled?: boolean;
  errors: Partial<Record<string, string>>;
}) {
  return (
    <>
      <PasswordField
        id={name}
        label={label}
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        required
        disabled={disabled}
        hint={NEW_PASSWORD_HINT}
        error={errors[name]}
      />
      <PasswordField
        id="confirmPassword"
        label={confirmLabel}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        required
        disabled={disabled}
        error={errors.confirmPassword}
      />
    </>
  );
}
