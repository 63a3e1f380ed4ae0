import { useEffect, useRef, useState } from 'react';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '../../../common/constants';
import { explainRefusal } from './feedback';
import { Icon } from '../../components/icon';

interface Props {
  id: string;
  label: string;
  file: File | null;
  onFile: (file: File | null) => void;
  /** The picture already saved (edit mode), shown until a new one is chosen. */
  current?: string;
  hint: string;
  error?: string;
  required?: boolean;
}

/**
 * A picture input with a preview. Checks type and size in the browser with the same plain words the
 * server's refusals get; the server still checks the content itself.
 */
export function ImageField({ id, label, file, onFile, current, hint, error, required }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    if (!file) {
      setPreview(null);
      if (input.current) input.current.value = '';
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function pick(chosen: File | null) {
    setProblem('');
    if (chosen && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(chosen.type)) {
      setProblem(explainRefusal(415));
      onFile(null);
      return;
    }
    if (chosen && chosen.size > MAX_UPLOAD_BYTES) {
      setProblem(explainRefusal(413));
      onFile(null);
      return;
    }
    onFile(chosen);
  }

  const message = problem || error;
  const shown = preview ?? current;
  return (
    <div className="field admin-image-field">
      <label htmlFor={id}>
        {label}
        {!required && <span className="admin-optional"> (optional)</span>}
      </label>
      <div className="admin-image-field__row">
        <div className="admin-image-field__preview">
          {shown ? (
            <img src={shown} alt={preview ? 'Preview of the chosen picture' : 'The picture saved now'} width="96" height="96" />
          ) : (
            <Icon name="image" size={20} />
          )}
        </div>
        <div className="admin-image-field__controls">
          <input
            ref={input}
            id={id}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            onChange={(e) => pick(e.target.files?.[0] ?? null)}
            aria-invalid={message ? true : undefined}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          />
          <p className="hint" id={`${id}-hint`}>
            {file ? `Chosen: ${file.name} (${(file.size / 1024 / 1024).toFixed(1)} MB). ` : ''}
            {hint}
          </p>
          {file && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => pick(null)}>
              Remove this picture
            </button>
          )}
          {message && (
            <p className="field-error" id={`${id}-error`} role="alert">
              {message}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
