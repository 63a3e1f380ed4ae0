import { useEffect, useId, useState, type CSSProperties, type FormEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GALLERY_LABELS, GALLERY_MAX, GalleryUpdateSchema } from '../photo-fields';
import type { GalleryImage } from '../gallery.schemas';
import { call } from '../../../app/features/admin/call';
import { confirmed, useAdminAction } from '../../../app/features/admin/feedback';
import { Icon } from '../../../app/components/icon';
import { formatDate } from '../../../app/lib/dates';
import { KeptNote, useKeptInput } from '../../../app/components/kept-input/kept-input';
import { TextField } from '../../../app/components/form/fields';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';

export const CONFIRM_DELETE_IMAGE = 'Are you sure you want to delete this image?';
const FIELDS = ['title', 'alt'] as const;

/**
 * One picture of the gallery: dragged by its grip (mouse or finger), moved with Move up / Move
 * down (keyboard and screen readers; the grip is hidden from them), its texts edited, deleted.
 */
export function GalleryItem({
  image,
  index,
  count,
  onMove,
  onSaved,
  onDeleted,
}: {
  image: GalleryImage;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onSaved: () => Promise<void>;
  onDeleted: () => Promise<void>;
}) {
  const id = useId();
  const run = useAdminAction();
  const [title, setTitle] = useState(image.title);
  const [alt, setAlt] = useState(image.alt);
  const [decorative, setDecorative] = useState(image.decorative);
  const { check, refusal, bindValue } = useSchemaForm(FIELDS, { labels: GALLERY_LABELS });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setTitle(image.title);
    setAlt(image.alt);
    setDecorative(image.decorative);
  }, [image.title, image.alt, image.decorative]);
  const changed = title !== image.title || alt !== image.alt || decorative !== image.decorative;
  // What is typed here is kept in this browser until it is saved (docs/decisions/0027-typed-input-kept-in-the-browser.md).
  const kept = useKeptInput({
    form: `gallery:${image.id}`,
    value: { title, alt, decorative },
    dirty: changed,
    ready: true,
    restore: (v) => {
      setTitle(v.title);
      setAlt(v.alt);
      setDecorative(v.decorative);
    },
    reset: () => {
      setTitle(image.title);
      setAlt(image.alt);
      setDecorative(image.decorative);
    },
  });
  const smallest = image.srcset.split(',')[0]?.trim().split(/\s+/)[0] || image.image_url;
  const sortable = useSortable({ id: image.id });
  const style: CSSProperties = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    // The alt text of a decorative picture (its field is disabled) is kept as typed.
    const checked = await check(form, GalleryUpdateSchema, { alt, decorative });
    if (!checked) return;
    setBusy(true);
    const r = await run(() => call('updateImage', { query: { id: image.id }, json: checked, auth: true }));
    setBusy(false);
    if (r && !r.ok && r.status === 400 && r.data.message) refusal(form, r.data.message);
    if (r) await onSaved();
  }

  async function remove() {
    if (!confirmed(CONFIRM_DELETE_IMAGE)) return;
    const r = await run(() => call('deleteImage', { query: { id: image.id }, auth: true }));
    if (r) await onDeleted();
  }

  return (
    <li ref={sortable.setNodeRef} style={style} className={`card admin-gallery__item${sortable.isDragging ? ' admin-gallery__item--dragging' : ''}`}>
      <div className="admin-gallery__picture">
        <img src={smallest} alt={image.decorative ? '' : image.alt || image.title} width={image.width} height={image.height} loading="lazy" className="admin-gallery__img" />
        <span ref={sortable.setActivatorNodeRef} className="admin-gallery__grip" aria-hidden="true" title="Drag to change the order" data-drag-handle {...sortable.listeners}>
          <Icon name="grip" size={18} /> Drag
        </span>
        <span className="admin-gallery__place">{index + 1}</span>
      </div>
      <div className="sc-item-tools admin-gallery__move" role="group" aria-label={`Order of ${image.title}`}>
        <button type="button" id={`gallery-up-${image.id}`} className="btn btn-outline btn-sm" disabled={index === 0} onClick={() => onMove(index, index - 1)}>
          Move up<span className="visually-hidden"> {image.title}</span>
        </button>
        <button type="button" id={`gallery-down-${image.id}`} className="btn btn-outline btn-sm" disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
          Move down<span className="visually-hidden"> {image.title}</span>
        </button>
      </div>
      <form onSubmit={save} noValidate className="admin-gallery__form" aria-label={`Details of ${image.title}`}>
        <KeptNote kept={kept} />
        <TextField
          id={`${id}-title`}
          label="Title"
          {...bindValue('title', title, setTitle)}
          maxLength={GALLERY_MAX.title}
          autoComplete="off"
        />
        <TextField
          id={`${id}-alt`}
          label="Alt text"
          {...bindValue('alt', alt, setAlt)}
          maxLength={GALLERY_MAX.alt}
          autoComplete="off"
          disabled={decorative}
        />
        <label className="gallery-check">
          <input type="checkbox" checked={decorative} onChange={(e) => setDecorative(e.target.checked)} /> Decorative
        </label>
        <p className="admin-gallery__date">
          Uploaded <time dateTime={image.created_at}>{formatDate(image.created_at)}</time>
        </p>
        <div className="admin-row__actions">
          <button type="submit" className="btn btn-primary btn-sm" disabled={!changed || busy}>
            <Icon name="check" size={20} /> {busy ? 'Saving…' : 'Save'}
          </button>
          <button type="button" className="btn btn-danger btn-sm" onClick={() => void remove()} aria-label={`Delete the image ${image.title}`}>
            <Icon name="trash" size={20} /> Delete
          </button>
        </div>
      </form>
    </li>
  );
}
