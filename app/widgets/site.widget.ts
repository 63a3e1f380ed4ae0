import { enhanceHeaderMenus } from './header-menus';
import { enhanceAccountLinks } from './account-links';
import { enhanceShowMore } from './show-more';
import { startStaticBeacon } from '../../modules/insights/index.public';
import { rememberVisitOrigin } from '../lib/visit-origin';

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
startStaticBeacon(script?.dataset.beacon);
// Widgets only some pages have come in chunks of their own, fetched by the pages that have them.
const later: Promise<unknown>[] = [];
const gallery = document.querySelector<HTMLElement>('[data-widget="lightbox"]');
if (gallery) later.push(import('./lightbox').then((m) => m.enhanceLightbox(gallery)));
const banner = document.querySelector<HTMLElement>('[data-widget="banner-slider"]');
if (banner) later.push(import('./banner-slider').then((m) => m.enhanceBannerSlider(banner)));
const marquee = document.querySelector<HTMLElement>('[data-widget="marquee"]');
if (marquee) later.push(import('./marquee').then((m) => m.enhanceMarquee(marquee)));
const contactForm = document.querySelector<HTMLFormElement>('form[data-widget="contact-form"]');
if (contactForm) later.push(import('./contact-form').then((m) => m.enhanceContactForm(contactForm)));
const reviewForm = document.querySelector<HTMLFormElement>('form[data-widget="review-form"]');
if (reviewForm) later.push(import('./review-form').then((m) => m.enhanceReviewForm(reviewForm)));
void Promise.allSettled(later).then(() => {
  document.documentElement.dataset.hydrated = 'true';
});
