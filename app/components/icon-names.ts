/**
 * The one list of icon names: each is the id of a drawing in the icon sprite
 * (app/assets/icons.svg), drawn by `<Icon name="…">` (icon.tsx). tests/unit/icon-sprite.test.ts
 * keeps this list and the sprite's symbols equal, so a name here always draws something.
 *
 * The names say what a drawing shows, not where it is used. Variants of one shape on another grid
 * or with another stroke carry a suffix (`-small`: 16 grid, `-bold`: stroke 2.4, `-solid`: filled).
 */

/** Illustration icons of the marketing pages (sprite ids `i-<name>`); content files name them. */
export const ILLUSTRATION_ICONS = [
  'database', 'training', 'server', 'book', 'ai', 'code', 'sms', 'globe', 'phone', 'desktop', 'mobile', 'plug', 'shield', 'clock',
  'users', 'cap', 'pos', 'hospital', 'school', 'e-ticketing', 'estate', 'hotel', 'hrpayroll', 'smartlab', 'cooperative',
  'agric-farm', 'inventory',
] as const;

/** Placeholder logos for clients without one (sprite ids `s-<name>`), keyed by `Sector.placeholder`. */
export const SECTOR_ICONS = ['hotel', 'government', 'school', 'globe', 'hospital', 'factory', 'bus', 'lounge', 'oil', 'estate', 'cart', 'church', 'web'] as const;

export type IllustrationIconName = (typeof ILLUSTRATION_ICONS)[number];
export type SectorIconName = (typeof SECTOR_ICONS)[number];

export const ICON_NAMES = [
  // Interface, 24 grid, stroke 2; the brand logos are filled.
  'arrow-right', 'chevron-down', 'clock', 'close', 'instagram', 'mail', 'map-pin', 'menu', 'phone',
  'facebook', 'linked-in', 'whats-app', 'x',
  // Interface, 24 grid, stroke 2.4 (controls over photos).
  'close-bold', 'chevron-left-bold', 'chevron-right-bold',
  // Interface, 20 grid (stroke 2.2, or filled) and 16 grid.
  'arrow-link', 'slide-prev', 'slide-next', 'play', 'pause',
  'chevron-down-small', 'external-small', 'map-pin-small', 'phone-small',
  // Filled, in the colour the page gives them (CSS `fill` or currentColor).
  'map-pin-solid', 'mail-solid', 'clock-solid', 'star', 'grip', 'quote',
  // Line icons, 24 grid, stroke 1.8 (the admin area).
  'tiles', 'bar-chart', 'document', 'building', 'star-outline', 'photo', 'image', 'envelope', 'envelope-dot', 'people', 'layout',
  'shield-check', 'arrow-left', 'pencil', 'trash', 'check', 'cross', 'upload', 'search', 'reply', 'chevron-right',
  ...ILLUSTRATION_ICONS.map((n) => `i-${n}` as const),
  ...SECTOR_ICONS.map((n) => `s-${n}` as const),
  // Avatars in fixed colours: the anonymous reviewer (96 grid), an empty profile picture (88 grid).
  'silhouette', 'photo-placeholder',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

const illustrations = new Set<string>(ILLUSTRATION_ICONS);
const sectors = new Set<string>(SECTOR_ICONS);

/** The illustration icon a content file names; an unknown name draws "code". */
export const illustrationIcon = (name: string): IconName => `i-${illustrations.has(name) ? (name as IllustrationIconName) : 'code'}`;

/** A sector's placeholder logo; an unknown keyword draws the globe. */
export const sectorIcon = (name: string): IconName => `s-${sectors.has(name) ? (name as SectorIconName) : 'globe'}`;
