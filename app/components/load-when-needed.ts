/**
 * Loading a part of a form only when it is needed, without React: used by ./use-load-when-needed.ts
 * (the hydrated pages) and by the widgets of the pages served without React (app/widgets/).
 */

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
 * Runs `load` once `area` comes within 200 px of the viewport or its form is first touched (focus
 * or pointer), whichever is first, so a spam-check widget costs nothing to a visitor who never
 * reaches the form; a form touched before the page's script ran counts at once. A failed load (a
 * dropped connection) is tried again on the next touch. `onFailed` hears whether the last attempt
 * failed. Returns a function that stops watching.
 */
export function loadWhenNeeded(area: HTMLElement, load: () => Promise<unknown>, onFailed: (failed: boolean) => void): () => void {
  const form = area.closest('form');
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
        if (live) onFailed(false);
      },
      () => {
        started = false;
        if (live) onFailed(true);
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
    observer.observe(area);
  }
  return () => {
    live = false;
    stopWatching();
  };
}
