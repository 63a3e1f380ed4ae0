import { refusalOf, refusalText } from '../components/image-input.words';
import { errorNote } from './form-notes';

/**
 * The picture input on a page served without React (./page-handle.ts): what
 * components/image-input.tsx does once hydrated, on the `.image-input` field its server rendering
 * left (a plain file input, which a form without JavaScript posts). A chosen file is checked for
 * its type and size first (the input's `accept`, the field's `data-max-bytes`), so nobody waits for
 * an upload the server would refuse; a refused one is named in the field's message and the input
 * emptied. An accepted one is previewed from an object URL (revoked when it changes) with "Remove
 * picture" beside it, which brings back the placeholder and the focus to the input.
 */
export interface ImageInputControl {
  /** The accepted file, or null. */
  file(): File | null;
  /** No picture any more (after a sending): the input emptied, the placeholder back. */
  clear(): void;
  /** A message from outside (the form's check or the server), `undefined`: none. */
  showError(message: string | undefined): void;
}

export function enhanceImageInput(field: HTMLElement): ImageInputControl {
  const input = field.querySelector<HTMLInputElement>('input[type="file"]');
  const preview = field.querySelector<HTMLElement>('.image-input__preview');
  const controls = field.querySelector<HTMLElement>('.image-input__controls');
  const placeholder = [...(preview?.childNodes ?? [])];
  const id = input?.id ?? '';
  const types = (input?.accept ?? '').split(',').filter(Boolean);
  const maxBytes = Number(field.dataset.maxBytes) || Infinity;
  const size = field.dataset.previewSize ?? '96';
  let file: File | null = null;
  let url: string | null = null;
  let refused = '';
  let outside: string | undefined;
  let remove: HTMLButtonElement | null = null;

  /** The message under the input: a refusal of the chosen file first, else the one from outside. */
  function drawMessage() {
    const message = refused || outside;
    errorNote(controls, `${id}-error`, message, true);
    if (!input) return;
    input.setAttribute('aria-describedby', [`${id}-hint`, message ? `${id}-error` : ''].filter(Boolean).join(' '));
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  /** The preview of `next` (or the placeholder) and Remove while a file is chosen. */
  function show(next: File | null) {
    file = next;
    if (url) URL.revokeObjectURL(url);
    url = next ? URL.createObjectURL(next) : null;
    if (url) {
      const img = document.createElement('img');
      img.src = url;
      img.alt = field.dataset.previewAlt ?? '';
      img.width = img.height = Number(size);
      preview?.replaceChildren(img);
    } else preview?.replaceChildren(...placeholder);
    if (next && !remove) {
      remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'btn btn-ghost btn-sm image-input__remove';
      remove.textContent = 'Remove picture';
      remove.addEventListener('click', () => {
        refused = '';
        clear();
        input?.focus();
      });
      // Where the component draws it: under the hint, above the message.
      document.getElementById(`${id}-hint`)?.after(remove);
    } else if (!next) {
      remove?.remove();
      remove = null;
    }
  }

  function accept() {
    const picked = input?.files?.[0] ?? null;
    const reason = picked ? refusalOf(picked, types, maxBytes) : null;
    refused = picked && reason ? refusalText(reason, picked, maxBytes) : '';
    if (reason && input) input.value = '';
    show(reason ? null : picked);
    drawMessage();
  }

  function clear() {
    if (input) input.value = '';
    show(null);
    drawMessage();
  }

  input?.addEventListener('change', accept);
  // A picture chosen before the script ran is taken over (and checked) now.
  if (input?.files?.length) accept();

  return {
    file: () => file,
    clear,
    showError(message) {
      outside = message;
      drawMessage();
    },
  };
}
