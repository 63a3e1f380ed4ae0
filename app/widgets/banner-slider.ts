import { BANNER_INTERVAL_MS } from '../../common/constants';

/**
 * The home page's banner on a page served without React (./page-handle.ts): what
 * modules/catalogue/pages/banner-slider.tsx does on a hydrated page, on the HTML it rendered (every
 * slide stacked, the first one active). Advances every BANNER_INTERVAL_MS; holds still while the
 * pointer is over it, while focus is inside and after the pause button; starts paused under
 * prefers-reduced-motion. Previous, next and the dots move and wrap around. The hidden slides'
 * pictures wait in a <template> in their empty boxes and are drawn once the page has loaded, so
 * they never compete with the first slide's picture.
 */
export function enhanceBannerSlider(banner: HTMLElement): void {
  const region = banner.querySelector<HTMLElement>('.banner__slides');
  const slides = Array.from(banner.querySelectorAll<HTMLElement>('.banner__slide'));
  const dots = Array.from(banner.querySelectorAll<HTMLButtonElement>('.banner__dot'));
  const [playButton, prev, next] = Array.from(banner.querySelectorAll<HTMLButtonElement>('.banner__controls > .banner__btn'));
  const count = slides.length;
  if (!region || count === 0 || !playButton || !prev || !next) return;

  let index = Math.max(0, slides.findIndex((s) => s.classList.contains('is-active')));
  let playing = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let hovered = false;
  let focused = false;
  let timer = 0;

  function draw() {
    const running = playing && !hovered && !focused;
    slides.forEach((slide, i) => {
      const active = i === index;
      slide.classList.toggle('is-active', active);
      if (active) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
      slide.inert = !active;
    });
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    region!.setAttribute('aria-live', running ? 'off' : 'polite');
    playButton.setAttribute('aria-label', playing ? 'Pause slideshow' : 'Play slideshow');
    const use = playButton.querySelector('use');
    const href = use?.getAttribute('href');
    if (use && href) use.setAttribute('href', href.replace(/#[^#]*$/, playing ? '#pause' : '#play'));
    window.clearTimeout(timer);
    if (running && count > 1) timer = window.setTimeout(() => go(index + 1), BANNER_INTERVAL_MS);
  }

  function go(i: number) {
    index = (i + count) % count;
    draw();
  }

  playButton.addEventListener('click', () => {
    playing = !playing;
    draw();
  });
  prev.addEventListener('click', () => go(index - 1));
  next.addEventListener('click', () => go(index + 1));
  dots.forEach((dot, i) => dot.addEventListener('click', () => go(i)));
  banner.addEventListener('mouseenter', () => {
    hovered = true;
    draw();
  });
  banner.addEventListener('mouseleave', () => {
    hovered = false;
    draw();
  });
  banner.addEventListener('focusin', () => {
    focused = true;
    draw();
  });
  banner.addEventListener('focusout', (e) => {
    if (banner.contains(e.relatedTarget as Node | null)) return;
    focused = false;
    draw();
  });

  const drawPictures = () => {
    for (const template of banner.querySelectorAll<HTMLTemplateElement>('.banner__art--pending > template')) {
      template.parentElement!.replaceWith(template.content);
    }
  };
  if (document.readyState === 'complete') drawPictures();
  else window.addEventListener('load', drawPictures, { once: true });
  draw();
}
