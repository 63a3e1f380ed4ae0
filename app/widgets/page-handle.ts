import { createContext, useContext } from 'react';

/**
 * How a route says its page is served without React in the browser (docs/decisions/0038-pages-without-react-in-the-browser.md):
 * `export const handle = STATIC_PAGE;` in the route module. The page is still written in React and
 * rendered on the server; the browser gets its HTML, its stylesheets and the small widget script
 * (./site.widget.ts), never the React runtime nor the route's own chunks.
 */
export interface PageHandle {
  /** false: the page is not hydrated; its widgets are enhanced by ./site.widget.ts. */
  hydrate?: boolean;
}

export const STATIC_PAGE: PageHandle = { hydrate: false };

/**
 * True when the page being rendered on the server is a static one: its deepest route says so, and
 * it is not an admin's preview of drafts (a preview keeps hydrating, so its links keep the token).
 * Always false in the browser: a page that hydrated keeps its scripts when it navigates, client
 * side, to a static route (React renders that route like any other).
 */
export function servedStatic(matches: readonly { handle?: unknown }[], preview: boolean): boolean {
  if (typeof document !== 'undefined' || preview) return false;
  const handle = matches[matches.length - 1]?.handle as PageHandle | undefined;
  return handle?.hydrate === false;
}

/**
 * Whether the page being rendered is served without React, for a component whose server HTML must
 * then carry what its widget needs (the banner's later pictures, in a <template>). Always false in
 * the browser, like servedStatic, so a hydrated page renders the same HTML on both sides.
 */
export const ServedStatic = createContext(false);
export const useServedStatic = (): boolean => useContext(ServedStatic);
