// Bundled on its own (Vite's worker bundling, used here only to get one self-contained file and its
// hashed address): loading it with a plain import() keeps Vite's preload helper, about 0.8 KB of
// gzip, out of the script every page loads first.
import beaconUrl from './beacon?worker&url';

/** The address of the reporting script (./beacon.ts), for a page to import() once it has loaded. */
export const BEACON_URL: string = beaconUrl;
