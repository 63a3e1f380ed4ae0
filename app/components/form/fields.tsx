import { focusField } from './reveal';
import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

/**
 * Labelled fields whose hint and error are tied to their input, one live status line, and moving
 * the focus to the first error. What a form checks, and how, is ./use-schema-form.ts; the fields of
 * the account forms (code, password, new password) are in ./account-fields.tsx. Styles:
 * modules/accounts/sign-in/auth.css.
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

/**
 * The end of a form: its status line, then its button, which says what it is doing while
 * `working` (e.g. "Saving...") and is disabled while `disabled`.
 */
export function StatusAndSubmit({
  status,
  working,
  label,
  workingLabel,
  className = 'btn btn-primary',
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> & {
  status: FormStatus | null;
  working: boolean;
  label: string;
  workingLabel: string;
}) {
  return (
    <>
      <StatusLine status={status} />
      <button type="submit" className={className} {...button}>
        {working ? workingLabel : label}
      </button>
    </>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>;

/** A labelled input: its id (also its name, unless `name` is given), label, optional hint and error. */
export type FieldProps = InputProps & { id: string; name?: string; label: string; hint?: ReactNode; error?: string };
/** The label of a text field or area may hold markup ("Subject <span>(optional)</span>"). */
type TextFieldProps = Omit<FieldProps, 'label'> & { label: ReactNode };
type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> &
  Pick<TextFieldProps, 'id' | 'name' | 'label' | 'hint' | 'error'>;

/**
 * The ids a field's input points to with aria-describedby: its error first (what to fix is read
 * out before the advice), then its hint.
 */
export const describedByOf = (id: string, hint: ReactNode, error: string | undefined) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

/** A field's hint and error, under its input, with the ids describedByOf names. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
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

export function TextField({ id, name = id, label, hint, error, ...input }: TextFieldProps) {
  const describedBy = describedByOf(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {/* type="text" unless given: some checkers read autocomplete tokens only on a typed input. */}
      <input id={id} name={name} type="text" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The same for a text of several lines (a message, a review). */
export function TextAreaField({ id, name = id, label, hint, error, ...area }: TextAreaFieldProps) {
  const describedBy = describedByOf(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...area} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The spam check's answer has no input of that name: its widget's checkbox takes the focus. */
const CAPTCHA_TARGET = 'altcha-widget input[type="checkbox"], altcha-widget';

/**
 * Moves focus to the first field with an error, so its message is read out: the first of `order`
 * (the fields in the order the form shows them; by default the order of `errors`). A group of
 * radio buttons (the star rating) is focused at its first button; the spam check (`captchaToken`)
 * at its widget. The whole field is scrolled into view, clear of the sticky header (./reveal.ts).
 */
export function focusFirstError(form: HTMLFormElement, errors: Record<string, string | undefined>, order: readonly string[] = Object.keys(errors)) {
  const first = order.find((k) => errors[k]);
  if (!first) return;
  const named = first === 'captchaToken' ? form.querySelector(CAPTCHA_TARGET) : form.elements.namedItem(first);
  const el = named instanceof RadioNodeList ? named[0] : named;
  if (el instanceof HTMLElement) focusField(el);
}

