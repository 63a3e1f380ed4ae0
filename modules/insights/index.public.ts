/**
 * What every public page takes from the Insights module (docs/decisions/0033-domain-modules.md):
 * the component that starts the reporting once the page has loaded (app/root.tsx), and for a page
 * served without React (app/widgets/page-handle.ts) the reporting script's address and the plain
 * function that starts it. An entry of its own, apart from the admin's screens (./index.ts): a
 * module both the public pages and the admin area import would be bundled into the script every
 * page loads first, with everything it names.
 */
export { InsightsBeacon } from './beacon/insights-beacon';
export { BEACON_URL } from './beacon/beacon-url';
export { startStaticBeacon } from './beacon/static-beacon';
