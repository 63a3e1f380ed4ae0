import { useState, useSyncExternalStore, type InputHTMLAttributes, type ReactNode } from 'react';

/**
 * The frame and form pieces shared by /login, /signup and /verify-email (spec 2.12): a card with
 * the form, a side panel with help, one live status line, and labelled fields whose errors are
 * tied to their inputs. Styles: app/routes/auth.css (imported by each of those routes).
 */

export interface FormStatus {
  kind: 'error' | 'success';
  text: string;
}

/** Shown when the form was posted before the page's script had loaded (the route actions). */
export const NOT_LOADED_TEXT = 'This page was still loading when you pressed the button. Please wait a moment and try again.';

export function AuthShell({
  eyebrow,
  title,
  intro,
  aside,
  children,
}: {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="auth">
      <div className="container auth-grid">
        <section className="auth-card" aria-labelledby="auth-title">
          <p className="eyebrow">{eyebrow}</p>
          <h1 id="auth-title">{title}</h1>
          {intro ? <p className="auth-intro">{intro}</p> : null}
          {children}
        </section>
        <aside className="auth-aside">{aside}</aside>
      </div>
    </main>
  );
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

const noSubscribe = () => () => {};
/** True once React runs in the browser; false on the server and during hydration. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscribe, () => true, () => false);
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

/** A stack of project reports with a magnifier: the topics the account opens. Decorative. */
export function AsideArt() {
  return (
    <svg className="auth-art" viewBox="0 0 160 96" width="160" height="96" aria-hidden="true" focusable="false">
      <rect x="18" y="20" width="70" height="66" rx="6" fill="#fff" opacity="0.22" />
      <rect x="28" y="12" width="70" height="66" rx="6" fill="#fff" opacity="0.4" />
      <rect x="38" y="4" width="70" height="66" rx="6" fill="#fff" />
      <rect x="48" y="16" width="38" height="5" rx="2.5" fill="#0b5d4b" />
      <rect x="48" y="27" width="50" height="4" rx="2" fill="#9fc3b9" />
      <rect x="48" y="36" width="44" height="4" rx="2" fill="#9fc3b9" />
      <rect x="48" y="45" width="48" height="4" rx="2" fill="#9fc3b9" />
      <rect x="48" y="54" width="30" height="4" rx="2" fill="#9fc3b9" />
      <circle cx="118" cy="56" r="17" fill="none" stroke="#f2a900" strokeWidth="6" />
      <path d="M130 69l16 16" stroke="#f2a900" strokeWidth="8" strokeLinecap="round" />
    </svg>
  );
}
