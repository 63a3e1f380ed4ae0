import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import type { AppContext } from '../context';
import { createPageServices, type PageServices } from './page-services';
import { carriesVisitOrigin, type PageClient } from './page-kit';
import { CROSS_SITE_MESSAGE, isCrossSiteWrite, type SiteOrigin } from '../http/same-origin';
import { ResponseCache, sendCached } from '../http/response-cache';
import { inlineScriptHashes } from '../http/security';
import { errorBody, HttpError, sendError } from '../http/errors';
import { admit } from '../http/upload-admission';
import { checkHost, normalisedPageUrl, previewTokenOf } from '../http/page-address';
import { SITE_PAGES, findSitePage } from '../../common/site-pages';
import { savesData } from '../../common/save-data';
import { PAGE_METHODS, PAGE_METHODS_WITH_FORM, sendFetchResponse, toFetchRequest } from './fetch-bridge';
import { devHostProblem, isDeniedDevPath, viteDenyList } from './dev-guard';
import { firstPageOfVisit, styleInliner, withInlineStyles } from './inline-styles';

/** The project folder: the nearest one above this module with a package.json (server/ from source, dist/server/ when bundled). */
function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}
const root = projectRoot();
// BUILD_DIR (default build/, relative to the project) must match the one `npm run build` used.
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const clientDir = path.join(buildDir, 'client');
const serverBuildUrl = pathToFileURL(path.join(buildDir, 'server', 'index.js'));

export type GetBuild = () => Promise<ServerBuild>;

/** The context keys re-exported by app/entry.server.tsx; they must come from the bundle: keys
 * created by this file's own import of app/context.ts would be different objects, and the loaders would not find them. */
interface ContextKeys {
  servicesContext: RouterContext<PageServices>;
  nonceContext: RouterContext<string>;
  clientContext: RouterContext<PageClient>;
}

/**
 * The largest body a page's form may post: the review form's picture (5 MB, refused above that by
 * the image checks with a readable message) and its text fields. Browsers always send the length of
 * a form post, so a post without one is refused before any byte is read.
 */
export const PAGE_POST_LIMIT = 6 * 1024 * 1024;

/**
 * Serves the React Router pages and their assets, inside this Fastify process (one server for pages and API).
 * Production: the built client from build/client, the built handler from build/server.
 * Development: Vite in middleware mode with HMR over this server's own port.
 */
export async function registerPages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const dev = !ctx.config.isProduction && process.env.NODE_ENV !== 'production';
  const getBuild = dev ? await registerVite(app, ctx) : await registerBuiltClient(app);
  await registerPageRoutes(app, ctx, { getBuild, mode: dev ? 'development' : 'production' });
}

/**
 * The page routes over a build: `registerPages` above, and tests with a stand-in build whose
 * `handle` plays React Router's part (the cache, Host and preview rules here are what they test).
 */
export async function registerPageRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  opts: { getBuild: GetBuild; mode: 'development' | 'production'; handle?: PageHandler },
): Promise<void> {
  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send(errorBody(`Nothing is served at ${req.url.split('?')[0]}.`)),
  );
  // In development every edit may change a page, so nothing is cached there.
  const cache = new ResponseCache(opts.mode === 'development' ? 0 : ctx.config.pageCacheSeconds * 1000);
  app.onContentChange(() => cache.clear());
  const publicUrl = new URL(ctx.config.publicUrl);
  await app.register(reactRouterPlugin, {
    getBuild: opts.getBuild,
    handle: opts.handle ?? createRequestHandler(opts.getBuild, opts.mode),
    services: createPageServices(ctx),
    cache,
    origin: publicUrl.origin,
    publicHost: ctx.config.publicHost,
    isPreviewToken: async (token: string) => (await ctx.siteContent.previewTokens.verify(token)) !== null,
    site: { publicUrl: ctx.config.publicUrl, publicUrlConfigured: ctx.config.publicUrlConfigured },
    inlineStyles: opts.mode === 'production' ? styleInliner(path.join(clientDir, 'assets')) : undefined,
  });
}

async function registerBuiltClient(app: FastifyInstance): Promise<GetBuild> {
  if (!existsSync(fileURLToPath(serverBuildUrl))) {
    throw new Error('build/server/index.js is missing: run `npm run build` before starting in production.');
  }
  // Hashed file names never change content, so they are cached for a year; .br/.gz come from scripts/precompress.mjs.
  await app.register(fastifyStatic, {
    root: `${clientDir}/assets`,
    prefix: '/assets/',
    immutable: true,
    maxAge: '1y',
    preCompressed: true,
    index: false,
  });
  // favicon.ico and friends: one exact route per file; assets/ stays with the instance above
  // (a second wildcard static route on the same prefix would clash with it).
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    globIgnore: ['assets/**', '.vite/**', '**/*.br', '**/*.gz'],
    preCompressed: true,
    index: false,
    maxAge: '1d',
  });
  const build = (await import(serverBuildUrl.href)) as ServerBuild;
  return async () => build;
}

async function registerVite(app: FastifyInstance, ctx: AppContext): Promise<GetBuild> {
  // Vite serves the project folder's files by path: never to the network by default, and never the
  // data folder, databases or secrets (server/pages/dev-guard.ts).
  const hostProblem = devHostProblem(ctx.config.host, ctx.config.devAllowRemote);
  if (hostProblem) throw new Error(`Configuration error: ${hostProblem}`);
  app.addHook('onRequest', async (req, reply) => {
    if (isDeniedDevPath(req.url, root, ctx.config.dataDir)) {
      return sendError(reply, 404, `Nothing is served at ${req.url.split('?')[0]}.`);
    }
  });
  // Dev-only packages, loaded only here so production needs neither.
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({
    root,
    // The HMR websocket shares this server's port, so the page's CSP 'self' allows it.
    // Vite 8 spells the older `hmr.server` as `ws.server` (the old key logs a deprecation).
    server: { middlewareMode: true, ws: { server: app.server }, fs: { deny: viteDenyList(ctx.config.dataDir) } },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => {
    await vite.close();
  });
  return async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
}

/** React Router's request handler (`createRequestHandler`), or a test's stand-in. */
export type PageHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

interface ReactRouterOptions {
  getBuild: GetBuild;
  handle: PageHandler;
  services: PageServices;
  cache: ResponseCache;
  /** PUBLIC_URL's origin (default http://localhost:$PORT): pages build every absolute link from it, never from Host. */
  origin: string;
  /** PUBLIC_URL's host when PUBLIC_URL is set: pages are served only under it (and loopback names). */
  publicHost: string | undefined;
  /** True for a preview token that verifies (signature and expiry). */
  isPreviewToken: (token: string) => Promise<boolean>;
  /** The site's own origin, which alone may post to the pages' forms. */
  site: SiteOrigin;
  /** Puts a static page's stylesheets into its HTML, for the first page of a visit (./inline-styles.ts). */
  inlineStyles?: (html: string) => string;
}

/**
 * Every page request goes to React Router. Deliberately encapsulated (no fastify-plugin): the
 * body parsers are removed only here, so React Router reads the raw body itself (a body Fastify had already
 * parsed could not be read again).
 */
async function reactRouterPlugin(instance: FastifyInstance, opts: ReactRouterOptions) {
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser('*', (_req, _payload, done) => done(null));
  // A page may be kept by a browser or a proxy, but asked again (with its ETag) before each use:
  // said outright rather than left to each cache's own rules for a page without Cache-Control.
  instance.addHook('onSend', async (_req, reply, payload) => {
    if (!reply.hasHeader('cache-control') && /^text\/html/.test(String(reply.getHeader('content-type') ?? ''))) reply.header('cache-control', 'no-cache');
    // A page is drawn lighter for `Save-Data: on` (common/save-data.ts): caches keep both versions.
    // The first page of a visit carries its styles inline (./inline-styles.ts): the same two ways.
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/\bsave-data\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Save-Data, Sec-Fetch-Site` : 'Save-Data, Sec-Fetch-Site');
    return payload;
  });
  // Pages are read, and those with a form take posts; no page takes another method.
  instance.route({
    method: ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'],
    url: '/*',
    async handler(req, reply) {
      const path = req.url.split('?')[0];
      const page = findSitePage(SITE_PAGES, path);
      if (!page) return sendError(reply, 404, `Nothing is served at ${path}.`);
      const build = await opts.getBuild();
      const takesForms = Boolean(build.routes?.[page.id ?? page.module.replace(/\.tsx$/, '')]?.module.action);
      reply.header('allow', takesForms ? PAGE_METHODS_WITH_FORM : PAGE_METHODS);
      if (req.method === 'OPTIONS') return reply.code(204).send();
      return sendError(reply, 405, `This page cannot take ${req.method} requests.`);
    },
  });
  instance.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/*',
    async handler(req, reply) {
      const host = checkHost(req.host, opts.publicHost);
      if (host === 'malformed') return sendError(reply, 400, 'The Host header of this request is not valid.');
      if (host === 'foreign') return sendError(reply, 421, 'This site is not served at this address.');
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        // A form posted to a page: only from the site's own pages, and of a bounded size.
        if (isCrossSiteWrite(req, opts.site)) return sendError(reply, 403, CROSS_SITE_MESSAGE);
        const length = req.headers['content-length'];
        if (length === undefined) return sendError(reply, 411, 'Please send the form again from the page.');
        if (Number(length) > PAGE_POST_LIMIT) return sendError(reply, 413, 'The form is larger than the site accepts. A picture may be at most 5 MB.');
        // A form with a picture (the review form) waits for the image slots like the API's uploads,
        // admitted before its body is read (server/http/upload-admission.ts).
        if (/^multipart\//i.test(req.headers['content-type'] ?? '')) {
          try {
            admit(req, reply);
          } catch (err) {
            if (!(err instanceof HttpError)) throw err;
            return sendError(reply.headers(err.headers), err.statusCode, err.message);
          }
        }
      }

      // An admin's look at unpublished site content (`?preview=<token>`, root.tsx): never cached
      // or indexed. A token that does not verify shows the public page, so it is served as one.
      const token = previewTokenOf(req.url);
      const preview = token !== null && (await opts.isPreviewToken(token));
      // Anonymous page views (and their client-navigation data) are the same for every visitor:
      // rendered and kept under the address with only the parameters pages read.
      // A page whose form carries where the visit came from (a campaign link, another site) is the
      // visitor's own (./page-kit.ts, `ORIGIN_FORM_PAGES`).
      const ownOrigin = req.method === 'GET' && ownsOrigin(req.url, req.headers.referer, opts.publicHost ?? String(req.host ?? ''));
      const cacheable =
        opts.cache.enabled && req.method === 'GET' && !req.headers.authorization && !req.headers.cookie && !preview && !ownOrigin;
      const target = cacheable ? normalisedPageUrl(req.url) : req.url;
      // The lighter page for `Save-Data: on` is kept apart (a page address always starts with '/').
      // So is the first page of a visit, which carries its stylesheets inline.
      const inline = opts.inlineStyles && firstPageOfVisit(req.headers) ? opts.inlineStyles : undefined;
      const cacheKey = `${inline ? 'inline:' : ''}${savesData(req.headers['save-data']) ? 'save-data:' : ''}${target}`;
      let url: URL;
      try {
        url = new URL(opts.origin + target);
      } catch {
        return sendError(reply, 400, 'The address of this request is not valid.');
      }
      const hit = cacheable ? opts.cache.get(cacheKey) : undefined;
      if (hit) return sendCached(req, reply.header('x-page-cache', 'hit'), hit);

      const render = async (nonce: string) => {
        // In dev every request may see a fresh module graph, so the keys are read per request.
        const keys = (await opts.getBuild()).entry.module as unknown as ContextKeys;
        const context = new RouterContextProvider(
          new Map<RouterContext, unknown>([
            [keys.servicesContext, opts.services],
            [keys.nonceContext, nonce],
            [keys.clientContext, { ip: req.ip, host: req.host, headers: req.headers }],
          ]),
        );
        return withInlineStyles(await opts.handle(toFetchRequest(req, reply, url), context), inline);
      };
      if (preview) reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      if (!cacheable) return sendFetchResponse(reply, await render(req.cspNonce));
      // A page for the cache is rendered without a nonce, its bytes must be the same for every
      // visitor: its CSP allows its inline scripts by their hashes instead.
      const generation = opts.cache.generation;
      const failedBefore = opts.services.failedQueries();
      const res = await render('');
      // Drawn with a list missing (the database did not answer): shown, never kept, here or elsewhere.
      const degraded = opts.services.failedQueries() !== failedBefore;
      const type = res.headers.get('content-type') ?? '';
      if (!/^text\/(html|x-script)/.test(type)) return sendFetchResponse(reply, res);
      const body = await res.text();
      const headers = [...res.headers].filter(([name]) => name !== 'content-length' && name !== 'set-cookie');
      if (type.startsWith('text/html')) headers.push(['content-security-policy', instance.htmlCsp(inlineScriptHashes(body))]);
      const cookies = res.headers.getSetCookie();
      // Only complete pages are kept (not a 404 or an error page), never one that sets a cookie, and
      // never one that says it is its visitor's own (a customer's quote: `private, no-store`).
      const keep = res.status === 200 && cookies.length === 0 && !degraded && !/\b(?:no-store|private)\b/.test(res.headers.get('cache-control') ?? '');
      const sent = degraded ? [...headers.filter(([name]) => name !== 'cache-control'), ['cache-control', 'no-store'] as [string, string]] : headers;
      const entry = opts.cache.set(keep ? cacheKey : null, generation, { status: res.status, headers: sent, body });
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return sendCached(req, reply.header('x-page-cache', 'miss'), entry);
    },
  });
}

function ownsOrigin(target: string, referer: string | undefined, siteHost: string): boolean {
  try {
    return carriesVisitOrigin(new URL(`http://page.invalid${target.startsWith('/') ? '' : '/'}${target}`), referer, siteHost);
  } catch {
    return false;
  }
}
