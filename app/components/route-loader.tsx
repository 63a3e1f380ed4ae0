import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { ROUTE_LOADER_MS } from '../../common/constants';
import './route-loader.css';

/**
 * Every client-side route change shows a full-page loader (`children`, the site's logo mark, over a
 * moving bar) for 800 ms before the new content appears. It starts when a navigation to another
 * path begins (or when the path changes, for navigations that need no data) and stays until 800 ms
 * after that start and until the new page is committed, whichever is later. The server renders it hidden, so the first paint never
 * waits. It takes no focus; screen readers hear "Loading…" once through a polite live region.
 * Changes of only the query or hash (filters, anchors) are not route changes and show nothing.
 */
export function RouteLoader({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const [active, setActive] = useState(false);
  const startedAt = useRef(0);
  const lastPath = useRef(location.pathname);
  const hadNavigation = useRef(false);

  const target = navigation.location?.pathname;
  const pending = navigation.state !== 'idle' && target !== undefined && target !== location.pathname;

  useEffect(() => {
    if (pending && !active) {
      startedAt.current = Date.now();
      setActive(true);
    }
  }, [pending, active]);

  useEffect(() => {
    if (location.pathname === lastPath.current) return;
    lastPath.current = location.pathname;
    hadNavigation.current = true;
    if (!active) {
      startedAt.current = Date.now();
      setActive(true);
    }
  }, [location.pathname, active]);

  useEffect(() => {
    if (!active || pending) return;
    const wait = Math.max(0, startedAt.current + ROUTE_LOADER_MS - Date.now());
    const timer = window.setTimeout(() => setActive(false), wait);
    return () => window.clearTimeout(timer);
  }, [active, pending, location.pathname]);

  // After the loader, focus the new page's region when focus was left on the menu or on nothing,
  // so keyboard and screen-reader users start reading the new content (WCAG 2.4.3). In the same
  // commit that hides the loader (a layout effect, before the browser paints or takes input): as a
  // passive effect it could run after a tap on the menu button that the hidden loader let through,
  // and take the focus from the menu just opened, so Escape no longer closed it.
  useLayoutEffect(() => {
    if (active || !hadNavigation.current) return;
    hadNavigation.current = false;
    const main = document.getElementById('main');
    const focused = document.activeElement;
    const lost = !focused || focused === document.body || !document.contains(focused);
    if (main && (lost || focused.closest('.site-header, .site-footer'))) main.focus({ preventScroll: true });
  }, [active]);

  return (
    <>
      <div className="route-loader" hidden={!active} aria-hidden="true">
        <div className="route-loader__box">
          {children}
          <span className="route-loader__bar" />
        </div>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {active ? 'Loading…' : ''}
      </p>
    </>
  );
}
