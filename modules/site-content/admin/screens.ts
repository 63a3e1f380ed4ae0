import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The screens of Site content, one per kind of thing an editor changes, in the order of
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
  { id: 'company', label: 'Company details', hint: 'Name, phone numbers, e-mail, WhatsApp, offices, opening hours and social links.', Component: lazy(() => import('./company-editor')) },
  { id: 'home', label: 'Home page', hint: 'Banner slides with their pictures, the “Our Services” cards and the clients strip.', Component: lazy(() => import('./home-editor')) },
  { id: 'team', label: 'Team', hint: 'The management team: photos, names, roles and short bios, in display order.', Component: lazy(() => import('./team-editor')) },
  // Formatted text and the text pages (docs/decisions/0007-site-content.md, "Formatted text").
  { id: 'texts', label: 'Texts', hint: 'What the home, About Us and Company Profile pages say about the company, its values, and the footer.', Component: lazy(() => import('./texts-editor')) },
  { id: 'privacy', label: 'Privacy notice', hint: 'The privacy notice at /privacy, with the retention periods the server applies.', Component: lazy(() => import('./privacy-editor')) },
  // Pages: one document per service, product and sector page, picked on the screen (&page=<slug>).
  { id: 'services', label: 'Services', hint: 'The words of the six service pages: heading, summary, overview, sections and closing call to action.', Component: lazy(() => import('./service-editor')) },
  { id: 'products', label: 'Software products', hint: 'The eleven product pages: name, heading, summary, introduction and the feature lists.', Component: lazy(() => import('./product-editor')) },
  { id: 'sectors', label: 'Sectors', hint: 'The heading and introduction of the thirteen client sector pages.', Component: lazy(() => import('./sector-editor')) },
  { id: 'seo', label: 'Pages & SEO', hint: 'The title and description search engines show for each page.', Component: lazy(() => import('./seo-editor')) },
];

export function toScreen(id: string | null): ContentScreen {
  return CONTENT_SCREENS.find((s) => s.id === id) ?? CONTENT_SCREENS[0];
}
