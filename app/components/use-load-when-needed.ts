import { useEffect, useState, type RefObject } from 'react';

/**
 * Runs `load` once the area comes within 200 px of the viewport or its form is first touched
 * (focus or pointer), whichever is first, so a spam-check widget costs nothing to a visitor who
 * never reaches the form. A failed load (a dropped connection) is tried again on the next touch.
 * Returns true while the last attempt has failed.
 */
export function useLoadWhenNeeded(area: RefObject<HTMLElement | null>, load: () => Promise<unknown>): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const el = area.current;
    const form = el?.closest('form');
    if (!el) return;
    let observer: IntersectionObserver | undefined;
    let started = false;
    let live = true;
    const stopWatching = () => {
      observer?.disconnect();
      form?.removeEventListener('focusin', start);
      form?.removeEventListener('pointerdown', start);
    };
    function start() {
      if (started) return;
      started = true;
      load().then(
        () => {
          stopWatching();
          if (live) setFailed(false);
        },
        () => {
          started = false;
          if (live) setFailed(true);
        },
      );
    }
    form?.addEventListener('focusin', start);
    form?.addEventListener('pointerdown', start);
    if ('IntersectionObserver' in window) {
      observer = new IntersectionObserver((entries) => entries.some((en) => en.isIntersecting) && start(), {
        rootMargin: '200px 0px',
      });
      observer.observe(el);
    }
    return () => {
      live = false;
      stopWatching();
    };
  }, [area, load]);
  return failed;
}
