import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import type { AppContext } from '../context';
import { MAX_UPLOAD_BYTES } from '../../common/constants';
import { trackRouteMethods } from '../http/allowed-methods';
import { adminScope, memberScope, publicScope, staffScope } from '../http/scopes';
import { refuseCrossSiteWrites } from '../http/same-origin';
import { kernelCalls } from './health';
import { addDeclaredConstraints, mountDeclared, type ServedCalls } from '../http/declared-calls';
import type { ApiName } from '../../common/api/routes';

import { accountCalls } from '../../modules/accounts/calls.server';
import { leadCalls } from '../../modules/leads/calls.server';
import { insightCalls } from '../../modules/insights/calls.server';
import { dashboardCalls } from '../../modules/dashboard/calls.server';
import { quoteCalls } from '../../modules/quotes/calls.server';
import { clientCalls } from '../../modules/clients/calls.server';
import { galleryCalls } from '../../modules/gallery/calls.server';
import { reviewCalls } from '../../modules/reviews/calls.server';
import { topicCalls } from '../../modules/topics/calls.server';
import { staffCalls } from '../../modules/staff/calls.server';
import { invoiceCalls } from '../../modules/invoices/calls.server';
import { paymentCalls } from '../../modules/payments/calls.server';
import { siteContentCalls } from '../../modules/site-content/calls.server';
import { deliveryCalls } from '../../modules/deliveries/calls.server';

/** The names of the calls one module's list serves. */
type NamesOf<S> = S extends ServedCalls<infer N> ? N : never;

/**
 * Everything under /api. Each resource the original backend served answers at /api/<name> and, for
 * clients written against it, at /api/<name>.php. Who may call a route is decided by the one scope
 * it is mounted in here (server/http/scopes.ts): public, member, staff or admin.
 */
export function apiPlugin(ctx: AppContext): FastifyPluginAsync {
  return async (api: FastifyInstance) => {
    // Before any route's own hooks (rate limits, authentication) and before the body is read.
    api.addHook('onRequest', refuseCrossSiteWrites(ctx.config));
    const methods = trackRouteMethods(api);
    // A visitor's limit for every route; the admin's upload routes raise the file size for their
    // own forms (readForm's maxBytes, common/constants.ts ADMIN_MAX_UPLOAD_BYTES).
    await api.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 20, fieldSize: 16 * 1024, parts: 24, headerPairs: 100 },
    });
    api.addHook('onSend', async (_req, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
      return payload;
    });
    // Every call is declared once, in its module or (health, captcha) in common/api/: each is mounted
    // in the scope its access names (docs/decisions/0033-domain-modules.md); none is mounted by hand.
    const declared = [
      ...accountCalls(ctx),
      ...leadCalls(ctx),
      ...insightCalls(ctx),
      ...dashboardCalls(ctx),
      ...quoteCalls(ctx),
      ...invoiceCalls(ctx),
      ...paymentCalls(ctx),
      ...kernelCalls(ctx),
      ...deliveryCalls(ctx),
      ...clientCalls(ctx),
      ...galleryCalls(ctx),
      ...reviewCalls(ctx),
      ...topicCalls(ctx),
      ...staffCalls(ctx),
      ...siteContentCalls(ctx),
    ];
    // Every call of the registry (modules/registry.ts) is served: a module left out of the list
    // above, or a call without a handler, is a type error here, not a route missing at run time.
    const everyCall: [Exclude<ApiName, NamesOf<(typeof declared)[number]>>] extends [never] ? true : never = true;
    void everyCall;
    addDeclaredConstraints(api, declared);

    await api.register(publicScope(async (app) => {
      mountDeclared(app, 'public', declared);
      app.all('/*', { schema: { hide: true } }, async (req, reply) => methods.answerUnrouted(req, reply));
    }));

    await api.register(memberScope(ctx, async (app) => mountDeclared(app, 'member', declared)));

    // The admin area's daily work: staff and administrators.
    await api.register(staffScope(ctx, async (app) => mountDeclared(app, 'staff', declared)));

    // Accounts, roles, invitations, where enquiries are sent and the security log: administrators only.
    await api.register(adminScope(ctx, async (app) => {
      mountDeclared(app, 'admin', declared);
      // The API description lists every admin call: it is for the admins, like those calls.
      app.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
    }));

  };
}
