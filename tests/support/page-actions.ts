import type { RouterContextProvider, ServerBuild } from 'react-router';
import { registerPageRoutes } from '../../server/pages/render';
import { clientContext, nonceContext, servicesContext } from '../../app/context';

type Action = (args: never) => unknown;

/**
 * Plays React Router for the API tests of forms posted to pages: a POST to one of `actions`' paths
 * runs that real route action and answers its redirect, or its refusal's data as JSON; anything
 * else answers 'page'. `onPost` sees every page POST (to check what the action was handed).
 */
export function pagesWithActions(actions: Record<string, Action>, onPost?: (request: Request) => void) {
  const getBuild = async () => ({ entry: { module: { servicesContext, nonceContext, clientContext } } }) as unknown as ServerBuild;
  const handle = async (request: Request, context: RouterContextProvider) => {
    if (request.method === 'POST') onPost?.(request);
    const action = actions[new URL(request.url).pathname];
    if (!action || request.method !== 'POST') return new Response('page', { status: 200, headers: { 'content-type': 'text/plain' } });
    const out = (await action({ request, context, params: {} } as never)) as unknown;
    if (out instanceof Response) return out;
    const { data, init } = out as { data: unknown; init: { status: number } };
    return Response.json(data, { status: init.status });
  };
  return (app: Parameters<typeof registerPageRoutes>[0], ctx: Parameters<typeof registerPageRoutes>[1]) =>
    registerPageRoutes(app, ctx, { getBuild, mode: 'production', handle });
}
