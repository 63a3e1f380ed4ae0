/**
 * When a page served without React does what it does not need in order to be seen: fetching a
 * widget's own chunk, Insights' beacon, the next page's stylesheets. Started before the first
 * paint, such requests share a phone's slow connection and CPU with it; started after, they cost
 * the first paint nothing.
 */

let painted: Promise<void> | undefined;

/**
 * Resolves once the page has painted its first content (at once in a background tab, which paints
 * nothing). One wait for the whole page, however many callers.
 */
export function afterFirstPaint(): Promise<void> {
  return (painted ??= new Promise((resolve) => {
    const done = () => resolve();
    if (document.visibilityState === 'hidden' || performance.getEntriesByName('first-contentful-paint').length > 0) return done();
    document.addEventListener('visibilitychange', done, { once: true });
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      // No paint timing in this browser: the frame after the next one has painted.
      requestAnimationFrame(() => setTimeout(done, 0));
      return;
    }
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
  }));
}

/** Resolves once the page has loaded (its load event) and painted. */
export function afterLoadAndPaint(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  return Promise.all([loaded, afterFirstPaint()]).then(() => undefined);
}
