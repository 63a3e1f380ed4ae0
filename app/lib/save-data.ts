import { useRouteLoaderData } from 'react-router';
import { smallestCandidate } from '../../common/save-data';

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
