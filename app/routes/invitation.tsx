import type { Route } from './+types/invitation';
import { pageMeta } from '../lib/meta';
import { InvitationForm } from '../../modules/staff/pages/invitation-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Accept an invitation', 'Choose your username and password to join the website team as staff or administrator.');

/**
 * The page an invitation mail links to (`/invitation?token=…`). The link's secret is read in the
 * browser and sent to the API; the server renders only the frame (the address's `token` is
 * redacted from the logs).
 */
export default function Invitation() {
  return <InvitationForm />;
}
