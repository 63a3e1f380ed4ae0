import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the visitor has started on the form: a field of it in focus, or a text field holding
 * something other than what the server's HTML gave it. On a slow phone people start typing before
 * the page's script has run (the HTML works without it), so no focus event is seen then.
 */
export function formTouched(form: HTMLFormElement): boolean {
  return (
    form.contains(document.activeElement) ||
    [...form.elements].some((el) => (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.value !== el.defaultValue)
  );
}

/**
 * Runs `load` once the area comes within 200 px of the viewport or its form is first touched
 * (focus or pointer), whichever is first, so a spam-check widget costs nothing to a visitor who
 * never reaches the form; a form touched before the page's script ran counts at once. A failed
 * load (a dropped connection) is tried again on the next touch. Returns true while the last
 * attempt has failed.
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
    if (form && formTouched(form)) start();
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
