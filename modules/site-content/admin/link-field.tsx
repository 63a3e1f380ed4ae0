import { useEffect, useRef, useState } from 'react';
import { SITE_PAGES, type PageGroup } from '../../../common/site-pages';
import { fieldId, type FieldBinding } from './editor-api';

/**
 * A link field with a page picker: the site's own pages by name (from the page registry,
 * common/site-pages.ts), storing the page's path, and "Another address…", which shows a text box for
 * an address the list does not have: a page with a #part ("/contact#form") or, where `outside`
 * allows it, another site's https:// address. The shared schema checks the value on save as before.
 *
 * The input that holds the field's id (where the focus goes when the value is refused) is the
 * text box while it is shown, the list otherwise.
 */

const GROUPS: readonly { group: PageGroup; label: string }[] = [
  { group: 'main', label: 'Main pages' },
  { group: 'services', label: 'Services' },
  { group: 'products', label: 'Software products' },
  { group: 'sectors', label: 'Client lists by sector' },
  { group: 'members', label: 'Members’ pages' },
];
/** Pages a link from the site's content makes no sense to: they need a code or a link of their own. */
const NOT_LINKED = new Set(['/admin', '/invitation', '/verify-email', '/invoice/:token']);
const PAGES = SITE_PAGES.filter((p) => !NOT_LINKED.has(p.path));
const OTHER = '\u0000other';

export const isListedPage = (href: string) => PAGES.some((p) => p.path === href);

export function LinkField({
  path,
  value,
  error,
  onChange,
  label,
  outside,
  maxLength,
}: FieldBinding<string> & { label: string; outside: boolean; maxLength: number }) {
  const id = fieldId(path);
  // "Another address…" chosen for a listed page's path keeps the text box open; any change of the
  // value from elsewhere (Undo, a restored version, items moved in the list) shows it as it is.
  const [otherChosen, setOtherChosen] = useState(false);
  const ours = useRef(value);
  useEffect(() => {
    if (value !== ours.current) setOtherChosen(false);
    ours.current = value;
  }, [value]);
  const typing = otherChosen || !isListedPage(value);
  const change = (next: string) => {
    ours.current = next;
    onChange(next);
  };
  const listId = typing ? `${id}-page` : id;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', hintId].filter(Boolean).join(' ');

  return (
    <div className="field sc-link">
      <label htmlFor={listId}>{label}</label>
      <select
        id={listId}
        name={typing ? undefined : path}
        value={typing ? OTHER : value}
        aria-invalid={error && !typing ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          const next = e.target.value;
          if (next === OTHER) {
            setOtherChosen(true);
            return;
          }
          setOtherChosen(false);
          change(next);
        }}
      >
        {GROUPS.map(({ group, label: groupLabel }) => (
          <optgroup key={group} label={groupLabel}>
            {PAGES.filter((p) => p.group === group).map((p) => (
              <option key={p.path} value={p.path}>
                {p.label} ({p.path})
              </option>
            ))}
          </optgroup>
        ))}
        <option value={OTHER}>{outside ? 'Another address…' : 'Another page address…'}</option>
      </select>
      {typing ? (
        <>
          <label htmlFor={id} className="sc-link__address">
            {outside ? 'Other address' : 'Other page address'}
          </label>
          <input
            id={id}
            name={path}
            value={value}
            maxLength={maxLength}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => change(e.target.value)}
          />
        </>
      ) : null}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      <p className="hint" id={hintId}>
        {typing
          ? outside
            ? 'A page of this site starting with / (e.g. /contact#form), or another site’s full address starting with https://.'
            : 'A page of this site starting with /, e.g. /contact.'
          : outside
            ? 'Choose a page of this site, or “Another address…” to type one (another site’s address too).'
            : 'Choose a page of this site, or “Another page address…” to type one.'}
      </p>
    </div>
  );
}
