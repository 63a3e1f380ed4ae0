import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useHydrated } from '../use-hydrated';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../common/constants';

/**
 * Labelled fields whose hint and error are tied to their input, one live status line, and the
 * two helpers every hand-validated form uses. Styles: features/auth/auth.css.
 */

export interface FormStatus {
  kind: 'error' | 'success';
  text: string;
}

/** One polite live region, present from the first render so every change is announced. */
export function StatusLine({ status, children }: { status: FormStatus | null; children?: ReactNode }) {
  return (
    <div className="auth-status" role="status" aria-live="polite" aria-atomic="true">
      {status ? <p className={`form-message form-message--${status.kind}`}>{status.text}</p> : null}
      {children}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>;

/** A labelled input: its id (also its name), label, optional hint and error. */
type FieldProps = InputProps & { id: string; label: string; hint?: ReactNode; error?: string };

/** The ids a field's input points to with aria-describedby: its hint, then its error. */
const describedByOf = (id: string, hint: ReactNode, error: string | undefined) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** A field's hint and error, under its input, with the ids describedByOf names. */
function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: FieldProps) {
  const describedBy = describedByOf(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

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

/** A password field with a Show/Hide control (added after hydration, since it needs script). */
export function PasswordField({
  id,
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
          name={id}
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

/** Loose shape check only; the server validates the address with the shared EmailSchema. */
export const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

/** Moves focus to the first field named in `errors`, so its message is read out. */
export function focusFirstError(form: HTMLFormElement, errors: Record<string, string | undefined>) {
  const first = Object.keys(errors).find((k) => errors[k]);
  const el = first ? form.elements.namedItem(first) : null;
  if (el instanceof HTMLElement) el.focus();
}

