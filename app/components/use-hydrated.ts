import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * True once React runs in the browser; false on the server and during hydration, so the first
 * client render matches the server's HTML. After that (client-side navigation) it is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscribe, () => true, () => false);
}
