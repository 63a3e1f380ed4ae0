import { useRef, useState } from 'react';
import { api } from '../../../lib/api';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '../../../../common/constants';
import type { ContentImage } from '../../../../content/types';
import { explainRefusal } from '../feedback';
import { Icon } from '../../../components/icon';
import { UploadProgress } from '../upload-progress';
import { fieldId } from './fields';
import './content-image-field.css';

export type ContentImageKind = 'banner' | 'team' | 'service';

/**
 * A picture of a site-content document (banner slide, team photo, service page). Choosing a file
 * uploads it at once (POST /api/content/images, with a progress bar): the server checks it by its
 * content, re-encodes it to WebP at several widths and answers the reference that goes into the
 * draft. Until the draft is saved and published, the public site does not show it. The browser
 * checks type and size first with the same words as the server's refusals.
 */
export function ContentImageField({
  path,
  label,
  kind,
  value,
  onChange,
  hint,
  emptyText,
  error,
  round = false,
}: {
  /** The field's path in the document ("slides.0.image"): its id, and where its errors are shown. */
  path: string;
  label: string;
  kind: ContentImageKind;
  value: ContentImage | null;
  onChange: (image: ContentImage | null) => void;
  hint: string;
  /** What the page shows without a picture ("the built-in illustration"). */
  emptyText: string;
  error?: string;
  /** Preview as a circle (team photos). */
  round?: boolean;
}) {
  const id = fieldId(path);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const message = problem || error;

  async function pick(file: File | null) {
    setProblem('');
    if (!file) return;
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setProblem(explainRefusal(415));
    } else if (file.size > MAX_UPLOAD_BYTES) {
      setProblem(explainRefusal(413));
    } else {
      const form = new FormData();
      form.set('image', file);
      setProgress(0);
      try {
        const r = await api<{ image: ContentImage }>(`content/images?kind=${kind}`, { method: 'POST', form, auth: true, onProgress: setProgress });
        if (r.ok) onChange(r.data.image);
        else setProblem(explainRefusal(r.status, r.data.message));
      } catch {
        setProblem('The picture could not be sent. Please check your connection and try again.');
      } finally {
        setProgress(null);
      }
    }
    if (input.current) input.current.value = '';
  }

  // The smallest variant is enough for the preview.
  const previewSrc = value ? value.srcset.split(',')[0].trim().split(/\s+/)[0] : null;
  const describedBy = `${id}-hint ${id}-now${message ? ` ${id}-error` : ''}`;
  return (
    <div className="field admin-image-field sc-image-field">
      <label htmlFor={id}>
        {label}
        <span className="admin-optional"> (optional)</span>
      </label>
      <div className="admin-image-field__row">
        <div className={`admin-image-field__preview sc-image-field__preview${round ? ' sc-image-field__preview--round' : ''}`}>
          {previewSrc ? <img src={previewSrc} alt={`${label}: the picture chosen now`} width="96" height="96" /> : <Icon name="image" size={20} />}
        </div>
        <div className="admin-image-field__controls">
          <input
            ref={input}
            id={id}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            disabled={progress !== null}
            onChange={(e) => void pick(e.target.files?.[0] ?? null)}
            aria-invalid={message ? true : undefined}
            aria-describedby={describedBy}
          />
          <p className="hint" id={`${id}-now`}>
            {value ? `Picture chosen (${value.width} × ${value.height} px).` : `No picture: the page shows ${emptyText}.`}
          </p>
          <p className="hint" id={`${id}-hint`}>
            {hint}
          </p>
          <UploadProgress id={`${id}-progress`} value={progress} />
          {value && progress === null ? (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(null)}>
              Remove the picture<span className="visually-hidden"> ({label})</span>
            </button>
          ) : null}
          {message ? (
            <p className="field-error" id={`${id}-error`} role="alert">
              {message}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
