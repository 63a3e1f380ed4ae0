import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import compress from '@fastify/compress';
import { constants as zlib } from 'node:zlib';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { redactUrl } from './pages/redact-url';
import type { AppContext } from './context';
import { createDatabase, migrateToLatest, sqliteFileOf, sqliteSynchronousOf, type Database } from './db/database';
import { seedBuiltInContent } from './db/seed';
import { loggedAddress } from './services/client-address';
import { answerClientError, errorBody, registerErrorHandling } from './http/errors';
import { decorateUser } from './http/scopes';
import { registerSecurityHeaders } from './http/security';
import { describeRoute } from './http/openapi';
import { CAPTCHA_WIDGETS } from '../common/captcha-providers';
import { paystackFormTargets } from '../modules/payments/calls.server';
import { apiPlugin } from './routes/index';
import { uploadsPlugin } from './routes/uploads';
import { socialCardPlugin } from './routes/social-card';
import { createMailer, type Mailer } from './services/mail';
import { createLocalStorage, type Storage } from './services/storage';
import { createCaptcha } from './services/captcha';
import { passwordHashing } from './services/passwords';
import { createMemoryRateLimiter, type RateLimiter } from './services/rate-limiter';
import { createRedisRateLimiter } from './services/rate-limiter-redis';
import { createPgStorage } from './services/storage-pg';
import { createTokens } from './services/tokens';
import { ensureAdmin } from '../modules/staff/calls.server';
import * as captchaUses from './db/repositories/captcha-uses';
import { createLocalContentEvents, createPgContentEvents, type ContentEvents } from './services/content-events';
import { ResponseCache } from './http/response-cache';
import { createPreviewTokens, createSiteContent, seedSiteContent } from '../modules/site-content/index.server';
import { schedulePurge } from './services/purge';
import { createNotices, scheduleNotices } from './services/notices';
import { moveProofsOutOfUploads, scheduleInvoiceMails } from '../modules/invoices/calls.server';
import { notify } from './db/repositories/health';
import { createAvifJobs, withAvifCopies, type AvifJobs } from './services/images/avif-jobs';
import { createInsights, type InsightsOptions } from '../modules/insights/index.server';

export interface BuildOptions {
  /** Parts a test or another process wants to supply itself. */
  db?: Database;
  mailer?: Mailer;
  storage?: Storage;
  limiter?: RateLimiter;
  fetchImpl?: typeof fetch;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** Registers the page renderer; tests of the API alone leave it out. */
  pages?: (app: FastifyInstance, ctx: AppContext) => Promise<void>;
  /** Timing of the scheduled purge (tests make it quick); by default a minute after start, then every 6 hours. */
  purge?: { firstDelayMs?: number; everyMs?: number };
  /** Timing of the mail retry jobs, notices and invoice mails (tests make it quick); by default 15 s after start, then every 30 s. */
  noticeRetry?: { firstDelayMs?: number; everyMs?: number };
  /**
   * The background AVIF encoder: started unless `start` is false (the default under NODE_ENV=test,
   * so the API tests do not encode every picture they upload); by default 5 s after start.
   */
  avif?: { start?: boolean; firstDelayMs?: number; everyMs?: number };
  /** Insights' clock and timings (tests use a fake clock and quick batches). */
  insights?: InsightsOptions;
}

/** Redacted wherever they appear in a log line: credentials, codes and tokens never reach the logs. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.otp',
  '*.token',
  '*.captchaToken',
];

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: {
        // Fastify's own request line, with secret query values left out (preview links are shared
        // between an admin's tabs only, and access logs often outlive 30-minute tokens).
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: redactUrl(req.url),
          host: req.host,
          remoteAddress: loggedAddress(req.ip),
          remotePort: req.socket?.remotePort,
        }),
      },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    // A hop count becomes a function: Fastify ignores a bare number (it trusts no hop then).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? trustHops(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    // Malformed URLs and the like, caught before routing: the same error body as everything else.
    frameworkErrors: (err, _req, reply) => {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
      const body = errorBody(status === 414 ? 'The address is too long.' : 'The address is not valid.');
      (reply as unknown as { code(n: number): { send(b: unknown): void } }).code(status).send(body);
    },
    // What Node's HTTP parser refuses before Fastify sees a request (an unknown method, an address
    // or headers past the size limit): the same error body as everything else.
    clientErrorHandler: (err, socket) => answerClientError(err, socket),
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = opts.db ?? createDatabase(config.database, { sqliteSynchronous: config.sqliteSynchronous });
  await migrateToLatest(db);
  await seedBuiltInContent(db);
  await seedSiteContent(db);
  const passwords = passwordHashing(config.argon2);
  if (config.admin) await ensureAdmin(db, config.admin, app.log, passwords);

  const limiter = opts.limiter ?? (await sharedOrMemoryLimiter(config, app));

  const pending = new Set<Promise<unknown>>();
  const events = await contentEvents(config, db, app);
  const publicCache = new ResponseCache(config.pageCacheSeconds * 1000);
  events.subscribe(() => publicCache.clear());
  const siteContent = createSiteContent(db, app.log, createPreviewTokens(config.jwtSecret), {
    idleSeconds: config.sessions.adminIdleSeconds,
    ttlSeconds: config.sessions.adminTtlSeconds,
  });
  events.subscribe(() => siteContent.clear());
  const mailer =
    opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, logger: app.log });
  const stored = opts.storage ?? (config.uploadsStorage === 'database' ? createPgStorage(db) : createLocalStorage(config.uploadsDir));
  const avif: AvifJobs = createAvifJobs(db, stored, app.log);
  const storage = withAvifCopies(stored, () => avif);
  const ctx: AppContext = {
    config,
    db,
    mailer,
    notices: createNotices({ db, mailer, siteContent, log: app.log, config }),
    insights: createInsights(
      db,
      { ...config.insights, siteHost: config.publicHost },
      { sqliteFile: sqliteFileOf(db), sqliteSynchronous: sqliteSynchronousOf(db), ...opts.insights },
    ),
    storage,
    avif,
    limiter,
    captcha: createCaptcha({
      provider: config.captcha.provider,
      hmacKey: config.captcha.hmacKey,
      siteKey: config.captcha.siteKey,
      secret: config.captcha.secret,
      maxNumber: config.captcha.maxNumber,
      fetchImpl: opts.fetchImpl,
      markUsed: (id, expiresAt) => captchaUses.claim(db, id, expiresAt),
    }),
    tokens: createTokens(config.jwtSecret, config.tokenTtlSeconds),
    passwords,
    log: app.log,
    contentChanged: () => events.publish(),
    publicCache,
    siteContent,
    background(name, work) {
      const p = work()
        .catch((err) => app.log.error({ err: { message: (err as Error).message }, task: name }, `${name} failed`))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
  };
  app.decorate('ctx', ctx);
  decorateUser(app);
  app.decorate('onContentChange', (fn: () => void) => events.subscribe(fn));

  const provider = config.captcha.provider;
  registerSecurityHeaders(app, {
    https: config.publicUrl.startsWith('https://'),
    captcha: provider === 'altcha' ? undefined : CAPTCHA_WIDGETS[provider].csp,
    formAction: paystackFormTargets(config.paystack),
  });
  // HTML and JSON are compressed per response (brotli at a fast level); built assets are served
  // pre-compressed and images are already compressed, so the plugin leaves them alone.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Website API',
        description: 'Public, member and admin calls of the site. Every path also answers with a .php suffix.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: describeRoute,
    hiddenTag: 'hidden',
    hideUntagged: false,
  });

  await app.register(apiPlugin(ctx), { prefix: '/api' });
  await app.register(uploadsPlugin(ctx), { prefix: '/uploads' });
  await app.register(socialCardPlugin(ctx));
  if (opts.pages) await opts.pages(app, ctx);
  else {
    app.setNotFoundHandler((req, reply) =>
      reply.code(404).send(errorBody(`Nothing is served at ${req.url.split('?')[0]}.`)),
    );
  }

  const purge = schedulePurge(db, config.retention, app.log, opts.purge);
  const noticeRetry = scheduleNotices(ctx.notices, app.log, opts.noticeRetry);
  const invoiceMailRetry = scheduleInvoiceMails(ctx, opts.noticeRetry);
  // Proofs of payment stored before they were private leave the public uploads (modules/invoices/proofs.service.ts).
  ctx.background('moving proofs of payment', () => moveProofsOutOfUploads(ctx).then(() => undefined));
  ctx.insights.start(app.log);
  if (opts.avif?.start ?? (config.avifCopies && config.env !== 'test')) avif.start(opts.avif);

  app.addHook('onClose', async () => {
    await purge.stop();
    await noticeRetry.stop();
    await invoiceMailRetry.stop();
    await ctx.insights.stop();
    await avif.stop();
    await Promise.allSettled([...pending]);
    await ctx.mailer.close();
    await ctx.limiter.close();
    await events.close();
    if (!opts.db) await db.destroy();
  });
  return app;
}

/** On PostgreSQL a change made on one instance clears the caches of all of them (LISTEN/NOTIFY). */
async function contentEvents(config: Config, db: Database, app: FastifyInstance): Promise<ContentEvents> {
  if (config.database.kind !== 'postgres') return createLocalContentEvents();
  return createPgContentEvents({
    url: config.database.url,
    logger: app.log,
    notify: (channel, payload) => notify(db, channel, payload),
  });
}

/**
 * Trusts the `hops` nearest proxies: the client address is the right-most `X-Forwarded-For` entry
 * that they did not add themselves; anything to its left was written by the client and is ignored.
 */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/**
 * Counters in Redis when REDIS_URL is set (several instances), else in memory. A Redis that is down
 * holds the start up for 3 s at most: until it answers, each instance counts in its own memory
 * (docs/decisions/0010-rate-limits-under-attack.md).
 */
async function sharedOrMemoryLimiter(config: Config, app: FastifyInstance): Promise<RateLimiter> {
  if (!config.redisUrl) return createMemoryRateLimiter();
  const limiter = createRedisRateLimiter(config.redisUrl, { logger: app.log });
  if (!(await limiter.waitUntilReady(3000))) {
    app.log.warn("Redis is not reachable yet: rate limits count in this instance's memory until it is");
  }
  return limiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    onContentChange(fn: () => void): void;
  }
}
