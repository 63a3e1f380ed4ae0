/**
 * The header's menus on a page served without React (./page-handle.ts): the same behaviour as
 * app/features/site/header.tsx gives a hydrated page, on the HTML that component rendered. The
 * buttons toggle the disclosure menus (click, Enter, Space), Arrow keys, Home and End move inside
 * an open menu, Escape closes and gives focus back, a press outside closes; the hamburger opens the
 * phone menu, which closes when focus or a tap leaves the header. Before this runs (or without
 * JavaScript) header.css opens the menus on hover and focus.
 */
const DESKTOP_QUERY = '(min-width: 64rem)';

export function enhanceHeaderMenus(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLButtonElement>('.nav-toggle');
  const nav = header.querySelector<HTMLElement>('.site-nav');
  const backdrop = header.querySelector<HTMLElement>('.nav-backdrop');
  const items = Array.from(header.querySelectorAll<HTMLLIElement>('.nav-item--menu'));
  let open: HTMLLIElement | null = null;
  let mobileOpen = false;

  const buttonOf = (item: HTMLLIElement) => item.querySelector<HTMLButtonElement>(':scope > button')!;
  const linksOf = (item: HTMLLIElement) => Array.from(item.querySelectorAll<HTMLAnchorElement>('.nav-panel a'));

  function setOpen(item: HTMLLIElement | null) {
    open = item;
    for (const each of items) {
      each.classList.toggle('is-open', each === item);
      buttonOf(each).setAttribute('aria-expanded', String(each === item));
    }
  }

  function setMobileOpen(value: boolean) {
    mobileOpen = value;
    toggle?.setAttribute('aria-expanded', String(value));
    toggle?.querySelector('use')?.setAttribute('href', (toggle.querySelector('use')?.getAttribute('href') ?? '').replace(/#.*$/, value ? '#close' : '#menu'));
    nav?.classList.toggle('is-open', value);
    if (backdrop) backdrop.hidden = !value;
  }

  function closeAll() {
    setOpen(null);
    setMobileOpen(false);
  }

  toggle?.addEventListener('click', () => {
    setOpen(null);
    setMobileOpen(!mobileOpen);
  });
  backdrop?.addEventListener('click', closeAll);

  for (const item of items) {
    buttonOf(item).addEventListener('click', () => setOpen(open === item ? null : item));
    item.addEventListener('keydown', (event) => {
      const links = linksOf(item);
      const index = links.indexOf(document.activeElement as HTMLAnchorElement);
      const onButton = (event.target as HTMLElement).tagName === 'BUTTON';
      let next: HTMLAnchorElement | undefined;
      if (event.key === 'ArrowDown' && onButton) {
        event.preventDefault();
        setOpen(item);
        links[0]?.focus();
        return;
      }
      if (event.key === 'ArrowDown') next = links[(index + 1) % links.length];
      else if (event.key === 'ArrowUp' && !onButton) next = links[(index - 1 + links.length) % links.length];
      else if (event.key === 'Home' && !onButton) next = links[0];
      else if (event.key === 'End' && !onButton) next = links[links.length - 1];
      if (next) {
        event.preventDefault();
        next.focus();
      }
    });
    // On wide screens a menu closes when keyboard focus leaves it; the phone's accordion stays put.
    item.addEventListener('focusout', (event) => {
      if (open !== item || !window.matchMedia(DESKTOP_QUERY).matches) return;
      const next = event.relatedTarget as Node | null;
      if (next && !item.contains(next)) setOpen(null);
    });
  }

  header.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    if (open) {
      event.preventDefault();
      const button = buttonOf(open);
      setOpen(null);
      button.focus();
    } else if (mobileOpen) {
      event.preventDefault();
      setMobileOpen(false);
      toggle?.focus();
    }
  });

  // A link chosen in the menus closes them (the page that comes back from the browser's cache too).
  header.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('.site-nav a, .site-logo')) closeAll();
  });

  document.addEventListener('pointerdown', (event) => {
    const target = event.target as Node;
    if (open && !open.contains(target)) setOpen(null);
    if (mobileOpen && !header.contains(target)) setMobileOpen(false);
  });
  // The open phone menu covers the page: focus leaving the header closes it, so what has focus is seen.
  document.addEventListener('focusin', (event) => {
    if (mobileOpen && !header.contains(event.target as Node)) setMobileOpen(false);
  });
}
