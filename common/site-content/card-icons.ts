/** The sprite icons a services card may show (ILLUSTRATION_ICONS in app/components/icon-names.ts). */
export const CARD_ICONS = {
  database: 'Database',
  training: 'Classroom',
  server: 'Server',
  book: 'Book',
  ai: 'Artificial intelligence',
  code: 'Code',
  sms: 'Text message',
  globe: 'Globe',
  phone: 'Phone',
  desktop: 'Desktop computer',
  mobile: 'Mobile phone',
  plug: 'Plug',
  shield: 'Shield',
  clock: 'Clock',
  users: 'People',
  cap: 'Graduation cap',
} as const;
export const CARD_ICON_NAMES = Object.keys(CARD_ICONS) as [ServiceTileIcon, ...ServiceTileIcon[]];
/** A sprite icon a card or a service page's tile may show (by its name, e.g. 'database'). */
export type ServiceTileIcon = keyof typeof CARD_ICONS;
