import type { ReactNode } from 'react';

/**
 * Form pieces of the site-content editor. Every input has a visible label, a hint and, when the
 * shared schema refuses the value, the reason right under it (linked with aria-describedby).
 */

export const fieldId = (path: string) => `sc-${path.replace(/\./g, '-')}`;

interface FieldProps {
  path: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  value: string | number;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'time';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'url';
  maxLength?: number;
  multiline?: boolean;
  autoComplete?: string;
}

export function TextField({ path, label, hint, error, value, onChange, type = 'text', inputMode, maxLength, multiline, autoComplete = 'off' }: FieldProps) {
  const id = fieldId(path);
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: path,
    value: Number.isNaN(value) ? '' : value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    maxLength,
    autoComplete,
  } as const;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      )}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField<T extends string>({
  path,
  label,
  value,
  options,
  onChange,
  error,
}: {
  path: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  error?: string;
}) {
  const id = fieldId(path);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={path} value={value} onChange={(e) => onChange(e.target.value as T)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Move up / Move down / Remove for one item of a list; `what` names the item for screen readers ("phone 2"). */
export function ItemTools({
  what,
  index,
  count,
  idBase,
  onMove,
  onRemove,
  minimum = 1,
}: {
  what: string;
  index: number;
  count: number;
  idBase: string;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  minimum?: number;
}) {
  return (
    <div className="sc-item-tools" role="group" aria-label={`Arrange ${what}`}>
      <button type="button" id={`${idBase}-up-${index}`} className="btn btn-outline btn-sm" disabled={index === 0} onClick={() => onMove(index, index - 1)}>
        Move up<span className="visually-hidden"> {what}</span>
      </button>
      <button type="button" id={`${idBase}-down-${index}`} className="btn btn-outline btn-sm" disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
        Move down<span className="visually-hidden"> {what}</span>
      </button>
      <button type="button" className="btn btn-danger btn-sm" disabled={count <= minimum} onClick={onRemove}>
        Remove<span className="visually-hidden"> {what}</span>
      </button>
    </div>
  );
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
