import { VIEW_EVENT, type ViewDetail } from './view-event';

/**
 * Insights on a page served without React (app/widgets/page-handle.ts): once the page has loaded, the
 * separately bundled beacon (./beacon.ts, its address in the widget script's
 * `data-beacon`, present only when the page reports to Insights) is fetched and told the page was
 * shown, exactly as ./insights-beacon.tsx does on a hydrated page. It then
 * counts taps and measures the page's speed itself.
 */
export function startStaticBeacon(beaconUrl: string | undefined): void {
  if (!beaconUrl) return;
  const report = () => {
    void import(/* @vite-ignore */ beaconUrl)
      .then(() => window.dispatchEvent(new CustomEvent<ViewDetail>(VIEW_EVENT, { detail: { path: window.location.pathname, firstLoad: true } })))
      .catch(() => {});
  };
  if (document.readyState === 'complete') setTimeout(report, 0);
  else window.addEventListener('load', () => setTimeout(report, 0), { once: true });
}
