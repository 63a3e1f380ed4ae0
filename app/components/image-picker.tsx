import { useEffect, useId, useRef, useState } from 'react';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '../../common/constants';
import './image-picker.css';

/**
 * An optional picture with a preview. The browser
 * checks the type and size first so a visitor on mobile data never uploads a refused file; the
 * server checks the content again. The parent keeps the chosen File; setting it back to null
 * (after a submit) clears the input too. The preview URL is revoked whenever it changes.
 */

const MB = 1024 * 1024;
const TYPE_NAMES = 'JPEG, PNG, WebP, GIF or AVIF';

interface ImagePickerProps {
  name: string;
  label: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** An error from outside (e.g. the server refused the picture). */
  error?: string;
  maxBytes?: number;
  previewAlt?: string;
  disabled?: boolean;
  /** Drawn in the preview box while no picture is chosen. */
  placeholder?: React.ReactNode;
}

export function ImagePicker({
  name,
  label,
  file,
  onFileChange,
  error,
  maxBytes = MAX_UPLOAD_BYTES,
  previewAlt = 'Preview of the chosen picture',
  disabled,
  placeholder,
}: ImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState('');
  const [preview, setPreview] = useState<string | null>(null);

  // A picture chosen before hydration is taken over (and checked) once the page is interactive.
  useEffect(() => {
    if (input.current?.files?.length) accept(input.current);
  }, []);

  const previous = useRef<File | null>(null);
  useEffect(() => {
    const had = previous.current;
    previous.current = file;
    if (!file) {
      // The parent cleared the picture (e.g. after a submit): clear the input as well.
      if (had && input.current) input.current.value = '';
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function accept(el: HTMLInputElement) {
    const picked = el.files?.[0] ?? null;
    const problem = picked ? refusalFor(picked, maxBytes) : '';
    setRefusal(problem);
    if (problem) el.value = '';
    onFileChange(problem ? null : picked);
  }

  const message = refusal || error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field image-picker">
      <label htmlFor={id}>{label}</label>
      <div className="image-picker__body">
        <div className="image-picker__preview">
          {preview ? <img src={preview} alt={previewAlt} width={88} height={88} /> : placeholder}
        </div>
        <div className="image-picker__controls">
          <input
            ref={input}
            id={id}
            type="file"
            name={name}
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            onChange={(e) => accept(e.currentTarget)}
            disabled={disabled}
            aria-describedby={message ? `${hintId} ${errorId}` : hintId}
            aria-invalid={message ? true : undefined}
          />
          <p id={hintId} className="hint">
            {TYPE_NAMES}, up to {Math.round(maxBytes / MB)} MB.
          </p>
          {file && (
            <button
              type="button"
              className="btn btn-ghost btn-sm image-picker__remove"
              onClick={() => {
                setRefusal('');
                onFileChange(null);
                input.current?.focus();
              }}
              disabled={disabled}
            >
              Remove picture
            </button>
          )}
        </div>
      </div>
      {message && (
        <p id={errorId} className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

function refusalFor(file: File, maxBytes: number): string {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return `“${file.name}” is not a picture we can use. Please choose a ${TYPE_NAMES} image.`;
  }
  if (file.size > maxBytes) {
    return `“${file.name}” is ${(file.size / MB).toFixed(1)} MB. Please choose a picture of at most ${Math.round(maxBytes / MB)} MB.`;
  }
  return '';
}
