/**
 * The leads module's screens, for the admin shell (app/features/admin): the inbox section and the
 * dashboard's list of leads that are due (docs/decisions/0033-domain-modules.md). Browser code:
 * no server file is reachable from here.
 */
export { LeadsSection } from './inbox/leads-section';
export { LeadsDue } from './inbox/due-lists';
