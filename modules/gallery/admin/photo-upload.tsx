import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { ADMIN_MAX_UPLOAD_BYTES, megabytes } from '../../../common/constants';
import { call } from '../../../app/features/admin/call';
import { explainRefusal } from '../../../app/features/admin/feedback';
import { UploadProgress } from '../../../app/features/admin/upload-progress';
import { Icon } from '../../../app/components/icon';
import { useToast } from '../../../app/components/toast';
import { GalleryUploadRow, type Pending, type PhotoFields, type RowHandle } from './photo-upload-row';
import { titleFromFileName } from './photo-title';
import { shrinkPhoto } from './shrink-photo';

/** How many photos are sent at once: the server processes two at a time, the office line is slow. */
const AT_ONCE = 2;
const LIMIT_MB = megabytes(ADMIN_MAX_UPLOAD_BYTES);
export const GALLERY_UPLOAD_HINT = `Choose several at once, or drag them here. JPEG, PNG, WebP, GIF or AVIF, at most ${LIMIT_MB} MB each: photos straight from a phone or camera are fine, the website makes them smaller.`;

/** Each chosen photo's key: rising in the order chosen, so it is also its place in its batch. */
let nextKey = 0;

/** A random name for the photos chosen together (getRandomValues works on plain http too). */
function newBatch(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A file refused before it is sent, in the words of the server's refusals. */
function refusalOf(file: File): string {
  if (!file.type.startsWith('image/')) return explainRefusal(415);
  if (file.size > ADMIN_MAX_UPLOAD_BYTES) {
    return `“${file.name}” is ${(file.size / 1024 / 1024).toFixed(1)} MB. Please choose a picture of at most ${LIMIT_MB} MB.`;
  }
  return '';
}

/**
 * Several photos at once: chosen with the file picker (several at a time; a phone offers its
 * camera and photos) or dropped on the drop zone. Each gets its title, alt text or "Decorative",
 * its own progress bar and its own error; they are sent two at a time, and one refused photo does
 * not stop the others. Each arrives at ../photo-upload.server.ts, which places it in its batch.
 */
export function GalleryUpload({ onUploaded }: { onUploaded: () => Promise<void> }) {
  const id = useId();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Pending[]>([]);
  const [dragOver, setDragOver] = useState(false);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState('');
  /** Each row's check and refusal, by the row's key. */
  const rows = useRef(new Map<number, RowHandle>());
  /**
   * The photos chosen until all of them are uploaded form one batch, so the server stores them in
   * the order chosen however their uploads finish; a photo retried after a refusal keeps its place.
   */
  const batch = useRef('');

  // The previews' object URLs are given back when their rows go.
  const previews = useRef(new Map<number, string>());
  useEffect(() => {
    const live = new Set(items.map((i) => i.key));
    for (const [key, url] of previews.current) {
      if (!live.has(key)) {
        URL.revokeObjectURL(url);
        previews.current.delete(key);
      }
    }
  }, [items]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const update = (key: number, change: Partial<Pending>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));

  function add(files: FileList | File[] | null) {
    const list = [...(files ?? [])];
    if (list.length === 0) return;
    const added = list.map((file): Pending => {
      const key = ++nextKey;
      const refused = refusalOf(file);
      return { key, file, preview: '', title: titleFromFileName(file.name), alt: '', decorative: false, progress: null, error: refused, refused: !!refused };
    });
    setItems((all) => [...all, ...added]);
    // A preview is shown once the browser could decode the file (a broken file gets none; the
    // server says why it refuses it).
    for (const item of added) {
      if (item.refused) continue;
      const url = URL.createObjectURL(item.file);
      previews.current.set(item.key, url);
      const probe = new Image();
      probe.src = url;
      probe.decode().then(() => update(item.key, { preview: url }), () => {});
    }
    setStatus(`${list.length} ${list.length === 1 ? 'photo' : 'photos'} added. Give each a description, then upload.`);
    if (input.current) input.current.value = '';
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragOver(false);
    if (!sending) add(e.dataTransfer.files);
  }

  /**
   * Checks every row with the shared schema, in order; returns the rows ready to send with their
   * checked texts, or null (each row shows its errors, the first one has the focus).
   */
  async function checked(): Promise<{ item: Pending; fields: PhotoFields }[] | null> {
    const ready: { item: Pending; fields: PhotoFields }[] = [];
    let passed = true;
    for (const item of items) {
      if (item.refused) continue;
      const fields = await rows.current.get(item.key)?.check(passed);
      if (fields) ready.push({ item, fields });
      else passed = false;
    }
    return passed ? ready : null;
  }

  async function send({ item, fields }: { item: Pending; fields: PhotoFields }): Promise<boolean> {
    update(item.key, { progress: 0, error: '' });
    try {
      // Made smaller first (the original when that does not help or this browser cannot decode it).
      const image = await shrinkPhoto(item.file);
      const form = { title: fields.title, alt: fields.alt, decorative: String(fields.decorative), batch: batch.current, place: String(item.key), image };
      const r = await call('uploadImage', {
        form,
        auth: true,
        onProgress: (progress) => update(item.key, { progress }),
      });
      if (r.ok) {
        setItems((all) => all.filter((i) => i.key !== item.key));
        return true;
      }
      // A refusal of a title or alt text is shown at that field; any other (the file's) on the row.
      const atField = r.status === 400 && !!r.data.message && !!rows.current.get(item.key)?.refusal(r.data.message);
      update(item.key, { progress: null, error: atField ? '' : r.status === 400 && r.data.message ? r.data.message : explainRefusal(r.status, r.data.message) });
    } catch {
      update(item.key, { progress: null, error: 'The photo could not be sent. Please check the connection and try again.' });
    }
    return false;
  }

  async function uploadAll() {
    if (sending) return;
    const ready = await checked();
    if (!ready || ready.length === 0) {
      if (items.length === 0) {
        setStatus('Please choose the photos to upload.');
        input.current?.focus();
      }
      return;
    }
    setSending(true);
    batch.current ||= newBatch();
    setStatus(`Uploading ${ready.length} ${ready.length === 1 ? 'photo' : 'photos'}…`);
    const queue = [...ready];
    let uploaded = 0;
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) if (await send(item)) uploaded++;
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, ready.length) }, worker));
    setSending(false);
    const failed = ready.length - uploaded;
    if (failed === 0) batch.current = '';
    const summary = failed === 0
      ? uploaded === 1 ? 'Image uploaded.' : `${uploaded} photos uploaded.`
      : `${uploaded} of ${ready.length} photos uploaded. The others say below what went wrong.`;
    setStatus(summary);
    if (failed === 0) toast.success(summary);
    else toast.error(summary);
    if (uploaded > 0) await onUploaded();
  }

  const toSend = items.filter((i) => !i.refused).length;
  return (
    <section className="card admin-form gallery-upload" aria-labelledby={`${id}-heading`} aria-busy={sending}>
      <h3 id={`${id}-heading`}>Upload new photos</h3>
      <div
        className={`gallery-drop${dragOver ? ' gallery-drop--over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        data-testid="gallery-drop-zone"
      >
        <Icon name="upload" size={28} />
        <label htmlFor={`${id}-files`} className="gallery-drop__label">Photos</label>
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          accept="image/*"
          disabled={sending}
          aria-describedby={`${id}-files-hint`}
          onChange={(e) => add(e.target.files)}
        />
        <p className="hint" id={`${id}-files-hint`}>{GALLERY_UPLOAD_HINT}</p>
      </div>
      {items.length > 0 && (
        <ul className="gallery-upload__list" aria-label="Photos to upload">
          {items.map((item) => (
            <GalleryUploadRow
              key={item.key}
              ref={(row) => {
                if (row) rows.current.set(item.key, row);
                else rows.current.delete(item.key);
              }}
              idBase={`${id}-${item.key}`}
              item={item}
              disabled={sending}
              onChange={(change) => update(item.key, change)}
              onRemove={() => setItems((all) => all.filter((i) => i.key !== item.key))}
            >
              <UploadProgress id={`${id}-${item.key}-progress`} value={item.progress} />
            </GalleryUploadRow>
          ))}
        </ul>
      )}
      <p className="gallery-upload__status" role="status">{status}</p>
      <div className="admin-form__actions">
        <button type="button" className="btn btn-primary" disabled={sending} onClick={() => void uploadAll()}>
          <Icon name="upload" size={20} /> {sending ? 'Uploading…' : toSend > 1 ? `Upload ${toSend} photos` : 'Upload photo'}
        </button>
      </div>
    </section>
  );
}
