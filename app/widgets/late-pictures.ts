/**
 * Pictures a page fetches after its first paint: `<span data-late-picture><noscript><img …></noscript></span>`.
 *
 * A lazy picture near the top of a page (the home page's team photos, one screen below the banner)
 * is fetched as soon as the page is parsed, sharing a phone's slow line with the banner's first
 * picture and the page's own first paint. Written in a `<noscript>`, it is only text while scripts
 * run; once the page has painted (./after-paint.ts) its markup, the server's own, is parsed apart
 * from the page and the picture put in place of the text, where it loads lazily as any other.
 * Without JavaScript the browser shows the `<noscript>` copy directly.
 */
export function showLatePictures(root: ParentNode): void {
  for (const slot of root.querySelectorAll<HTMLElement>('[data-late-picture]')) {
    const copy = slot.querySelector('noscript');
    if (!copy?.textContent) continue;
    // Parsed in a document of its own: inert, nothing runs, nothing is fetched until it is adopted.
    const parsed = new DOMParser().parseFromString(copy.textContent, 'text/html').body.firstElementChild;
    if (!(parsed instanceof HTMLImageElement)) continue;
    copy.replaceWith(document.adoptNode(parsed));
    delete slot.dataset.latePicture;
  }
}
