/** The page tells the separately loaded beacon (./beacon.ts) that a page was shown. */
export const VIEW_EVENT = 'insights:view';
export interface ViewDetail {
  path: string;
  /** The server-rendered page (true), or a navigation inside the site (false). */
  firstLoad: boolean;
}
