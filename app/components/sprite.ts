import sprite from '../assets/icons.svg?no-inline';

/**
 * The address of one drawing in the icon sprite (app/assets/icons.svg), for `<use href>`.
 * Icons used to be inline paths, repeated in every page's HTML and again in the JavaScript; the
 * sprite is one hashed file that the browser caches for a year and shares across pages.
 */
export const spriteRef = (id: string) => `${sprite}#${id}`;
