import type { CSSProperties, ReactNode } from 'react';
import { DndContext, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { fieldId, type EditorList } from './editor-api';
import { Icon } from '../../../app/components/icon';

export { fieldId };

/**
 * Form pieces of the site-content editor. Every input has a visible label, a hint and, when the
 * shared schema refuses the value, the reason right under it (linked with aria-describedby).
 */

interface FieldProps {
  path: string;
  label: string;
  hint?: ReactNode;
  /** A line that follows what is typed (a phone's dial form), read out when it changes. */
  note?: ReactNode;
  error?: string;
  value: string | number;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'time' | 'date';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'url';
  maxLength?: number;
  multiline?: boolean;
  autoComplete?: string;
}

export function TextField({ path, label, hint, note, error, value, onChange, type = 'text', inputMode, maxLength, multiline, autoComplete = 'off' }: FieldProps) {
  const id = fieldId(path);
  const describedBy = [error ? `${id}-error` : '', note !== undefined ? `${id}-note` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
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
      {note !== undefined ? (
        <p className="sc-note" id={`${id}-note`} aria-live="polite">
          {note}
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

/**
 * A list field as the editors draw it (`list` comes from editor.list): the list's own error, one
 * sub-group per item (its legend, its fields, then Move up / Move down / Remove) that can also be
 * dragged, and the Add button, disabled once the list holds `max` items.
 */
export function ItemList<I>({
  list,
  dragIdBase = `${list.idBase}-item`,
  legend,
  max,
  addLabel,
  newItem,
  children,
}: {
  list: EditorList<I>;
  /** The ids of the items for dragging; "<idBase>-item" unless given. */
  dragIdBase?: string;
  legend: (item: I, index: number) => ReactNode;
  max: number;
  addLabel: string;
  newItem: () => I;
  children: (item: I, index: number) => ReactNode;
}) {
  return (
    <>
      {list.error ? <p className="field-error">{list.error}</p> : null}
      <SortableList count={list.items.length} idBase={dragIdBase} onMove={list.onMove}>
        {(i) => (
          <fieldset className="sc-subgroup">
            <legend>{legend(list.items[i], i)}</legend>
            {children(list.items[i], i)}
            <ItemTools {...list.tools(i)} />
          </fieldset>
        )}
      </SortableList>
      <button type="button" className="btn btn-outline" disabled={list.items.length >= max} onClick={() => list.add(newItem())}>
        {addLabel}
      </button>
    </>
  );
}


/**
 * A list whose items can also be dragged into a new order by mouse or finger (@dnd-kit), by the
 * grip at each item's corner. The grip is for pointers only (hidden from assistive technology and
 * not focusable): keyboard and screen-reader users have the Move up / Move down buttons.
 */
export function SortableList({
  count,
  idBase,
  onMove,
  children,
}: {
  count: number;
  idBase: string;
  onMove: (from: number, to: number) => void;
  children: (index: number) => ReactNode;
}) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const ids = Array.from({ length: count }, (_, i) => `${idBase}-${i}`);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="sc-list">
          {ids.map((id, i) => (
            <SortableItem key={id} id={id}>
              {children(i)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, children }: { id: string; children: ReactNode }) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  return (
    <li ref={setNodeRef} style={style} className={`sc-list__item${isDragging ? ' sc-list__item--dragging' : ''}`}>
      <span ref={setActivatorNodeRef} className="sc-drag" aria-hidden="true" title="Drag to reorder" data-drag-handle {...listeners}>
        <Icon name="grip" size={18} />
        Drag
      </span>
      {children}
    </li>
  );
}
