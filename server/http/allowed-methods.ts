import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { errorBody } from './errors';

/**
 * Which methods each API path takes, learnt from the routes as they are registered, so that a
 * request with a method its path does not take gets 405 with `Allow` (as HTTP requires), an
 * OPTIONS request gets the list, and only a path no route has gets 404.
 */
export function trackRouteMethods(app: FastifyInstance) {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    // Catch-alls answer every method of every path: they say nothing about what a path takes.
    if (route.url.includes('*')) return;
    const methods = ([] as HTTPMethods[]).concat(route.method).map((m) => m.toUpperCase());
    const source = route.url
      .replace(/\/+$/, '')
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    routes.push({ pattern: new RegExp(`^${source}/?$`), methods });
  });

  /** The methods `path` takes (HEAD with GET), or none for a path no route has. */
  function allowedAt(path: string): string[] {
    const found = new Set<string>();
    for (const r of routes) if (r.pattern.test(path)) for (const m of r.methods) found.add(m);
    if (found.has('GET')) found.add('HEAD');
    if (found.size > 0) found.add('OPTIONS');
    const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
    return [...found].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  }

  /** The answer of a request no route took: 204 to OPTIONS, 405 to a wrong method, 404 to an unknown path. */
  function answerUnrouted(req: FastifyRequest, reply: FastifyReply) {
    const path = req.url.split('?')[0];
    const allow = allowedAt(path);
    if (allow.length === 0) return reply.code(404).send(errorBody(`No API endpoint at ${req.method} ${path}.`));
    reply.header('allow', allow.join(', '));
    if (req.method === 'OPTIONS') return reply.code(204).send();
    return reply.code(405).send(errorBody(`${path} does not take ${req.method} requests; it takes ${allow.filter((m) => m !== 'OPTIONS').join(', ')}.`));
  }

  return { allowedAt, answerUnrouted };
}
