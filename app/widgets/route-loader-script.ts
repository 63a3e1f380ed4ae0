import { ROUTE_LOADER_MS } from '../../common/constants';

/**
 * The logo loader across ordinary page loads (docs/decisions/0038-pages-without-react-in-the-browser.md),
 * as an inline script in every page's <head>. A click on a link to another page of the site that
 * nothing else took (React Router takes those of a hydrated page, which app/components/route-loader.tsx
 * covers) notes the time and the target in the tab's session storage and shows the loader at once.
 * The next page, if it is that target and it starts less than ROUTE_LOADER_MS after the click,
 * marks <html data-route-loading> before anything is drawn: route-loader.css then shows the loader
 * over the page until ROUTE_LOADER_MS have passed since the click. The first page of a visit has no
 * note, so it is never held back; a note is read once and removed.
 */
function routeLoader(ms: number): void {
  const KEY = 'route-loader';
  const root = document.documentElement;
  const status = () => document.querySelector('.route-loader + [role="status"]');
  const hide = () => {
    root.removeAttribute('data-route-loading');
    const s = status();
    if (s) s.textContent = '';
  };
  const show = () => {
    root.setAttribute('data-route-loading', '');
    const s = status();
    if (s) s.textContent = 'Loading…';
  };
  try {
    const note = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { at: number; path: string } | null;
    sessionStorage.removeItem(KEY);
    const left = note ? note.at + ms - Date.now() : 0;
    if (note && note.path === window.location.pathname && left > 0 && left <= ms) {
      root.setAttribute('data-route-loading', '');
      setTimeout(hide, left);
    }
  } catch {
    /* no session storage: no loader across page loads */
  }
  window.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname === window.location.pathname || /^\/(api|uploads|assets|images)\//.test(url.pathname)) return;
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ at: Date.now(), path: url.pathname }));
    } catch {
      return;
    }
    show();
  });
  // A page brought back from the browser's cache (Back) was left with the loader showing.
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) hide();
  });
}

/** The script's text: the function above, called with the site's loader time. */
export const ROUTE_LOADER_SCRIPT = `(${routeLoader.toString()})(${ROUTE_LOADER_MS});`;
