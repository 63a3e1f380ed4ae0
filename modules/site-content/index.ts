import { lazy } from 'react';

/**
 * The site content module's screen for the admin shell (docs/decisions/0033-domain-modules.md):
 * the Site content section, a row of tabs and the chosen screen's editor. It loads when the section
 * first opens, with the zod schemas its editors check with; each editor is a chunk of its own
 * (./admin/screens.ts). Browser code: no server file is reachable from here. The editor's shared
 * styles come with the admin area's first style sheet (./admin/editor.css, imported by the shell).
 */
export const SiteContentSection = lazy(() => import('./admin/site-content-section'));
