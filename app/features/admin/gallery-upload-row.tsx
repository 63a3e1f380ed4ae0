import type { ReactNode } from 'react';
import { Icon } from '../../components/icon';

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
  /** The fields' own errors. */
  errors: { title?: string; alt?: string };
  /** Refused before sending (not a picture, too large): it is not sent. */
  refused: boolean;
}

/** One chosen photo: its preview, title, alt text or "Decorative", progress and error. */
export function GalleryUploadRow({
  idBase,
  item,
  disabled,
  onChange,
  onRemove,
  children,
}: {
  idBase: string;
  item: Pending;
  disabled: boolean;
  onChange: (change: Partial<Pending>) => void;
  onRemove: () => void;
  /** The progress bar. */
  children: ReactNode;
}) {
  const described = (field: 'title' | 'alt', hint?: string) =>
    [item.errors[field] && `${idBase}-${field}-error`, hint].filter(Boolean).join(' ') || undefined;
  const name = item.file.name;
  return (
    <li className={`gallery-upload__item${item.error ? ' gallery-upload__item--error' : ''}`} aria-label={name}>
      <div className="gallery-upload__preview">
        {item.preview ? <img src={item.preview} alt="" /> : <Icon name="image" size={28} />}
      </div>
      <div className="gallery-upload__fields">
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
            <div className="field">
              <label htmlFor={`${idBase}-title`}>Title</label>
              <input
                id={`${idBase}-title`}
                value={item.title}
                onChange={(e) => onChange({ title: e.target.value, errors: { ...item.errors, title: undefined } })}
                maxLength={160}
                autoComplete="off"
                disabled={disabled}
                aria-invalid={item.errors.title ? true : undefined}
                aria-describedby={described('title')}
              />
              {item.errors.title && (
                <p className="field-error" id={`${idBase}-title-error`}>
                  {item.errors.title}
                </p>
              )}
            </div>
            <div className="field">
              <label htmlFor={`${idBase}-alt`}>Alt text</label>
              <input
                id={`${idBase}-alt`}
                value={item.alt}
                onChange={(e) => onChange({ alt: e.target.value, errors: { ...item.errors, alt: undefined } })}
                maxLength={300}
                autoComplete="off"
                disabled={disabled || item.decorative}
                aria-invalid={item.errors.alt ? true : undefined}
                aria-describedby={described('alt', `${idBase}-alt-hint`)}
              />
              <p className="hint" id={`${idBase}-alt-hint`}>
                What the photo shows, for visitors who cannot see it.
              </p>
              {item.errors.alt && (
                <p className="field-error" id={`${idBase}-alt-error`}>
                  {item.errors.alt}
                </p>
              )}
            </div>
            <label className="gallery-check">
              <input
                type="checkbox"
                checked={item.decorative}
                disabled={disabled}
                onChange={(e) => onChange({ decorative: e.target.checked, errors: { ...item.errors, alt: undefined } })}
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
      </div>
    </li>
  );
}
