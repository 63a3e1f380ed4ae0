/**
 * The gallery's full-screen viewer on a page served without React (./page-handle.ts): what
 * modules/gallery/page/lightbox.tsx draws on a hydrated page, built on the thumbnails the server
 * rendered (`<ul data-widget="lightbox">`, each item a link to the full image, which is what a
 * thumbnail does without JavaScript). A modal dialog labelled by the image's title, with close,
 * previous and next controls that wrap around at both ends; Escape closes and gives focus back to
 * the thumbnail of the image shown last, ArrowLeft/ArrowRight move, Tab stays inside, the page
 * behind is inert and does not scroll, a horizontal swipe moves on touch screens. Its styles are
 * the component's (lightbox.css, loaded by the page).
 */
interface Picture {
  link: HTMLAnchorElement;
  src: string;
  srcset: string;
  alt: string;
  title: string;
  width: string | null;
  height: string | null;
}

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';
let dialogs = 0;

function pictureOf(link: HTMLAnchorElement): Picture {
  const img = link.querySelector('img');
  const title = link.closest('figure')?.querySelector('figcaption')?.textContent ?? '';
  return {
    link,
    src: link.getAttribute('href') ?? '',
    srcset: img?.getAttribute('srcset') ?? '',
    alt: img?.getAttribute('alt') ?? 'Gallery',
    title,
    width: img?.getAttribute('width') ?? null,
    height: img?.getAttribute('height') ?? null,
  };
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string>, ...children: Node[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** An icon of the site's sprite, as app/components/icon.tsx draws it. */
function icon(name: string): SVGSVGElement {
  const sprite = (document.querySelector('svg.icon use')?.getAttribute('href') ?? '').replace(/#.*$/, '');
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (const [k, v] of Object.entries({ class: 'icon', width: '24', height: '24', fill: 'currentColor', focusable: 'false', 'aria-hidden': 'true' })) svg.setAttribute(k, v);
  const use = document.createElementNS('http://www.w3.org/2000/svg', 'use');
  use.setAttribute('href', `${sprite}#${name}`);
  svg.append(use);
  return svg;
}

function open(pictures: Picture[], start: number): void {
  let index = start;
  const count = pictures.length;
  const titleId = `lightbox-title-${++dialogs}`;
  const counter = el('p', { class: 'lightbox__counter', 'aria-live': 'polite' });
  const close = el('button', { type: 'button', class: 'lightbox__btn', 'aria-label': 'Close' }, icon('close-bold'));
  const heading = el('h2', { id: titleId });
  const figure = el('figure', { class: 'lightbox__figure' });
  const dialog = el('div', { class: 'lightbox', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId, tabindex: '-1' }, el('div', { class: 'lightbox__bar' }, counter, close), figure);
  if (count > 1) {
    const prev = el('button', { type: 'button', class: 'lightbox__btn lightbox__nav lightbox__nav--prev', 'aria-label': 'Previous image' }, icon('chevron-left-bold'));
    const next = el('button', { type: 'button', class: 'lightbox__btn lightbox__nav lightbox__nav--next', 'aria-label': 'Next image' }, icon('chevron-right-bold'));
    prev.addEventListener('click', () => go(-1));
    next.addEventListener('click', () => go(1));
    dialog.append(prev, next);
  }

  function show() {
    const p = pictures[index];
    const img = el('img', { class: 'lightbox__img', src: p.src, sizes: '(min-width: 1100px) 1100px, 100vw', alt: p.alt, decoding: 'async' });
    if (p.srcset) img.setAttribute('srcset', p.srcset);
    if (p.width && p.height) {
      img.setAttribute('width', p.width);
      img.setAttribute('height', p.height);
    }
    heading.textContent = p.title || p.alt || 'Gallery';
    figure.replaceChildren(img, el('figcaption', { class: 'lightbox__caption' }, heading));
    counter.textContent = `${index + 1} of ${count}`;
  }
  function go(step: number) {
    index = (index + step + count) % count;
    show();
  }

  // Modal behaviour: focus inside, the page behind inert and not scrollable; undone on close.
  const body = document.body;
  const gap = window.innerWidth - document.documentElement.clientWidth;
  const madeInert = [...body.children].filter((c): c is HTMLElement => c instanceof HTMLElement && !c.inert);
  function onKey(e: KeyboardEvent) {
    if (e.key === 'Escape') {
      e.preventDefault();
      shut();
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      go(e.key === 'ArrowLeft' ? -1 : 1);
    } else if (e.key === 'Tab') {
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (first && last && (!dialog.contains(active) || (e.shiftKey && active === first) || (!e.shiftKey && active === last))) {
        e.preventDefault();
        (e.shiftKey ? last : first).focus();
      }
    }
  }
  function shut() {
    document.removeEventListener('keydown', onKey);
    dialog.remove();
    madeInert.forEach((c) => (c.inert = false));
    body.classList.remove('lightbox-open');
    body.style.paddingRight = '';
    pictures[index].link.focus();
  }
  close.addEventListener('click', shut);
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog || e.target === figure) shut();
  });
  let touchX: number | null = null;
  dialog.addEventListener('touchstart', (e) => (touchX = e.touches[0]?.clientX ?? null));
  dialog.addEventListener('touchend', (e) => {
    const startX = touchX;
    const end = e.changedTouches[0]?.clientX;
    touchX = null;
    if (startX === null || end === undefined || count < 2 || Math.abs(end - startX) < 50) return;
    go(end < startX ? 1 : -1);
  });

  show();
  madeInert.forEach((c) => (c.inert = true));
  body.classList.add('lightbox-open');
  if (gap > 0) body.style.paddingRight = `${gap}px`;
  body.append(dialog);
  document.addEventListener('keydown', onKey);
  close.focus();
}

export function enhanceLightbox(list: HTMLElement): void {
  const links = Array.from(list.querySelectorAll<HTMLAnchorElement>('a[href]'));
  links.forEach((link, i) =>
    link.addEventListener('click', (e) => {
      // Ctrl/Cmd/Shift/middle clicks keep the link's own behaviour (open the photo in a new tab).
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      open(links.map(pictureOf), i);
    }),
  );
}
