import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../../app/components/icon';

export interface PreviewPage {
  path: string;
  /** Lower-case words after "Preview the", e.g. "contact page". */
  label: string;
}

const capital = (s: string) => `${s[0].toUpperCase()}${s.slice(1)}`;

/**
 * The one Preview of a Site content screen, at its top: it saves what was typed as the draft
 * (quietly, through `prepare`), then opens the page with the draft in a new tab, for this admin only.
 * A document shown on several pages gets a small menu of them instead (a disclosure: the button
 * opens a list of buttons; Escape closes it and gives the focus back).
 *
 * The tab is opened at once, while the click still allows a new tab, and sent to the page when the
 * draft is saved; it is closed again when the save fails. A form with errors opens no tab: they
 * are shown at their fields, as on Save draft.
 */
export function PreviewButton({
  pages,
  disabled,
  check,
  prepare,
}: {
  pages: readonly PreviewPage[];
  disabled: boolean;
  /** Checks the form in the browser (showing its errors): false opens no tab at all. */
  check: () => boolean;
  prepare: (path: string) => Promise<string | null>;
}) {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    // The menu opened by keyboard or mouse: its first page takes the focus.
    wrap.current?.querySelector<HTMLButtonElement>('.sc-preview__menu button')?.focus();
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  async function show(path: string) {
    setOpen(false);
    if (!check()) return;
    const tab = window.open('', '_blank');
    if (tab) {
      tab.opener = null;
      try {
        tab.document.title = 'Preview';
        tab.document.body.textContent = 'Preparing the preview…';
      } catch {
        // Not ours to write into: it shows blank until the page loads.
      }
    }
    const address = await prepare(path);
    if (!address) {
      tab?.close();
      return;
    }
    if (tab) tab.location.replace(address);
    else window.open(address, '_blank', 'noopener');
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    }
  }

  const newTab = <span className="visually-hidden"> (opens in a new tab)</span>;

  if (pages.length === 1) {
    return (
      <div className="sc-preview">
        <button type="button" className="btn btn-outline btn-sm" disabled={disabled} onClick={() => void show(pages[0].path)}>
          <span aria-hidden="true">Preview</span>
          <span className="visually-hidden">Preview the {pages[0].label} with your changes</span>
          {newTab}
        </button>
      </div>
    );
  }
  return (
    <div
      className="sc-preview"
      ref={wrap}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (open && !wrap.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button ref={toggle} type="button" className="btn btn-outline btn-sm" disabled={disabled} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        Preview
        <Icon name="chevron-down" size={16} />
      </button>
      {open ? (
        <div className="sc-preview__menu" id={menuId}>
          <p className="sc-preview__note" id={`${menuId}-note`}>
            With your changes, for you only. Visitors still see the published site.
          </p>
          <ul aria-label="Preview which page">
            {pages.map((p) => (
              <li key={p.path}>
                <button type="button" aria-describedby={`${menuId}-note`} onClick={() => void show(p.path)}>
                  {capital(p.label)}
                  {newTab}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
