import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { fieldErrors, type FormRefusal } from '../../../common/form-result';
import { loadSchemas, prefetchSchemas } from '../../lib/lazy-schemas';
import { focusFirstError } from './fields';

type Schemas = Awaited<ReturnType<typeof loadSchemas>>;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The one way a form checks what was typed: with the shared schema the server checks it with
 * (common/schemas.ts), loaded on first use (../../lib/lazy-schemas.ts; `prefetch` on the form's
 * focus fetches it while the visitor types). The errors are kept by field, shown under each field,
 * and the first one is focused. A form posted without JavaScript that the page's action refused
 * starts with the action's errors.
 *
 * `fields` are the form's fields in the order it shows them. Where a field of the form is named
 * otherwise than in the schema (two forms on one page), `names` maps the schema's name to the
 * form's. `labels` are the words the schema's messages for a field start with ("Location" for
 * "Location is required."), so that a refusal of the server is shown at its field (`refusal`).
 */
export function useSchemaForm<F extends string>(
  fields: readonly F[],
  options: { refused?: FormRefusal; names?: Record<string, F>; labels?: Partial<Record<F, string>> } = {},
) {
  const { refused, names = {} } = options;
  const labels: Partial<Record<F, string>> = options.labels ?? {};
  const [errors, setErrors] = useState<FieldErrors<F>>(() => (refused?.errors ?? {}) as FieldErrors<F>);
  const checking = useRef(false);

  /**
   * Shows `found` (all other errors cleared) and focuses the first field with one, once its message
   * is on the page, so that it is read out with the field. For event handlers only.
   */
  function show(form: HTMLFormElement, found: FieldErrors<F>, focus = true) {
    if (!focus) return setErrors(found);
    flushSync(() => setErrors(found));
    focusFirstError(form, found, fields);
  }

  /** The text of each of the form's `fields`, under the schema's name ('' for a field it lacks). */
  function valuesOf(form: HTMLFormElement): Record<string, string> {
    const data = new FormData(form);
    const schemaName = new Map(Object.entries(names).map(([schema, field]) => [field as string, schema]));
    const out: Record<string, string> = {};
    for (const field of fields) {
      const value = data.get(field) ?? '';
      if (typeof value === 'string') out[schemaName.get(field) ?? field] = value;
    }
    return out;
  }

  /**
   * Checks what the form holds (its `fields`, and `extra` values that are not its inputs: the
   * captcha's answer, a code kept in state) with the schema `pick` chooses: its output when they
   * pass (errors cleared), null when they do not (the errors shown, the first one focused unless
   * `focus` is false). If the schemas cannot be loaded (a dropped connection), the values go on
   * unchecked: the server checks them with the same schema. A second submit while the schemas are
   * still loading is ignored (null). A script that has the schema already (the admin area) passes
   * it instead of `pick`, and nothing is loaded.
   */
  async function check<S extends z.ZodType>(
    form: HTMLFormElement,
    pick: S | ((schemas: Schemas) => S),
    extra: Partial<z.input<S>> = {},
    { focus = true } = {},
  ): Promise<z.output<S> | null> {
    if (checking.current) return null;
    const values = { ...valuesOf(form), ...extra };
    let schema: S;
    if (typeof pick === 'function') {
      checking.current = true;
      try {
        schema = pick(await loadSchemas());
      } catch {
        setErrors({});
        return values as z.output<S>;
      } finally {
        checking.current = false;
      }
    } else schema = pick;
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found: FieldErrors<F> = {};
    for (const [name, message] of Object.entries(fieldErrors(parsed.error))) found[(names[name] ?? name) as F] ??= message;
    show(form, found, focus);
    return null;
  }

  /**
   * A refusal of the server (a 4xx answer's `message`) shown at the field it is about: the field
   * whose `labels` word starts it, else `fallback`. False when it is about no field (the caller
   * shows it elsewhere).
   */
  function refusal(form: HTMLFormElement, message: string, { fallback, focus = true }: { fallback?: F; focus?: boolean } = {}): boolean {
    const field = fields.find((f) => labels[f] && message.startsWith(`${labels[f]} `)) ?? fallback;
    if (!field) return false;
    show(form, { [field]: message } as FieldErrors<F>, focus);
    return true;
  }

  /** For a field's onChange: its error goes once its value changes. */
  const clear = (field: F) => () => {
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };

  /**
   * What a text field of the form is given: its name, the value the page action sent back after a
   * refusal, its error, and its error cleared as it is changed.
   */
  const bind = (field: F) => ({ name: field, defaultValue: refused?.values[field], error: errors[field], onChange: clear(field) });

  /**
   * The same for a field whose value the component keeps (an admin form keeps what is typed in
   * this browser): its name, value and error, and an onChange that sets the value and clears the error.
   */
  const bindValue = (field: F, value: string, set: (value: string) => void) => ({
    name: field,
    value,
    error: errors[field],
    onChange: (e: { target: { value: string } }) => {
      set(e.target.value);
      clear(field)();
    },
  });

  return { errors, setErrors, check, show, refusal, clear, bind, bindValue, prefetch: prefetchSchemas };
}
