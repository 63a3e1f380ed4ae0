import type { AppContext } from '../../server/context';
import { formHandlers } from './forms.server';
import { inboxHandlers } from './inbox.server';
import { messageHandlers } from './messages.server';

/**
 * What the server's own layers take from the leads module (docs/decisions/0033-domain-modules.md):
 * its calls with their handlers, for server/routes/index.ts to mount in the scope each call's access
 * names, and the receiving of a contact message, for the contact page's own action without
 * JavaScript (server/pages/page-forms.ts), and the lookup of what a quote link names, for the
 * contact page's loader (server/pages/page-services.ts). Apart from ./index.server.ts, which the other domains
 * read: these reach the app's context, the security log and the sessions, which read the leads'
 * tables in turn.
 */
export const leadCalls = (ctx: AppContext) => [formHandlers(ctx), inboxHandlers(ctx), messageHandlers(ctx)];

export { receiveContactMessage, type ContactMessageInput } from './leads.service';
export { quoteItemOf } from './quote-items.service';
