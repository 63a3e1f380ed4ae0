/**
 * 'Show More' / 'Show Less' on a page served without React (./page-handle.ts): the server renders
 * app/components/show-more-list.tsx in its form for before hydration, the first items then the
 * others in a native <details>. This turns it into what the hydrated component draws: one list
 * whose extra items are hidden, and a real button with aria-expanded and aria-controls. A list the
 * visitor had already opened stays open.
 */
let lists = 0;

export function enhanceShowMore(root: HTMLElement): void {
  const list = root.querySelector<HTMLUListElement>(':scope > ul');
  const details = root.querySelector<HTMLDetailsElement>(':scope > details.show-more__details');
  const summary = details?.querySelector('summary');
  if (!list || !details || !summary) return;
  let expanded = details.open;
  const extra = Array.from(details.querySelectorAll<HTMLLIElement>(':scope > ul > li'));
  for (const item of extra) {
    item.hidden = !expanded;
    list.append(item);
  }
  list.id ||= `show-more-${++lists}`;

  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'show-more__toggle';
  button.setAttribute('aria-controls', list.id);
  if (root.dataset.describedBy) button.setAttribute('aria-describedby', root.dataset.describedBy);
  const label = document.createTextNode('');
  const icon = summary.querySelector('svg');
  button.append(label, ...(icon ? [icon] : []));
  const draw = () => {
    label.data = expanded ? 'Show Less' : 'Show More';
    button.setAttribute('aria-expanded', String(expanded));
    for (const item of extra) item.hidden = !expanded;
  };
  button.addEventListener('click', () => {
    const collapsing = expanded;
    expanded = !expanded;
    draw();
    // Hiding items can move the button off screen: bring it back so the visitor keeps their place.
    if (collapsing) requestAnimationFrame(() => button.scrollIntoView({ block: 'nearest' }));
  });
  draw();
  details.replaceWith(button);
}
