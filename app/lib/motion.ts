/**
 * How a scroll the page starts itself should move: smoothly, unless the visitor asked their system
 * for less motion (the CSS `scroll-behavior` rule in app.css does the same for scrolls the browser
 * starts, but a script's `behavior: 'smooth'` ignores it).
 */
export function scrollMotion(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
