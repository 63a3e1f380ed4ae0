import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { GalleryFieldsSchema, GalleryUpdateSchema } from '../../../common/schemas';
import { messages } from '../../../common/messages';
import { call } from './call';
import type { GalleryImage } from '../../../common/api/site';
import { confirmed, useAdminAction } from './feedback';
import { useList } from './use-list';
import { ListState } from './list-state';
import { ImageInput } from '../../components/image-input';
import { adminPicture } from './picture-input';
import { UploadProgress } from './upload-progress';
import { Icon } from '../../components/icon';
import { formatDate } from '../../lib/dates';
import { KeptNote } from './kept-note';
import { useKeptInput } from './use-kept-input';

export const CONFIRM_DELETE_IMAGE = 'Are you sure you want to delete this image?';

/** Gallery: upload with a preview and a progress bar, edit the texts, delete. */
export function GallerySection({ onChange }: { onChange: () => void }) {
  const list = useList('gallery');
  const listHeading = useRef<HTMLHeadingElement>(null);
  const refresh = async () => {
    await list.reload();
    onChange();
  };
  return (
    <div className="admin-stack">
      <UploadForm onUploaded={refresh} />
      <div className="card admin-list-card">
        <div className="admin-list-head">
          <h3 ref={listHeading} tabIndex={-1}>
            Images on the website {list.state === 'ready' && <span className="badge">{list.items.length}</span>}
          </h3>
        </div>
        <ListState list={list} what="the images" />
        {list.state === 'ready' &&
          (list.items.length === 0 ? (
            <p className="admin-empty">{messages.galleryEmpty}</p>
          ) : (
            <ul className="admin-gallery">
              {list.items.map((img) => (
                <GalleryItem
                  key={img.id}
                  image={img}
                  onSaved={refresh}
                  onDeleted={async () => {
                    await refresh();
                    listHeading.current?.focus();
                  }}
                />
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}

function UploadForm({ onUploaded }: { onUploaded: () => Promise<void> }) {
  const id = useId();
  const run = useAdminAction();
  const [title, setTitle] = useState('');
  const [alt, setAlt] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; image?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  // The texts (not the picture) are kept in this browser until the upload succeeds.
  const kept = useKeptInput({
    form: 'gallery:new',
    value: { title, alt },
    dirty: title !== '' || alt !== '',
    ready: true,
    restore: (v) => {
      setTitle(String(v.title ?? ''));
      setAlt(String(v.alt ?? ''));
    },
    reset: useCallback(() => {
      setTitle('');
      setAlt('');
    }, []),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = GalleryFieldsSchema.safeParse({ title, alt });
    const found = {
      title: parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'title')?.message,
      image: file ? undefined : 'Please choose an image to upload.',
    };
    setErrors(found);
    if (found.title || found.image || !parsed.success) {
      document.getElementById(found.title ? `${id}-title` : `${id}-image`)?.focus();
      return;
    }
    setProgress(0);
    const r = await run(() => call('uploadImage', { form: { title: parsed.data.title, alt: parsed.data.alt, image: file }, auth: true, onProgress: setProgress }));
    setProgress(null);
    if (r?.ok) {
      setTitle('');
      setAlt('');
      setFile(null);
      await onUploaded();
    }
  }

  const busy = progress !== null;
  return (
    <form className="card admin-form" onSubmit={submit} noValidate aria-busy={busy}>
      <h3>Upload a new image</h3>
      <KeptNote kept={kept} extra="A picture you had chosen is not kept: choose it again." />
      <div className="admin-form__grid">
        <div className="field">
          <label htmlFor={`${id}-title`}>Title</label>
          <input
            id={`${id}-title`}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={160}
            autoComplete="off"
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={`${id}-title-hint${errors.title ? ` ${id}-title-error` : ''}`}
          />
          <p className="hint" id={`${id}-title-hint`}>
            A short caption, for example: Staff training at our Enugu office.
          </p>
          {errors.title && (
            <p className="field-error" id={`${id}-title-error`}>
              {errors.title}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-alt`}>
            Alt text <span className="admin-optional">(optional)</span>
          </label>
          <input
            id={`${id}-alt`}
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            maxLength={300}
            autoComplete="off"
            aria-describedby={`${id}-alt-hint`}
          />
          <p className="hint" id={`${id}-alt-hint`}>
            Describe what the picture shows, for visitors who cannot see it. If left empty, the title is used.
          </p>
        </div>
      </div>
      <ImageInput
        {...adminPicture}
        id={`${id}-image`}
        label="Image"
        optional={false}
        file={file}
        showChosen
        removeLabel="Remove this picture"
        onFile={(f) => {
          setFile(f);
          if (f) setErrors((e) => ({ ...e, image: undefined }));
        }}
        error={errors.image}
        hint="JPEG, PNG, WebP, GIF or AVIF, at most 5 MB."
      />
      <UploadProgress id={`${id}-progress`} value={progress} />
      <div className="admin-form__actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          <Icon name="upload" size={20} /> {busy ? 'Uploading…' : 'Upload image'}
        </button>
      </div>
    </form>
  );
}

function GalleryItem({ image, onSaved, onDeleted }: { image: GalleryImage; onSaved: () => Promise<void>; onDeleted: () => Promise<void> }) {
  const id = useId();
  const run = useAdminAction();
  const [title, setTitle] = useState(image.title);
  const [alt, setAlt] = useState(image.alt);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setTitle(image.title);
    setAlt(image.alt);
  }, [image.title, image.alt]);
  const changed = title !== image.title || alt !== image.alt;
  // After the effect above, so texts brought back from this browser win over the saved ones.
  const kept = useKeptInput({
    form: `gallery:${image.id}`,
    value: { title, alt },
    dirty: changed,
    ready: true,
    restore: (v) => {
      setTitle(String(v.title ?? ''));
      setAlt(String(v.alt ?? ''));
    },
    reset: useCallback(() => {
      setTitle(image.title);
      setAlt(image.alt);
    }, [image.title, image.alt]),
  });
  const smallest = image.srcset.split(',')[0]?.trim().split(/\s+/)[0] || image.image_url;

  async function save(e: FormEvent) {
    e.preventDefault();
    const parsed = GalleryUpdateSchema.safeParse({ title, alt });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the texts.');
      return;
    }
    setError('');
    setBusy(true);
    const r = await run(() => call('updateImage', { query: { id: image.id }, json: parsed.data, auth: true }));
    setBusy(false);
    if (r) await onSaved();
  }

  async function remove() {
    if (!confirmed(CONFIRM_DELETE_IMAGE)) return;
    const r = await run(() => call('deleteImage', { query: { id: image.id }, auth: true }));
    if (r) await onDeleted();
  }

  return (
    <li className="card admin-gallery__item">
      <img src={smallest} alt={image.alt || image.title} width={image.width} height={image.height} loading="lazy" className="admin-gallery__img" />
      <form onSubmit={save} noValidate className="admin-gallery__form" aria-label={`Details of ${image.title}`}>
        <KeptNote kept={kept} />
        <div className="field">
          <label htmlFor={`${id}-title`}>Title</label>
          <input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={160} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-alt`}>Alt text</label>
          <input id={`${id}-alt`} value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={300} autoComplete="off" />
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
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
