import { Suspense, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CONTENT_SCREENS, toScreen } from './screens';

/**
 * Site content in the admin area: a row of tabs (links, so a reload or the back button keeps the
 * screen) and the chosen screen's editor, loaded when it is first opened. On a phone the tabs are
 * one row that scrolls sideways (editor.css), with the current one brought into view.
 */
export default function SiteContentSection() {
  const [params] = useSearchParams();
  const screen = toScreen(params.get('screen'));
  const { Component } = screen;
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = row.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    // Only the row scrolls (scrollIntoView could move the whole page).
    if (list && current && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = current.offsetLeft - list.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    }
  }, [screen.id]);
  return (
    <div className="admin-stack">
      <nav className="sc-screens" aria-label="Site content screens">
        <ul ref={row}>
          {CONTENT_SCREENS.map((s) => (
            <li key={s.id}>
              <Link
                to={`?section=content&screen=${s.id}`}
                className="sc-screens__link"
                aria-current={s.id === screen.id ? 'page' : undefined}
                preventScrollReset
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className="admin-muted sc-screens__hint">{screen.hint}</p>
      </nav>
      <Suspense fallback={<p className="admin-muted">Loading the editor…</p>}>
        <Component key={screen.id} />
      </Suspense>
    </div>
  );
}
