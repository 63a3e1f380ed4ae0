import type { ReactNode } from 'react';

/** The end of a lead's form: its error, if any, and the submit button with what it says while working. */
export function FormEnd({
  error,
  busy,
  label,
  busyLabel,
  className = 'btn btn-primary',
  children,
}: {
  error: string;
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-form__actions">
        <button type="submit" className={className} disabled={busy}>
          {busy ? busyLabel : label}
        </button>
        {children}
      </div>
    </>
  );
}
