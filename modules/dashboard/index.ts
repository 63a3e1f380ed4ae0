/**
 * The dashboard module's screen, for the admin shell (app/features/admin): the counts that say
 * where work is waiting, the leads that are due, Insights' summary and the "Before you go live"
 * list (docs/decisions/0033-domain-modules.md). Browser code: no server file is reachable from here.
 */
export { Dashboard } from './dashboard';
