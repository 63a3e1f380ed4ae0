import { useEffect, useState, type RefObject } from 'react';
import { loadWhenNeeded } from './load-when-needed';

export { formTouched } from './load-when-needed';

/**
 * Runs `load` once the area comes within 200 px of the viewport or its form is first touched
 * (./load-when-needed.ts, which the pages served without React use as it is). Returns true while
 * the last attempt has failed.
 */
export function useLoadWhenNeeded(area: RefObject<HTMLElement | null>, load: () => Promise<unknown>): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const el = area.current;
    if (!el) return;
    return loadWhenNeeded(el, load, setFailed);
  }, [area, load]);
  return failed;
}
