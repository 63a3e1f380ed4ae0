import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { api } from '../../../lib/api';
import { CompanySchema, DAY_CODES, DAY_LABELS, issueMessage, pathKey } from '../../../../common/site-content';
import type { CompanyDetails, OpeningHours, Office, PhoneNumber } from '../../../../content/types';
import { confirmed, useAdminAction } from '../feedback';
import { formatDate } from '../format';
import { ItemTools, SelectField, SortableList, TextField, fieldId, moveItem } from './fields';
import { HistoryPanel } from './history-panel';

const KEY = 'company';

interface DocumentAnswer {
  published: CompanyDetails;
  publishedAt: string;
  draft: CompanyDetails | null;
  draftSavedAt: string | null;
  draftSavedBy: string | null;
}

const DAY_OPTIONS = DAY_CODES.map((d) => ({ value: d, label: DAY_LABELS[d] }));
const KIND_OPTIONS = [
  { value: 'head', label: 'Head office' },
  { value: 'branch', label: 'Branch' },
] as const;
const PREVIEW_PAGES = [
  { path: '/contact', label: 'Contact page' },
  { path: '/', label: 'Home page' },
  { path: '/companyProfile', label: 'Company profile' },
];

const newPhone = (): PhoneNumber => ({ label: '', display: '', tel: '+234' });
const newHours = (): OpeningHours => ({ from: 'Mo', to: 'Fr', opens: '08:00', closes: '17:00' });
const newOffice = (): Office => ({
  label: '',
  kind: 'branch',
  streetAddress: '',
  postalCode: '',
  city: '',
  region: '',
  country: 'NG',
  hours: [newHours()],
});

/**
 * After a move, the focus stays on the moved item's button of the same direction, or on the other
 * one when the item reached the end of the list (that button is then disabled).
 */
function moveFocusId(base: string, from: number, to: number, count: number): string {
  const up = to < from;
  const atEnd = up ? to === 0 : to === count - 1;
  return `${base}-${up !== atEnd ? 'up' : 'down'}-${to}`;
}

/** "12" → 12; "" or "abc" → NaN, which the schema refuses with "… must be a number." */
const toNumber = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

/**
 * Site content → Company details (issue 13). The form edits a DRAFT: Save draft keeps it in the
 * database (it survives a reload and a restart), Preview shows the real pages with it (only to
 * admins), Publish puts it on the public site at once, Discard draft goes back to what is published.
 * Validation is the server's own schema (common/site-content.ts), run here on every save.
 */
export default function CompanyEditor() {
  const run = useAdminAction();
  const [doc, setDoc] = useState<DocumentAnswer | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [value, setValue] = useState<CompanyDetails | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState<'save' | 'publish' | 'discard' | null>(null);
  const [preview, setPreview] = useState<{ token: string; until: number } | null>(null);
  const [version, setVersion] = useState(0);
  const pendingFocus = useRef<string | null>(null);

  const load = useCallback(async () => {
    try {
      const r = await api<DocumentAnswer>(`content/${KEY}`, { auth: true });
      if (!r.ok) {
        setLoadFailed(true);
        return;
      }
      setDoc(r.data);
      setValue(structuredClone(r.data.draft ?? r.data.published));
      setErrors({});
      setFormError('');
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const saved = doc ? (doc.draft ?? doc.published) : null;
  const dirty = useMemo(() => value !== null && saved !== null && JSON.stringify(value) !== JSON.stringify(saved), [value, saved]);

  // Unsaved edits are not lost to a closed tab by accident.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // A preview token (30 minutes) is fetched while there is a saved draft, and renewed before it ends.
  const hasDraft = doc?.draft != null;
  useEffect(() => {
    if (!hasDraft || (preview && preview.until > Date.now() + 60_000)) return;
    let cancelled = false;
    void api<{ token: string; expiresAt: string }>('content/preview', { method: 'POST', auth: true })
      .then((r) => {
        if (!cancelled && r.ok) setPreview({ token: r.data.token, until: Date.parse(r.data.expiresAt) });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [hasDraft, preview, version]);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    document.getElementById(target)?.focus();
  });

  if (loadFailed) {
    return (
      <div className="card admin-load-error">
        <p>The company details could not be loaded.</p>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void load()}>
          Try again
        </button>
      </div>
    );
  }
  if (!doc || !value) return <p className="admin-muted">Loading the company details…</p>;

  const update = (change: (draft: CompanyDetails) => void) => {
    setValue((v) => {
      const next = structuredClone(v!);
      change(next);
      return next;
    });
  };
  const err = (path: string) => errors[path];
  const clearError = (path: string) => errors[path] && setErrors(({ [path]: _gone, ...rest }) => rest);

  /** Runs the shared schema; shows every problem at its field and moves the focus to the first. */
  function validate(): CompanyDetails | null {
    const r = CompanySchema.safeParse(value);
    if (r.success) {
      setErrors({});
      setFormError('');
      return r.data;
    }
    const found: Record<string, string> = {};
    for (const issue of r.error.issues) {
      const key = pathKey(issue.path);
      if (!found[key]) found[key] = issue.message;
    }
    setErrors(found);
    const first = r.error.issues[0];
    setFormError(`Please correct ${r.error.issues.length === 1 ? 'the marked field' : `the ${r.error.issues.length} marked fields`} first. ${issueMessage(first)}`);
    const target = Object.keys(found).map((k) => fieldId(k)).find((id) => document.getElementById(id));
    pendingFocus.current = target ?? 'sc-form-error';
    return null;
  }

  async function saveDraft(): Promise<boolean> {
    const checked = validate();
    if (!checked) return false;
    const r = await run(() => api(`content/${KEY}/draft`, { method: 'PUT', json: checked, auth: true }));
    if (!r?.ok) {
      if (r && r.status === 400) setFormError(r.data.message ?? 'The server refused the draft.');
      return false;
    }
    await load();
    setVersion((n) => n + 1);
    return true;
  }

  async function onSave(e: FormEvent) {
    e.preventDefault();
    setBusy('save');
    await saveDraft();
    setBusy(null);
  }

  async function onPublish() {
    setBusy('publish');
    try {
      if (dirty && !(await saveDraft())) return;
      const r = await run(() => api(`content/${KEY}/publish`, { method: 'POST', auth: true }));
      if (r?.ok) {
        await load();
        setVersion((n) => n + 1);
      }
    } finally {
      setBusy(null);
    }
  }

  async function onDiscard() {
    const question = hasDraft
      ? 'Discard the draft? Your unpublished changes will be lost and the form will show what is published.'
      : 'Undo your unsaved changes?';
    if (!confirmed(question)) return;
    if (!hasDraft) {
      setValue(structuredClone(doc!.published));
      setErrors({});
      setFormError('');
      return;
    }
    setBusy('discard');
    const r = await run(() => api(`content/${KEY}/draft`, { method: 'DELETE', auth: true }));
    setBusy(null);
    if (r?.ok) await load();
  }

  const status = dirty
    ? { tone: 'warn', text: 'You have unsaved changes. Save the draft to keep them, or publish them straight away.' }
    : hasDraft
      ? { tone: 'draft', text: `Draft saved ${formatDate(doc.draftSavedAt!)} by ${doc.draftSavedBy}. Visitors do not see it until you publish.` }
      : { tone: 'live', text: `The form shows what is on the site now (published ${formatDate(doc.publishedAt)}).` };

  const phoneTools = (i: number) => ({
    what: `phone ${i + 1}`,
    index: i,
    count: value.phones.length,
    idBase: 'sc-phone',
    onMove: (from: number, to: number) => {
      update((d) => (d.phones = moveItem(d.phones, from, to)));
      pendingFocus.current = moveFocusId('sc-phone', from, to, value.phones.length);
      setErrors({});
    },
    onRemove: () => {
      const p = value.phones[i];
      if (!confirmed(`Remove the phone number ${p.display || p.label || i + 1}?`)) return;
      update((d) => d.phones.splice(i, 1));
      setErrors({});
    },
  });
  const officeTools = (i: number) => ({
    what: `office ${i + 1}`,
    index: i,
    count: value.offices.length,
    idBase: 'sc-office',
    onMove: (from: number, to: number) => {
      update((d) => (d.offices = moveItem(d.offices, from, to)));
      pendingFocus.current = moveFocusId('sc-office', from, to, value.offices.length);
      setErrors({});
    },
    onRemove: () => {
      if (!confirmed(`Remove the office ${value.offices[i].label || i + 1}, with its address and opening hours?`)) return;
      update((d) => d.offices.splice(i, 1));
      setErrors({});
    },
  });

  return (
    <div className="admin-stack sc-editor">
      <form className="card admin-form" onSubmit={onSave} noValidate aria-labelledby="sc-company-title">
        <div>
          <h3 id="sc-company-title">Company details</h3>
          <p className="admin-muted">
            The name, phone numbers, e-mail, WhatsApp, offices and links shown in the header, the footer, the contact page and to search engines.
          </p>
        </div>
        <p className={`sc-status sc-status--${status.tone}`} role="status">
          {status.text}
        </p>
        {formError ? (
          <p className="form-message form-message--error" id="sc-form-error" tabIndex={-1} role="alert">
            {formError}
          </p>
        ) : null}

        <fieldset className="sc-group">
          <legend>Name and description</legend>
          <div className="admin-form__grid">
            <TextField path="name" label="Company name" hint="The full registered name, e.g. Coal City ICT Solutions Ltd." value={value.name} maxLength={120} error={err('name')} onChange={(v) => { clearError('name'); update((d) => (d.name = v)); }} />
            <TextField path="shortName" label="Short name" hint="Shown in the logo and after every page title." value={value.shortName} maxLength={40} error={err('shortName')} onChange={(v) => { clearError('shortName'); update((d) => (d.shortName = v)); }} />
          </div>
          <TextField path="tagline" label="Tagline" hint="One line under the name, up to 160 characters." value={value.tagline} maxLength={160} error={err('tagline')} onChange={(v) => { clearError('tagline'); update((d) => (d.tagline = v)); }} />
          <TextField path="description" label="Description" multiline hint="One or two sentences for the footer and search results (20 to 300 characters)." value={value.description} maxLength={300} error={err('description')} onChange={(v) => { clearError('description'); update((d) => (d.description = v)); }} />
        </fieldset>

        <fieldset className="sc-group">
          <legend>Phone numbers</legend>
          <p className="hint">The first number is the head office's: it is the main number across the site. Change the order with the Move buttons, or drag an item by its grip.</p>
          {err('phones') ? <p className="field-error">{err('phones')}</p> : null}
          <SortableList count={value.phones.length} idBase="sc-phone-item" onMove={phoneTools(0).onMove}>
            {(i) => {
              const phone = value.phones[i];
              return (
                <fieldset className="sc-subgroup">
                  <legend>Phone {i + 1}{i === 0 ? ' (main number)' : ''}</legend>
                  <div className="admin-form__grid">
                    <TextField path={`phones.${i}.label`} label="Label" hint="e.g. Enugu office" value={phone.label} maxLength={60} error={err(`phones.${i}.label`)} onChange={(v) => { clearError(`phones.${i}.label`); update((d) => (d.phones[i].label = v)); }} />
                    <TextField path={`phones.${i}.display`} label="Number as shown" type="tel" inputMode="tel" hint="As visitors read it, e.g. +234 803 123 4567" value={phone.display} maxLength={30} error={err(`phones.${i}.display`)} onChange={(v) => { clearError(`phones.${i}.display`); update((d) => (d.phones[i].display = v)); }} />
                    <TextField path={`phones.${i}.tel`} label="Number for dialling" type="tel" inputMode="tel" hint="International form, no spaces: +2348031234567" value={phone.tel} maxLength={16} error={err(`phones.${i}.tel`)} onChange={(v) => { clearError(`phones.${i}.tel`); update((d) => (d.phones[i].tel = v)); }} />
                  </div>
                  <ItemTools {...phoneTools(i)} />
                </fieldset>
              );
            }}
          </SortableList>
          <button type="button" className="btn btn-outline" disabled={value.phones.length >= 6} onClick={() => { update((d) => d.phones.push(newPhone())); pendingFocus.current = fieldId(`phones.${value.phones.length}.label`); }}>
            Add a phone number
          </button>
        </fieldset>

        <fieldset className="sc-group">
          <legend>E-mail and WhatsApp</legend>
          <div className="admin-form__grid">
            <TextField path="email" label="E-mail address" type="email" inputMode="email" hint="Shown on every page; contact messages are also sent here." value={value.email} maxLength={254} error={err('email')} onChange={(v) => { clearError('email'); update((d) => (d.email = v)); }} />
            <TextField path="whatsapp" label="WhatsApp number" type="tel" inputMode="tel" hint="International form, no spaces: +2348031234567" value={value.whatsapp} maxLength={16} error={err('whatsapp')} onChange={(v) => { clearError('whatsapp'); update((d) => (d.whatsapp = v)); }} />
          </div>
        </fieldset>

        <fieldset className="sc-group">
          <legend>Offices</legend>
          <p className="hint">The first office is the head office: its opening hours are the ones the site shows.</p>
          {err('offices') ? <p className="field-error">{err('offices')}</p> : null}
          <SortableList count={value.offices.length} idBase="sc-office-item" onMove={officeTools(0).onMove}>
            {(i) => {
              const office = value.offices[i];
              return (
                <fieldset className="sc-subgroup">
                  <legend>Office {i + 1}{office.label ? `: ${office.label}` : ''}</legend>
                  <div className="admin-form__grid">
                    <TextField path={`offices.${i}.label`} label="Office name" hint="e.g. Head Office, Enugu" value={office.label} maxLength={80} error={err(`offices.${i}.label`)} onChange={(v) => { clearError(`offices.${i}.label`); update((d) => (d.offices[i].label = v)); }} />
                    <SelectField path={`offices.${i}.kind`} label="Type" value={office.kind} options={KIND_OPTIONS} error={err(`offices.${i}.kind`)} onChange={(v) => update((d) => (d.offices[i].kind = v))} />
                    <TextField path={`offices.${i}.streetAddress`} label="Street address" hint="House number, street and area" value={office.streetAddress} maxLength={160} error={err(`offices.${i}.streetAddress`)} onChange={(v) => { clearError(`offices.${i}.streetAddress`); update((d) => (d.offices[i].streetAddress = v)); }} autoComplete="street-address" />
                    <TextField path={`offices.${i}.city`} label="City" value={office.city} maxLength={60} error={err(`offices.${i}.city`)} onChange={(v) => { clearError(`offices.${i}.city`); update((d) => (d.offices[i].city = v)); }} />
                    <TextField path={`offices.${i}.region`} label="State" hint="e.g. Enugu State" value={office.region} maxLength={60} error={err(`offices.${i}.region`)} onChange={(v) => { clearError(`offices.${i}.region`); update((d) => (d.offices[i].region = v)); }} />
                    <TextField path={`offices.${i}.postalCode`} label="Postal code" inputMode="numeric" value={office.postalCode} maxLength={12} error={err(`offices.${i}.postalCode`)} onChange={(v) => { clearError(`offices.${i}.postalCode`); update((d) => (d.offices[i].postalCode = v)); }} />
                  </div>
                  <fieldset className="sc-hours">
                    <legend>Opening hours</legend>
                    {err(`offices.${i}.hours`) ? <p className="field-error">{err(`offices.${i}.hours`)}</p> : null}
                    {office.hours.map((h, j) => (
                      <div key={j} className="sc-hours__row" role="group" aria-label={`Opening hours, row ${j + 1}`}>
                        <SelectField path={`offices.${i}.hours.${j}.from`} label="From" value={h.from} options={DAY_OPTIONS} error={err(`offices.${i}.hours.${j}.from`)} onChange={(v) => { clearError(`offices.${i}.hours.${j}.to`); update((d) => (d.offices[i].hours[j].from = v)); }} />
                        <SelectField path={`offices.${i}.hours.${j}.to`} label="To" value={h.to} options={DAY_OPTIONS} error={err(`offices.${i}.hours.${j}.to`)} onChange={(v) => { clearError(`offices.${i}.hours.${j}.to`); update((d) => (d.offices[i].hours[j].to = v)); }} />
                        <TextField path={`offices.${i}.hours.${j}.opens`} label="Opens" type="time" value={h.opens} error={err(`offices.${i}.hours.${j}.opens`)} onChange={(v) => { clearError(`offices.${i}.hours.${j}.opens`); update((d) => (d.offices[i].hours[j].opens = v)); }} />
                        <TextField path={`offices.${i}.hours.${j}.closes`} label="Closes" type="time" value={h.closes} error={err(`offices.${i}.hours.${j}.closes`)} onChange={(v) => { clearError(`offices.${i}.hours.${j}.closes`); update((d) => (d.offices[i].hours[j].closes = v)); }} />
                        <button type="button" className="btn btn-outline btn-sm sc-hours__remove" disabled={office.hours.length <= 1} onClick={() => { if (confirmed(`Remove opening hours row ${j + 1}?`)) { update((d) => d.offices[i].hours.splice(j, 1)); setErrors({}); } }}>
                          Remove<span className="visually-hidden"> opening hours row {j + 1} of office {i + 1}</span>
                        </button>
                      </div>
                    ))}
                    <button type="button" className="btn btn-ghost btn-sm" disabled={office.hours.length >= 7} onClick={() => update((d) => d.offices[i].hours.push(newHours()))}>
                      Add opening hours<span className="visually-hidden"> to office {i + 1}</span>
                    </button>
                    <p className="hint">Days not listed show as closed. Use a 24-hour clock, e.g. 08:00 to 18:00.</p>
                  </fieldset>
                  <ItemTools {...officeTools(i)} />
                </fieldset>
              );
            }}
          </SortableList>
          <button type="button" className="btn btn-outline" disabled={value.offices.length >= 6} onClick={() => { update((d) => d.offices.push(newOffice())); pendingFocus.current = fieldId(`offices.${value.offices.length}.label`); }}>
            Add an office
          </button>
        </fieldset>

        <fieldset className="sc-group">
          <legend>Social media</legend>
          <p className="hint">Full addresses starting with https://. Leave a box empty to hide that network.</p>
          <div className="admin-form__grid">
            {(
              [
                ['facebook', 'Facebook page'],
                ['x', 'X (Twitter) profile'],
                ['linkedin', 'LinkedIn page'],
                ['instagram', 'Instagram profile'],
              ] as const
            ).map(([k, label]) => (
              <TextField key={k} path={`social.${k}`} label={label} type="url" inputMode="url" value={value.social[k]} maxLength={300} error={err(`social.${k}`)} onChange={(v) => { clearError(`social.${k}`); update((d) => (d.social[k] = v)); }} />
            ))}
          </div>
        </fieldset>

        <fieldset className="sc-group">
          <legend>Figures</legend>
          <p className="hint">Used in the texts of the home, about and service pages.</p>
          <div className="admin-form__grid">
            <TextField path="foundingYear" label="Year founded" type="number" inputMode="numeric" value={value.foundingYear} error={err('foundingYear')} onChange={(v) => { clearError('foundingYear'); update((d) => (d.foundingYear = toNumber(v))); }} />
            <TextField path="claims.clients" label="Number of clients" hint="“Over … clients”" type="number" inputMode="numeric" value={value.claims.clients} error={err('claims.clients')} onChange={(v) => { clearError('claims.clients'); update((d) => (d.claims.clients = toNumber(v))); }} />
            <TextField path="claims.students" label="Number of students" hint="Students trained and assisted" type="number" inputMode="numeric" value={value.claims.students} error={err('claims.students')} onChange={(v) => { clearError('claims.students'); update((d) => (d.claims.students = toNumber(v))); }} />
            <TextField path="claims.deliveryHours" label="Delivery time in hours" hint="After payment terms are met" type="number" inputMode="numeric" value={value.claims.deliveryHours} error={err('claims.deliveryHours')} onChange={(v) => { clearError('claims.deliveryHours'); update((d) => (d.claims.deliveryHours = toNumber(v))); }} />
            <TextField path="hostingPriceNaira" label="Web hosting price" hint="Naira per year, digits only" type="number" inputMode="numeric" value={value.hostingPriceNaira} error={err('hostingPriceNaira')} onChange={(v) => { clearError('hostingPriceNaira'); update((d) => (d.hostingPriceNaira = toNumber(v))); }} />
          </div>
        </fieldset>

        <div className="sc-actions">
          <button type="submit" className="btn btn-outline" disabled={busy !== null || !dirty}>
            {busy === 'save' ? 'Saving…' : 'Save draft'}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy !== null || (!dirty && !hasDraft)} onClick={() => void onPublish()}>
            {busy === 'publish' ? 'Publishing…' : 'Publish'}
          </button>
          <button type="button" className="btn btn-ghost" disabled={busy !== null || (!dirty && !hasDraft)} onClick={() => void onDiscard()}>
            {hasDraft ? 'Discard draft' : 'Undo changes'}
          </button>
        </div>
      </form>

      <section className="card sc-preview" aria-labelledby="sc-preview-title">
        <h3 id="sc-preview-title">Preview</h3>
        {dirty ? (
          <p className="admin-muted">Save the draft to preview your changes.</p>
        ) : !hasDraft ? (
          <p className="admin-muted">There is no draft: the site shows what is published. Change something and save the draft to preview it.</p>
        ) : preview ? (
          <>
            <p className="admin-muted">Opens the real pages with your draft in a new tab, for you only (for 30 minutes). Visitors still see the published site.</p>
            <ul className="sc-preview__links">
              {PREVIEW_PAGES.map((p) => (
                <li key={p.path}>
                  <a className="btn btn-outline btn-sm" href={`${p.path}?preview=${encodeURIComponent(preview.token)}`} target="_blank" rel="noopener">
                    Preview the {p.label.toLowerCase()}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="admin-muted">Preparing the preview…</p>
        )}
      </section>

      <HistoryPanel
        docKey={KEY}
        version={version}
        onRestored={() => {
          void load();
          setVersion((n) => n + 1);
        }}
      />
    </div>
  );
}
