import { useRef, useState } from 'react';
import { call } from '../../../app/features/admin/call';
import type { CONTENT_IMAGE_KINDS } from '../site-content.schemas';
import { ACCEPTED_IMAGE_TYPES, ADMIN_MAX_UPLOAD_BYTES } from '../../../common/constants';
import type { ContentImage } from '../../../content/types';
import { explainRefusal } from '../../../app/features/admin/feedback';
import { ImageInput } from '../../../app/components/image-input';
import { adminPicture } from '../../../app/features/admin/picture-input';
import { UploadProgress } from '../../../app/features/admin/upload-progress';
import { fieldId } from './fields';
import './content-image-field.css';

export type ContentImageKind = (typeof CONTENT_IMAGE_KINDS)[number];

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
    // ImageInput hands over only a picture of an accepted type and size (or null).
    if (file) {
      setProgress(0);
      try {
        const r = await call('uploadContentImage', { query: { kind }, form: { image: file }, auth: true, onProgress: setProgress });
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
  return (
    <ImageInput
      {...adminPicture}
      ref={input}
      id={id}
      label={label}
      className="admin-image-field sc-image-field"
      round={round}
      // The limits of the upload this field makes at once (POST /api/content/images).
      types={ACCEPTED_IMAGE_TYPES}
      maxBytes={ADMIN_MAX_UPLOAD_BYTES}
      onFile={(file) => void pick(file)}
      current={previewSrc ?? undefined}
      currentAlt={`${label}: the picture chosen now`}
      status={value ? `Picture chosen (${value.width} × ${value.height} px).` : `No picture: the page shows ${emptyText}.`}
      hint={hint}
      removable={value !== null && progress === null}
      onRemove={() => onChange(null)}
      removeLabel={
        <>
          Remove the picture<span className="visually-hidden"> ({label})</span>
        </>
      }
      disabled={progress !== null}
      error={message}
    >
      <UploadProgress id={`${id}-progress`} value={progress} />
    </ImageInput>
  );
}
