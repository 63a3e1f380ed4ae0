import { describedByOf } from '../components/form/fields';

/**
 * What the forms' widgets (./contact-form.ts, ./review-form.ts) draw the same way: a field's
 * message under it, the line saying how a sending went, and the submit button while it is busy,
 * each in the markup the React components render (components/form/fields.tsx, the forms'
 * `.form-message` lines), so a page served without React looks and reads as a hydrated one.
 */

/**
 * The message of a text field or area (`input`, in its `.field`) under it, or none: the note
 * `<id>-error`, `aria-invalid`, and `aria-describedby` naming the error, then the hint.
 */
export function showFieldError(input: HTMLElement, message: string | undefined): void {
  const id = input.id;
  errorNote(input.closest('.field'), `${id}-error`, message);
  const describedBy = describedByOf(id, document.getElementById(`${id}-hint`) ? true : undefined, message);
  if (describedBy) input.setAttribute('aria-describedby', describedBy);
  else input.removeAttribute('aria-describedby');
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

/**
 * A field's message, the `.field-error` note `id` last in `box`, or none (`undefined`); an alert
 * when the field's component renders it as one.
 */
export function errorNote(box: Element | null, id: string, message: string | undefined, alert = false): void {
  let note = document.getElementById(id);
  if (!message) return note?.remove();
  if (!note) {
    note = document.createElement('p');
    note.id = id;
    note.className = 'field-error';
    if (alert) note.setAttribute('role', 'alert');
    box?.append(note);
  }
  note.textContent = message;
}

/** The text of each of `fields` in the form ('' for one it lacks: the spam check's answer is not an input of the form; a file is not text). */
export function valuesOf(form: HTMLFormElement, fields: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  const out: Record<string, string> = {};
  for (const field of fields) {
    const value = data.get(field) ?? '';
    if (typeof value === 'string') out[field] = value;
  }
  return out;
}

/**
 * How a sending went, as the last line of `actions` (the row with the submit button): an error is
 * an alert, a success a status; `null` removes the line (a server-rendered one included).
 */
export function showOutcome(actions: Element | null, text: string | null, kind: 'error' | 'success' = 'error'): void {
  actions?.querySelector('.form-message')?.remove();
  if (!text || !actions) return;
  const note = document.createElement('p');
  note.className = `form-message form-message--${kind}`;
  note.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  note.textContent = text;
  actions.append(note);
}

/** The submit button while a sending runs: disabled, with the words given; its own words after. */
export function busyButton(button: HTMLButtonElement | null) {
  const label = button?.textContent ?? '';
  let busy = false;
  return {
    get busy() {
      return busy;
    },
    set(on: boolean, text = '') {
      busy = on;
      if (!button) return;
      button.disabled = on;
      button.textContent = on ? text : label;
    },
  };
}
