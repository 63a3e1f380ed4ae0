/**
 * The clients module's screen for the admin shell (app/features/admin): the Clients section, a list
 * of logos per sector with the add and edit form (docs/decisions/0033-domain-modules.md). Browser
 * code: no server file is reachable from here.
 */
export { ClientsSection } from './admin/clients-section';
