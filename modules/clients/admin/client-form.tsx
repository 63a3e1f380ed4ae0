import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Sector } from '../../../content/types';
import { CLIENT_LABELS, CLIENT_MAX, ClientFormSchema } from '../client-fields';
import { call } from '../../../app/features/admin/call';
import type { Client } from '../clients.schemas';
import { useAdminAction } from '../../../app/features/admin/feedback';
import { ImageInput } from '../../../app/components/image-input';
import { adminPicture } from '../../../app/features/admin/picture-input';
import { UploadProgress } from '../../../app/features/admin/upload-progress';
import { KeptNote, useKeptInput } from '../../../app/components/kept-input/kept-input';
import { TextField } from '../../../app/components/form/fields';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';
import { scrollMotion } from '../../../app/lib/motion';

const FIELDS = ['name', 'location', 'url'] as const;

/** "example.com.ng" becomes "https://example.com.ng": office staff rarely type the scheme. */
function withScheme(url: string): string {
  const v = url.trim();
  return v && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v}` : v;
}

interface Props {
  sector: Sector;
  editing: Client | null;
  /** Called after a save (with the id) or a cancel (with null); the form is back in add mode. */
  onDone: (savedId: number | null) => void | Promise<void>;
  /** The module's clients once loaded (null before), to find the one kept texts were typed for. */
  clients: Client[] | null;
  /** Opens that client (or add mode) for texts brought back from this browser. */
  onResume: (client: Client | null) => void;
}

/** Add and edit modes; name and location required, logo optional. */
export function ClientForm({ sector, editing, onDone, clients, onResume }: Props) {
  const id = useId();
  const run = useAdminAction();
  const isWebsites = sector.module === 'Websites';
  const [name, setName] = useState('');
  const [location, setLocation] = useState('');
  const [url, setUrl] = useState('');
  const [logo, setLogo] = useState<File | null>(null);
  const { setErrors, check, refusal, bindValue } = useSchemaForm(FIELDS, { labels: CLIENT_LABELS });
  const [progress, setProgress] = useState<number | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusName = () => (form.current?.elements.namedItem('name') as HTMLInputElement | null)?.focus({ preventScroll: true });
  /** Texts brought back from this browser for the client about to be opened (see below). */
  const resumed = useRef<{ name: string; location: string; url: string } | null>(null);

  // Edit fills the form from the chosen row.
  useEffect(() => {
    const texts = resumed.current;
    resumed.current = null;
    setName(texts?.name ?? editing?.name ?? '');
    setLocation(texts?.location ?? editing?.location ?? '');
    setUrl(texts?.url ?? editing?.url ?? '');
    setLogo(null);
    setErrors({});
    if (editing) {
      form.current?.scrollIntoView({ block: 'start', behavior: scrollMotion() });
      focusName();
    }
  }, [editing, setErrors]);

  // What is typed (not the logo) is kept in this browser until saved, with the client it changes.
  const kept = useKeptInput<{ id: number | null; name: string; location: string; url: string }>({
    form: `client:${sector.module}`,
    value: { id: editing?.id ?? null, name, location, url },
    dirty: name !== (editing?.name ?? '') || location !== (editing?.location ?? '') || url !== (editing?.url ?? ''),
    ready: clients !== null,
    restore: (v) => {
      const texts = { name: String(v.name ?? ''), location: String(v.location ?? ''), url: String(v.url ?? '') };
      // A client deleted meanwhile: the texts come back as a new client.
      const target = clients?.find((c) => c.id === v.id) ?? null;
      if (target?.id === editing?.id) {
        setName(texts.name);
        setLocation(texts.location);
        setUrl(texts.url);
      } else {
        resumed.current = texts;
        onResume(target);
      }
    },
    reset: useCallback(() => {
      setName(editing?.name ?? '');
      setLocation(editing?.location ?? '');
      setUrl(editing?.url ?? '');
    }, [editing]),
  });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const el = e.currentTarget;
    // The schema the server checks the form with, and the form's own rule that a Websites client has an address.
    const checked = await check(el, ClientFormSchema, { module: sector.module, url: isWebsites ? withScheme(url) : '' });
    if (!checked) return;
    setProgress(0);
    const r = await run(() =>
      call('saveClient', {
        query: editing ? { id: editing.id } : {},
        form: { module: sector.module, name: checked.name, location: checked.location ?? '', url: checked.url ?? undefined, logo },
        auth: true,
        onProgress: logo ? setProgress : undefined,
      }),
    );
    setProgress(null);
    if (r?.ok) {
      const saved = editing?.id ?? r.data.id ?? 0;
      setName('');
      setLocation('');
      setUrl('');
      setLogo(null);
      await onDone(saved);
      focusName();
    } else if (r && r.status === 400 && r.data.message) {
      refusal(el, r.data.message, { fallback: 'name' });
    }
  }

  const busy = progress !== null;
  return (
    <form ref={form} className={`card admin-form${editing ? ' admin-form--editing' : ''}`} onSubmit={submit} noValidate>
      <h3>{editing ? `Edit client: ${editing.name}` : `Add a client to ${sector.adminLabel}`}</h3>
      {editing && <p className="admin-muted">You are changing an existing client. Save your changes or press Cancel.</p>}
      <KeptNote kept={kept} extra="A logo you had chosen is not kept: choose it again." />
      <div className="admin-form__grid">
        <TextField id={`${id}-name`} label="Client name" {...bindValue('name', name, setName)} autoComplete="off" hint="The name as the client writes it." maxLength={CLIENT_MAX.name} />
        {isWebsites ? (
          <TextField
            id={`${id}-url`}
            label="Website address"
            {...bindValue('url', url, setUrl)}
            autoComplete="off"
            hint="For example: https://www.example.com.ng"
            maxLength={CLIENT_MAX.url}
            inputMode="url"
            spellCheck={false}
          />
        ) : (
          <TextField
            id={`${id}-location`}
            label="Location"
            {...bindValue('location', location, setLocation)}
            autoComplete="off"
            hint="Town or city, for example: Enugu"
            maxLength={CLIENT_MAX.location}
          />
        )}
      </div>
      <ImageInput
        {...adminPicture}
        id={`${id}-logo`}
        label="Logo"
        file={logo}
        onFile={setLogo}
        showChosen
        removeLabel="Remove this picture"
        current={editing?.logo || undefined}
        currentAlt="The picture saved now"
        hint={
          editing?.logo
            ? 'Choose a new picture only if you want to replace the current logo. JPEG, PNG, WebP, GIF or AVIF, at most 20 MB.'
            : 'JPEG, PNG, WebP, GIF or AVIF, at most 20 MB. Without a logo the page shows a placeholder picture.'
        }
      />
      <UploadProgress id={`${id}-progress`} value={logo ? progress : null} />
      <div className="admin-form__actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : editing ? 'Save changes' : 'Add client'}
        </button>
        {editing && (
          <button type="button" className="btn btn-outline" onClick={() => void onDone(null)} disabled={busy}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
