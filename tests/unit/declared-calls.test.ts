import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { ACCESS, MODULE_CALLS } from '../../common/api/access';
import { API_ROUTES } from '../../common/api/routes';
import { PUBLIC_ROUTES } from '../../common/api/public-routes';
import { mountDeclared, served, urlsOf } from '../../server/http/declared-calls';
import { LEAD_FORM_CALLS } from '../../modules/leads/forms.calls';
import { LEAD_MESSAGE_CALLS } from '../../modules/leads/messages.calls';

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
});
