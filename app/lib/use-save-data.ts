import { useRouteLoaderData } from 'react-router';
import { smallestCandidate } from '../../common/save-data';

/**
 * What a page does for a visitor whose browser asks to save data (`Save-Data: on`), in its
 * components: the banner draws its slides without pictures (modules/catalogue/pages/banner-slider.tsx)
 * and the gallery offers each thumbnail at its smallest width only (modules/gallery/pages/gallery-page.tsx).
 * Those are the page's large pictures; the others (team photos, reviewers', client logos) are drawn
 * at 48–160 px, where the browser's own choice is already small. The header's reading and the
 * smallest width are common/save-data.ts (the server uses them too).
 */

/**
 * True when the page was asked for with `Save-Data: on` (the root loader reads the header; the
 * server keeps such pages apart in its cache and sends `Vary: Save-Data`: server/pages/render.ts).
 */
export function useSaveData(): boolean {
  const root = useRouteLoaderData('root') as { saveData?: boolean } | undefined;
  return root?.saveData === true;
}

/** A picture's srcset as the page offers it: only its smallest width when the visitor saves data. */
export function useLighterSrcset(): (srcset: string | undefined) => string | undefined {
  const saveData = useSaveData();
  return saveData ? smallestCandidate : (srcset) => srcset;
}
