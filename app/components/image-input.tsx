import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '../../common/constants';
import { MB, TYPE_NAMES, refusalOf, refusalText, type ImageRefusal } from './image-input.words';
import './image-input.css';

export type { ImageRefusal } from './image-input.words';

export interface ImageInputProps {
  /** The input's id (its hint, status and error ids derive from it); a generated one by default. */
  id?: string;
  /** The form field's name, for a form that is also posted without JavaScript. */
  name?: string;
  label: string;
  /** Adds a lighter " (optional)" to the label. */
  optional?: boolean;
  /** The look: the caller's class (size and colours of the preview, the file button, spacing). */
  className?: string;
  /** The preview box is a circle. */
  round?: boolean;
  /** The preview's width and height attributes (CSS sets the drawn size). */
  previewSize?: number;
  /**
   * The picture the caller keeps: its preview is drawn from it, and setting it back to null (after
   * a submit) empties the input. Left out by a caller that sends each file at once.
   */
  file?: File | null;
  /** Receives an accepted file, or null (no file, a refused one, or Remove). */
  onFile: (file: File | null) => void;
  previewAlt?: string;
  /** The picture shown while no file is chosen (the one saved now), and its text alternative. */
  current?: string;
  currentAlt?: string;
  /** Drawn in the preview box while there is no picture. */
  placeholder?: ReactNode;
  /** A line above the hint saying what is chosen now. */
  status?: ReactNode;
  /** The help under the input; by default the accepted types and the size limit. */
  hint?: ReactNode;
  /** Starts the hint with the chosen file's name and size. */
  showChosen?: boolean;
  /** Whether Remove shows (by default while a file is chosen), its words, and what it does (by default onFile(null)). */
  removable?: boolean;
  removeLabel?: ReactNode;
  onRemove?: () => void;
  /** An error from outside (the server refused the picture). */
  error?: string;
  /** What may be chosen: the types and largest size the upload accepts (the site's limits by default). */
  types?: readonly string[];
  maxBytes?: number;
  /** The words of a refusal (by default naming the file). */
  refusal?: (reason: ImageRefusal, file: File, maxBytes: number) => string;
  disabled?: boolean;
  /** The file input itself, for a caller that empties it after its own upload. */
  ref?: Ref<HTMLInputElement>;
  /** More controls under the hint (an upload's progress bar). */
  children?: ReactNode;
}

/**
 * A picture input with a preview. The browser checks the type and size first, so nobody waits for
 * an upload the server would refuse (the server still checks the content). An object URL previews
 * the chosen file and is revoked whenever it changes.
 */
export function ImageInput(props: ImageInputProps) {
  const { label, optional, className, round, previewSize = 96, file, onFile, previewAlt = 'Preview of the chosen picture', current, currentAlt, placeholder } = props;
  const { status, showChosen, removeLabel = 'Remove picture', error, types = ACCEPTED_IMAGE_TYPES, maxBytes = MAX_UPLOAD_BYTES, refusal = refusalText, disabled } = props;
  const generated = useId();
  const id = props.id ?? generated;
  const input = useRef<HTMLInputElement | null>(null);
  const [refused, setRefused] = useState('');
  const [preview, setPreview] = useState<string | null>(null);

  // A picture chosen before hydration is taken over (and checked) once the page is interactive.
  useEffect(() => {
    if (input.current?.files?.length) accept(input.current);
  }, []);

  const previous = useRef<File | null | undefined>(null);
  useEffect(() => {
    const had = previous.current;
    previous.current = file;
    if (!file) {
      // The caller cleared the picture (e.g. after a submit): empty the input as well.
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
    const reason = picked ? refusalOf(picked, types, maxBytes) : null;
    setRefused(picked && reason ? refusal(reason, picked, maxBytes) : '');
    if (reason) el.value = '';
    onFile(reason ? null : picked);
  }

  function remove() {
    setRefused('');
    (props.onRemove ?? (() => onFile(null)))();
    input.current?.focus();
  }

  const setInput = (el: HTMLInputElement | null) => {
    input.current = el;
    const { ref } = props;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };

  const message = refused || error;
  const shown = preview ?? current;
  const describedBy = [`${id}-hint`, status ? `${id}-now` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div
      className={className ? `field image-input ${className}` : 'field image-input'}
      data-preview-alt={previewAlt}
      data-preview-size={previewSize}
      data-max-bytes={maxBytes}
    >
      <label htmlFor={id}>
        {label}
        {optional && <span className="image-input__optional"> (optional)</span>}
      </label>
      <div className="image-input__body">
        <div className={round ? 'image-input__preview image-input__preview--round' : 'image-input__preview'}>
          {shown ? <img src={shown} alt={preview ? previewAlt : currentAlt} width={previewSize} height={previewSize} /> : placeholder}
        </div>
        <div className="image-input__controls">
          <input
            ref={setInput}
            id={id}
            type="file"
            name={props.name}
            accept={types.join(',')}
            onChange={(e) => accept(e.currentTarget)}
            disabled={disabled}
            aria-describedby={describedBy}
            aria-invalid={message ? true : undefined}
          />
          {status && (
            <p id={`${id}-now`} className="hint">
              {status}
            </p>
          )}
          <p id={`${id}-hint`} className="hint">
            {showChosen && file ? `Chosen: ${file.name} (${(file.size / MB).toFixed(1)} MB). ` : ''}
            {props.hint ?? `${TYPE_NAMES}, up to ${Math.round(maxBytes / MB)} MB.`}
          </p>
          {props.children}
          {(props.removable ?? !!file) && (
            <button type="button" className="btn btn-ghost btn-sm image-input__remove" onClick={remove} disabled={disabled}>
              {removeLabel}
            </button>
          )}
          {message && (
            <p id={`${id}-error`} className="field-error" role="alert">
              {message}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

