/**
 * The topics module's screen for the admin shell (app/features/admin): the staff's list of project
 * topics (docs/decisions/0033-domain-modules.md). Browser code: no server file is reachable from
 * here. The members' page is an entry of its own (./pages/topics-page.tsx).
 */
export { TopicsSection } from './admin/topics-section';
