import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useHydrated } from '../use-hydrated';

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

export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: InputProps & { id: string; label: string; hint?: ReactNode; error?: string }) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
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
}: Omit<InputProps, 'onChange'> & { id: string; label: string; hint?: ReactNode; error?: string; onCode: (code: string) => void }) {
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
}: InputProps & { id: string; label: string; hint?: ReactNode; error?: string }) {
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
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
    </div>
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

