import type { Dispatch, SetStateAction } from 'react';
import { confirmed } from '../../../app/features/admin/feedback';

/** The id of the input at a field path ("offices.1.label" → "sc-offices-1-label"). */
export const fieldId = (path: string) => `sc-${path.replace(/\./g, '-')}`;

/** A copy of `list` with the item at `from` moved to `to` (unchanged when `to` is outside the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** What an editor's form gets from the frame: the value being edited and its errors. */
export interface EditorApi<T> {
  value: T;
  /** Changes the value: `change` gets a copy it may mutate. */
  update(change: (draft: T) => void): void;
  /** The error at a field path ("offices.1.label"), if any. */
  err(path: string): string | undefined;
  clearError(path: string): void;
  /** Clears the error at `path`, then changes the value: what a field's onChange does. */
  set(path: string, change: (draft: T) => void): void;
  /**
   * Binds the field at `path` ("offices.1.label") for a TextField, SelectField or MarkdownField: its
   * id and name, its value and error, and an onChange that clears the error and stores the new value
   * at that path (read by `parse` first when given, e.g. a number). The one path is the field's id,
   * the key of its error and where its value is read and written, so these cannot drift apart; the
   * compiler does not check it against the document, the schema does on save.
   */
  field<V = string>(path: string): FieldBinding<V>;
  field<V>(path: string, parse: (input: string) => V): FieldBinding<V, string>;
  /** Moves the keyboard focus to the element with this id after the next render. */
  focusLater(id: string): void;
  /**
   * The handlers of one list field (`path` is the list's path, e.g. "slides"): move an item (the
   * focus follows the moved item's button), remove one after a confirmation, add one (the focus
   * goes to `focusField` of the new item). <ItemList> draws such a list; or spread `tools(i)` into <ItemTools>.
   */
  list<I>(path: string, opts: ListOptions<I>): EditorList<I>;
}

export interface FieldBinding<V, Input = V> {
  path: string;
  value: V;
  error: string | undefined;
  onChange(input: Input): void;
}

export interface ListOptions<I> {
  noun: string;
  idBase: string;
  describe?: (item: I, index: number) => string;
  focusField?: string;
}

export interface EditorList<I> {
  items: I[];
  /** The error of the list as a whole ("Add at least one …"), if any. */
  error: string | undefined;
  idBase: string;
  onMove(from: number, to: number): void;
  add(item: I): void;
  tools(i: number): {
    what: string;
    index: number;
    count: number;
    idBase: string;
    onMove(from: number, to: number): void;
    onRemove(): void;
  };
}

/** "12" → 12; "" or "abc" → NaN, which the schema refuses with "… must be a number." For field(path, toNumber). */
export const toNumber = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

/** Reads a value at a dotted path ("offices.1.hours"). */
function getAt(obj: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o == null ? undefined : (o as Record<string, unknown>)[k]), obj);
}
function setAt(obj: unknown, path: string, value: unknown) {
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj) as Record<string, unknown>;
  parent[last] = value;
}

/**
 * After a move, the focus stays on the moved item's button of the same direction, or on the other
 * one when the item reached the end of the list (that button is then disabled).
 */
function moveFocusId(base: string, from: number, to: number, count: number): string {
  const up = to < from;
  const atEnd = up ? to === 0 : to === count - 1;
  return `${base}-${up !== atEnd ? 'up' : 'down'}-${to}`;
}

/** The EditorApi over the frame's state: the value, the errors by path, and where the focus goes next. */
export function editorApi<T>({
  value,
  setValue,
  errors,
  setErrors,
  focusLater,
}: {
  value: T;
  setValue: Dispatch<SetStateAction<T | null>>;
  errors: Record<string, string>;
  setErrors: Dispatch<SetStateAction<Record<string, string>>>;
  focusLater: (id: string) => void;
}): EditorApi<T> {
  const update = (change: (draft: T) => void) => {
    setValue((v) => {
      const next = structuredClone(v!);
      change(next);
      return next;
    });
  };
  const clearError = (p: string) => errors[p] && setErrors(({ [p]: _gone, ...rest }) => rest);
  const set = (p: string, change: (draft: T) => void) => {
    clearError(p);
    update(change);
  };

  return {
    value,
    update,
    err: (p) => errors[p],
    clearError,
    set,
    field: (p: string, parse?: (input: string) => unknown): FieldBinding<any, any> => ({
      path: p,
      value: getAt(value, p),
      error: errors[p],
      onChange: (input: unknown) => set(p, (d) => setAt(d, p, parse ? parse(input as string) : input)),
    }),
    focusLater,
    list<I>(listPath: string, opts: ListOptions<I>): EditorList<I> {
      const items = (getAt(value, listPath) as I[] | undefined) ?? [];
      const onMove = (from: number, to: number) => {
        update((d) => setAt(d, listPath, moveItem(getAt(d, listPath) as I[], from, to)));
        focusLater(moveFocusId(opts.idBase, from, to, items.length));
        setErrors({});
      };
      return {
        items,
        error: errors[listPath],
        idBase: opts.idBase,
        onMove,
        add(item: I) {
          update((d) => (getAt(d, listPath) as I[]).push(item));
          if (opts.focusField) focusLater(fieldId(`${listPath}.${items.length}.${opts.focusField}`));
          setErrors({});
        },
        tools: (i: number) => ({
          what: `${opts.noun} ${i + 1}`,
          index: i,
          count: items.length,
          idBase: opts.idBase,
          onMove,
          onRemove: () => {
            const name = opts.describe?.(items[i], i) || `${opts.noun} ${i + 1}`;
            if (!confirmed(`Remove ${name}?`)) return;
            update((d) => (getAt(d, listPath) as I[]).splice(i, 1));
            setErrors({});
          },
        }),
      };
    },
  };
}
