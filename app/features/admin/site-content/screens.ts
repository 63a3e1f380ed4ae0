import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The screens of Site content (issue 13), one per kind of thing an editor changes, in the order of
 * the tab list. Each screen is its own lazily loaded chunk: opening Company details does not load
 * the Home page editor. The screen lives in the URL (`/admin?section=content&screen=home`).
 */
export interface ContentScreen {
  id: string;
  label: string;
  /** One line under the tab list saying what the screen changes. */
  hint: string;
  Component: LazyExoticComponent<ComponentType>;
}

export const CONTENT_SCREENS: readonly ContentScreen[] = [
  {
    id: 'company',
    label: 'Company details',
    hint: 'Name, phone numbers, e-mail, WhatsApp, offices, opening hours and social links.',
    Component: lazy(() => import('./company-editor')),
  },
  {
    id: 'home',
    label: 'Home page',
    hint: 'Banner slides with their pictures, the “Our Services” cards and the clients strip.',
    Component: lazy(() => import('./home-editor')),
  },
  {
    id: 'team',
    label: 'Team',
    hint: 'The management team: photos, names, roles and short bios, in display order.',
    Component: lazy(() => import('./team-editor')),
  },
];

export function toScreen(id: string | null): ContentScreen {
  return CONTENT_SCREENS.find((s) => s.id === id) ?? CONTENT_SCREENS[0];
}
