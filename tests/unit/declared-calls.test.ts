import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { ACCESS, MODULE_CALLS } from '../../common/api/access';
import { API_ROUTES } from '../../common/api/routes';
import { PUBLIC_ROUTES } from '../../common/api/public-routes';
import { mountDeclared, served, urlsOf } from '../../server/http/declared-calls';
import { LEAD_FORM_CALLS } from '../../modules/leads/forms.calls';
import { LEAD_MESSAGE_CALLS } from '../../modules/leads/messages.calls';
import { INSIGHT_BEACON_CALLS } from '../../modules/insights/beacon.calls';

/**
 * A call of a domain module is declared once (docs/decisions/0033-domain-modules.md): the page-side
 * table, the access table and the server's mounting all read that one declaration.
 */
describe('calls declared once in a module', () => {
  it('gives the route table and the access table their entries from the declaration', () => {
    for (const [name, call] of Object.entries(MODULE_CALLS)) {
      expect(API_ROUTES[name as keyof typeof API_ROUTES], name).toBe(call);
      expect(ACCESS[name as keyof typeof ACCESS], name).toBe(call.access);
    }
    for (const name of Object.keys(LEAD_FORM_CALLS)) expect(PUBLIC_ROUTES[name as keyof typeof PUBLIC_ROUTES], name).toBeDefined();
  });

  it('serves a call at its path, and at the .php twin of its first segment when declared', () => {
    expect(urlsOf({ method: 'POST', path: 'contact', access: 'public', php: true })).toEqual(['/contact', '/contact.php']);
    expect(urlsOf({ method: 'POST', path: 'leads/:id/notes', access: 'staff', php: true })).toEqual(['/leads/:id/notes', '/leads.php/:id/notes']);
    expect(urlsOf({ method: 'GET', path: 'leads/:id', access: 'staff' })).toEqual(['/leads/:id']);
  });

  it('mounts in a scope exactly the calls whose access names it, with their schemas', async () => {
    const handlers = served(LEAD_MESSAGE_CALLS, {
      messages: async () => ({ status: 'success' as const, messages: [] }),
      markMessage: async () => ({ status: 'success' as const, message: 'Marked as read.' }),
      deleteMessage: async () => ({ status: 'success' as const, message: 'Message deleted.' }),
    });
    const staff = Fastify();
    staff.setValidatorCompiler(validatorCompiler);
    staff.setSerializerCompiler(serializerCompiler);
    mountDeclared(staff, 'staff', [handlers]);
    const other = Fastify();
    mountDeclared(other, 'public', [handlers]);
    await Promise.all([staff.ready(), other.ready()]);

    for (const url of ['/messages', '/messages.php']) {
      expect(staff.hasRoute({ method: 'GET', url }), url).toBe(true);
      expect(staff.hasRoute({ method: 'PATCH', url }), url).toBe(true);
      expect(staff.hasRoute({ method: 'DELETE', url }), url).toBe(true);
      expect(other.hasRoute({ method: 'GET', url }), url).toBe(false);
    }
    // The contract's query is checked: a missing id is refused before the handler runs.
    expect((await staff.inject({ method: 'DELETE', url: '/messages' })).statusCode).toBe(400);
    expect((await staff.inject({ method: 'DELETE', url: '/messages.php?id=3' })).json()).toEqual({ status: 'success', message: 'Message deleted.' });
    await Promise.all([staff.close(), other.close()]);
  });

  it('runs several hooks in order before the body is read, and keeps a call to its own body limit', async () => {
    const ran: string[] = [];
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    mountDeclared(app, 'public', [
      served(INSIGHT_BEACON_CALLS, {
        insightEvent: {
          bodyLimit: 200,
          onRequest: [async () => void ran.push('first'), async () => void ran.push('second')],
          handler: async () => ({ status: 'success' as const }),
        },
      }),
    ]);
    const send = (extra: string) =>
      app.inject({ method: 'POST', url: '/insights/event', headers: { 'content-type': 'application/json' }, payload: `{"type":"view","path":"/","entry":true${extra}}` });
    expect((await send('')).json()).toEqual({ status: 'success' });
    expect(ran).toEqual(['first', 'second']);
    // Over the call's own limit (the server's default is 1 MiB): refused before the handler runs.
    expect((await send(`,"referrer":"${'a'.repeat(300)}"`)).statusCode).toBe(413);
    expect(ran).toEqual(['first', 'second', 'first', 'second']);
    await app.close();
  });
});
