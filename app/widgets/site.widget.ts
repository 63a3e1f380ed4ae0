import { enhanceHeaderMenus } from './header-menus';
import { enhanceAccountLinks } from './account-links';
import { enhanceShowMore } from './show-more';
import { startStaticBeacon } from '../../modules/insights/index.public';
import { rememberVisitOrigin } from '../lib/visit-origin';
import { warmStyles } from './warm-styles';
import { afterFirstPaint, afterLoadAndPaint } from './after-paint';
import { showLatePictures } from './late-pictures';

/**
 * The one script a page served without React loads (docs/decisions/0038-pages-without-react-in-the-browser.md):
 * it enhances the widgets the server rendered, each already usable without it. Bundled on its own
 * (Vite's worker bundling, for one self-contained file with a hashed address) and loaded as a
 * module script, which never blocks parsing nor the first paint. When it has run, <html> gets
 * `data-hydrated`, as a hydrated page does: the header's CSS then leaves the menus to the buttons,
 * and browser tests know every control answers.
 */
// Where the visit came from, kept for the forms of the pages it goes on to (../lib/visit-origin.ts).
rememberVisitOrigin();
const script = document.querySelector<HTMLScriptElement>('script[data-widgets]');
const header = document.querySelector<HTMLElement>('.site-header');
if (header) enhanceHeaderMenus(header);
enhanceAccountLinks(document);
for (const list of document.querySelectorAll<HTMLElement>('.show-more')) enhanceShowMore(list);
// What the page does not need in order to be seen waits for its first paint (./after-paint.ts).
void afterLoadAndPaint().then(() => {
  startStaticBeacon(script?.dataset.beacon);
  warmStyles(document);
});
// Widgets only some pages have come in chunks of their own, fetched by the pages that have them.
async function enhance<E extends Element>(selector: string, load: () => Promise<(el: E) => unknown>): Promise<void> {
  const el = document.querySelector<E>(selector);
  if (el) await (await load())(el);
}
void afterFirstPaint()
  .then(() => showLatePictures(document))
  .then(() =>
    Promise.allSettled([
      enhance<HTMLElement>('[data-widget="lightbox"]', () => import('./lightbox').then((m) => m.enhanceLightbox)),
      enhance<HTMLElement>('[data-widget="banner-slider"]', () => import('./banner-slider').then((m) => m.enhanceBannerSlider)),
      enhance<HTMLElement>('[data-widget="marquee"]', () => import('./marquee').then((m) => m.enhanceMarquee)),
      enhance<HTMLFormElement>('form[data-widget="contact-form"]', () => import('./contact-form').then((m) => m.enhanceContactForm)),
      enhance<HTMLFormElement>('form[data-widget="review-form"]', () => import('./review-form').then((m) => m.enhanceReviewForm)),
    ]),
  )
  .then(() => {
    document.documentElement.dataset.hydrated = 'true';
  });
