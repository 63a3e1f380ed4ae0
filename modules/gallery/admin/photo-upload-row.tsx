import { useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { GALLERY_LABELS, GALLERY_MAX, GalleryPhotoFormSchema } from '../photo-fields';
import { TextField } from '../../../app/components/form/fields';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';
import { Icon } from '../../../app/components/icon';

/** A photo chosen for the gallery and not uploaded yet. */
export interface Pending {
  key: number;
  file: File;
  /** An object URL of the file, for the preview ('' for a refused file). */
  preview: string;
  title: string;
  alt: string;
  decorative: boolean;
  /** 0–1 while it is sent, else null. */
  progress: number | null;
  /** Why the file was refused, before sending or by the server. */
  error: string;
  /** Refused before sending (not a picture, too large): it is not sent. */
  refused: boolean;
}

/** A row's texts as the upload sends them, once the shared schema has passed them. */
export interface PhotoFields {
  title: string;
  alt: string;
  decorative: boolean;
}

/** What the upload asks of each row: check its texts, and show a refusal of the server at its field. */
export interface RowHandle {
  /** The checked texts, or null (the errors shown at their fields; the first focused if `focus`). */
  check: (focus: boolean) => Promise<PhotoFields | null>;
  /** False when the message is about none of the row's fields. */
  refusal: (message: string) => boolean;
}

const FIELDS = ['title', 'alt'] as const;

/**
 * One chosen photo: its preview, title, alt text or "Decorative", progress and error. Its texts are
 * a form of their own, checked with the shared schema (GalleryPhotoFormSchema) when the photos are
 * uploaded with the button under the list (Enter in a field sends nothing).
 */
export function GalleryUploadRow({
  ref,
  idBase,
  item,
  disabled,
  onChange,
  onRemove,
  children,
}: {
  ref: Ref<RowHandle>;
  idBase: string;
  item: Pending;
  disabled: boolean;
  onChange: (change: Partial<Pending>) => void;
  onRemove: () => void;
  /** The progress bar. */
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const { check, refusal, clear, bindValue } = useSchemaForm(FIELDS, { labels: GALLERY_LABELS });
  useImperativeHandle(ref, () => ({
    check: (focus) => (form.current ? check(form.current, GalleryPhotoFormSchema, { decorative: item.decorative }, { focus }) : Promise.resolve(null)),
    refusal: (message) => !!form.current && refusal(form.current, message, { focus: false }),
  }));
  const name = item.file.name;
  return (
    <li className={`gallery-upload__item${item.error ? ' gallery-upload__item--error' : ''}`} aria-label={name}>
      <div className="gallery-upload__preview">
        {item.preview ? <img src={item.preview} alt="" /> : <Icon name="image" size={28} />}
      </div>
      <form
        ref={form}
        className="gallery-upload__fields"
        noValidate
        onSubmit={(e) => e.preventDefault()}
      >
        <p className="gallery-upload__name">
          {name} <span className="gallery-upload__size">({(item.file.size / 1024 / 1024).toFixed(1)} MB)</span>
        </p>
        {item.error && (
          <p className="field-error" id={`${idBase}-error`} role="alert">
            {item.error}
          </p>
        )}
        {!item.refused && (
          <>
            <TextField
              id={`${idBase}-title`}
              label="Title"
              {...bindValue('title', item.title, (title) => onChange({ title }))}
              maxLength={GALLERY_MAX.title}
              autoComplete="off"
              disabled={disabled}
              hint="Shown under the photo on the website."
            />
            <TextField
              id={`${idBase}-alt`}
              label="Alt text"
              {...bindValue('alt', item.alt, (alt) => onChange({ alt }))}
              maxLength={GALLERY_MAX.alt}
              autoComplete="off"
              disabled={disabled || item.decorative}
              hint="What the photo shows, for visitors who cannot see it."
            />
            <label className="gallery-check">
              <input
                type="checkbox"
                checked={item.decorative}
                disabled={disabled}
                onChange={(e) => {
                  onChange({ decorative: e.target.checked });
                  clear('alt')();
                }}
              />{' '}
              Decorative (adds nothing for a visitor who cannot see it)
            </label>
          </>
        )}
        {children}
        <div className="admin-row__actions">
          <button type="button" className="btn btn-ghost btn-sm" disabled={disabled} onClick={onRemove}>
            <Icon name="trash" size={18} /> Remove<span className="visually-hidden"> {name}</span>
          </button>
        </div>
      </form>
    </li>
  );
}
