/**
 * Moving the focus to a field with an error, so that the whole field (label, input, message and
 * hint) is in view: not under the site's sticky header at the top, nor under a sticky action bar
 * at the bottom (the admin editors' Save / Publish bar). Bars that stick to an edge of the window
 * say so with `data-sticky-bar="top"` or `data-sticky-bar="bottom"`; their height is kept clear
 * while they are sticky. The browser's own scrolling on focus does not know about either bar.
 */

/** Room kept between the field and a bar (or the window's edge), in CSS pixels. */
const GAP = 12;

function stuckHeight(edge: 'top' | 'bottom'): number {
  let height = 0;
  for (const bar of document.querySelectorAll<HTMLElement>(`[data-sticky-bar="${edge}"]`)) {
    const position = getComputedStyle(bar).position;
    if (position === 'sticky' || position === 'fixed') height = Math.max(height, bar.getBoundingClientRect().height);
  }
  return height;
}

/** Scrolls the window so that the field around `el` is fully visible between the bars. */
export function revealField(el: HTMLElement): void {
  const box = el.closest<HTMLElement>('.field') ?? el;
  const r = box.getBoundingClientRect();
  const top = stuckHeight('top') + GAP;
  const bottom = window.innerHeight - stuckHeight('bottom') - GAP;
  let dy = 0;
  // A field taller than the room left shows its top (the label and the start of the input).
  if (r.top < top || r.height > bottom - top) dy = r.top - top;
  else if (r.bottom > bottom) dy = r.bottom - bottom;
  if (dy !== 0) window.scrollBy({ top: dy, behavior: 'instant' });
}

/** Focuses `el` (the input of a field with an error) and brings its whole field into view. */
export function focusField(el: HTMLElement | null | undefined): void {
  if (!el) return;
  el.focus({ preventScroll: true });
  revealField(el);
}

/** The same for an element id; false when no element has it. */
export function focusFieldById(id: string): boolean {
  const el = document.getElementById(id);
  focusField(el);
  return el !== null;
}
