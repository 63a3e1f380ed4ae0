import type { AppContext } from '../../server/context';
import { formHandlers } from './forms.server';
import { inboxHandlers } from './inbox.server';
import { messageHandlers } from './messages.server';

/**
 * The leads module's calls with their handlers (docs/decisions/0033-domain-modules.md), for
 * server/routes/index.ts to mount in the scope each call's access names. The contact page's own
 * action and loader data are in ./page.server.ts. Apart from ./index.server.ts, which the other
 * domains read: these reach the app's context, the security log and the sessions, which read the
 * leads' tables in turn.
 */
export const leadCalls = (ctx: AppContext) => [formHandlers(ctx), inboxHandlers(ctx), messageHandlers(ctx)];
