/**
 * The gallery module's screen for the admin shell (app/features/admin): the Gallery section, with
 * the bulk photo upload (docs/decisions/0033-domain-modules.md). Browser code: no server file is
 * reachable from here. The public page's entry is ./pages/gallery-page.tsx.
 */
export { GallerySection } from './admin/gallery-section';
