import { MARQUEE_SPEED } from '../../common/constants';

/**
 * The client marquee on a page served without React (./page-handle.ts): what
 * modules/catalogue/pages/marquee.tsx does on a hydrated page, on the one copy of the tiles the
 * server rendered. A second copy, hidden from assistive technology, makes the loop seamless; the
 * track moves by one copy at MARQUEE_SPEED px/s (marquee.css does the moving, and stands still
 * under reduced motion); the button pauses and resumes it.
 */
export function enhanceMarquee(marquee: HTMLElement): void {
  const track = marquee.querySelector<HTMLElement>('.marquee__track');
  const first = track?.querySelector<HTMLElement>(':scope > .marquee__list');
  const toggle = marquee.querySelector<HTMLButtonElement>('.marquee__toggle');
  if (!track || !first || !toggle) return;

  const copy = first.cloneNode(true) as HTMLElement;
  copy.setAttribute('aria-hidden', 'true');
  track.append(copy);
  marquee.classList.add('is-ready');
  const apply = () => track.style.setProperty('--marquee-duration', `${first.offsetWidth / MARQUEE_SPEED}s`);
  apply();
  new ResizeObserver(apply).observe(first);

  let paused = false;
  toggle.addEventListener('click', () => {
    paused = !paused;
    marquee.classList.toggle('is-paused', paused);
    toggle.setAttribute('aria-pressed', String(paused));
    toggle.textContent = paused ? 'Resume scrolling' : 'Pause scrolling';
  });
}
