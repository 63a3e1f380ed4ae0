import type { ServiceSectionContent, ServiceTileIcon } from '../../../content/types';
import { illustrationIcon, type IconName, type IllustrationIconName } from '../../../app/components/icon-names';

/**
 * The illustration icon of each tile of a service section, chosen on the server by the page loader (so
 * the keyword table stays out of the browser's code): by a keyword of the tile's title, else the
 * page's `tileIcon` ("Title: description" tiles) or the graduation cap (course tiles). Category
 * tiles all show the cap; other layouts have no icons.
 */
const TILE_ICONS: [RegExp, IllustrationIconName][] = [
  [/^web /i, 'globe'],
  [/artificial/i, 'ai'],
  [/programming/i, 'code'],
  [/accounting/i, 'cooperative'],
  [/data analysis/i, 'training'],
  [/networking/i, 'server'],
  [/computer appreciation/i, 'desktop'],
  [/oracle|mysql|sql server|access|database/i, 'database'],
  [/desktop/i, 'desktop'],
  [/web/i, 'globe'],
  [/mobile/i, 'mobile'],
  [/integration/i, 'plug'],
  [/school/i, 'school'],
  [/church|association/i, 'users'],
  [/business/i, 'pos'],
  [/hospital/i, 'hospital'],
  [/cooperative/i, 'cooperative'],
  [/event/i, 'clock'],
];
const byKeyword = (title: string, fallback: IllustrationIconName) => illustrationIcon(TILE_ICONS.find(([re]) => re.test(title))?.[1] ?? fallback);

export function tileIcons(section: ServiceSectionContent, fallback: ServiceTileIcon): IconName[] | undefined {
  if (section.layout === 'courses') return section.items.map((item) => byKeyword(item, 'cap'));
  if (section.layout === 'tiles') return section.items.map((item) => byKeyword(item.slice(0, Math.max(0, item.indexOf(': '))), fallback));
  return undefined;
}
