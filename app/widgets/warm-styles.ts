/**
 * The first page of a visit carries its stylesheets inline (server/pages/inline-styles.ts); the
 * next pages link them. Called once this page has loaded and painted: its stylesheets are fetched
 * into the browser's cache at the lowest priority, so the next page finds them there and paints without waiting.
 * Not when the visitor asked to save data: they may never open a second page.
 */
export function warmStyles(doc: Document): void {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  const inline = [...doc.querySelectorAll<HTMLStyleElement>('style[data-href]')];
  if (saveData || inline.length === 0) return;
  for (const style of inline) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = 'style';
    link.href = style.dataset.href!;
    doc.head.append(link);
  }
}
