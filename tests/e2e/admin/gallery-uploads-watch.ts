/**
 * Watches the admin gallery's uploads from inside the page, for tests/e2e/admin/admin-gallery*.spec.ts.
 * Not a spec file itself. The uploads use XMLHttpRequest (for their progress events); Playwright
 * shows no file content of a multipart body, so the page notes the picture it hands to each one.
 */
import type { Page } from '@playwright/test';

/** A picture as the page sent it: its type, size and name. */
export interface SentPicture {
  type: string;
  size: number;
  name: string;
}

type Watch = { now: number; most: number; pictures: SentPicture[] };

/**
 * Counts the page's gallery uploads from their start to their end (the most at once) and notes the
 * picture each one sends. Call before the page opens.
 */
export async function watchGalleryUploads(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __uploads: Watch };
    w.__uploads = { now: 0, most: 0, pictures: [] };
    const { open, send } = XMLHttpRequest.prototype;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest & { __isUpload?: boolean }, method: string, url: string | URL, ...rest: unknown[]) {
      this.__isUpload = method.toUpperCase() === 'POST' && /\/api\/gallery$/.test(new URL(String(url), location.href).pathname);
      return (open as (...a: unknown[]) => void).call(this, method, url, ...rest);
    } as typeof XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest & { __isUpload?: boolean }, body?: Document | XMLHttpRequestBodyInit | null) {
      if (this.__isUpload) {
        w.__uploads.most = Math.max(w.__uploads.most, ++w.__uploads.now);
        const image = body instanceof FormData ? body.get('image') : null;
        if (image instanceof File) w.__uploads.pictures.push({ type: image.type, size: image.size, name: image.name });
        // Done once the answer is in (readyState 4, before the page's own load handler runs).
        this.addEventListener('readystatechange', () => {
          if (this.readyState === XMLHttpRequest.DONE) w.__uploads.now--;
        });
      }
      return send.call(this, body);
    };
  });
  const read = () => page.evaluate(() => (window as unknown as { __uploads: Watch }).__uploads);
  return {
    /** The most uploads under way at once so far. */
    mostInFlight: async () => (await read()).most,
    /** The pictures sent so far, in the order their uploads started. */
    sent: async () => (await read()).pictures,
  };
}
