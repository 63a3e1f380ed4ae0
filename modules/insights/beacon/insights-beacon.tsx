import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { BEACON_URL as beaconUrl } from './beacon-url';
import { VIEW_EVENT, type ViewDetail } from './view-event';

/**
 * Reports each page shown to Insights: the server-rendered page once it has loaded, then every
 * navigation inside the site. The reporting code (and Google's web-vitals) is fetched only after
 * the page's `load` event, so it is never part of what a visitor waits for. The admin area is not
 * counted.
 */
let beacon: Promise<unknown> | undefined;
/** The path last reported: React's development mode runs every effect twice, which must not count twice. */
let lastPath: string | undefined;

export function InsightsBeacon() {
  const { pathname } = useLocation();
  const firstLoad = useRef(true);
  useEffect(() => {
    const first = firstLoad.current;
    firstLoad.current = false;
    if (pathname === lastPath) return;
    lastPath = pathname;
    if (/^\/admin(\/|$)/.test(pathname)) return;
    const report = () => {
      beacon ??= import(/* @vite-ignore */ beaconUrl).catch(() => {});
      void beacon.then(() => window.dispatchEvent(new CustomEvent<ViewDetail>(VIEW_EVENT, { detail: { path: pathname, firstLoad: first } })));
    };
    if (first && document.readyState !== 'complete') window.addEventListener('load', () => setTimeout(report, 0), { once: true });
    else report();
  }, [pathname]);
  return null;
}
