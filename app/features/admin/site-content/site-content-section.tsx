import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CONTENT_SCREENS, toScreen } from './screens';

/**
 * Site content in the admin area: a row of tabs (links, so a reload or the back button keeps the
 * screen) and the chosen screen's editor, loaded when it is first opened.
 */
export default function SiteContentSection() {
  const [params] = useSearchParams();
  const screen = toScreen(params.get('screen'));
  const { Component } = screen;
  return (
    <div className="admin-stack">
      <nav className="sc-screens" aria-label="Site content screens">
        <ul>
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
