import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Mailer } from './services/mail';
import type { Storage } from './services/storage';
import type { CaptchaVerifier } from './services/captcha';
import type { RateLimiter } from './services/rate-limiter';
import type { Tokens } from './services/tokens';
import type { ResponseCache } from './http/response-cache';
import type { SiteContent } from '../modules/site-content/index.server';
import type { Notices } from './services/notices';
import type { Insights } from '../modules/insights/index.server';
import type { PasswordHashing } from './services/passwords';
import type { AvifJobs } from './services/images/avif-jobs';

/** Everything a route or a page loader needs, built once per process (or per test). */
export interface AppContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  storage: Storage;
  captcha: CaptchaVerifier;
  limiter: RateLimiter;
  tokens: Tokens;
  /** argon2id at the configured cost (the production one unless a test lowered it). */
  passwords: PasswordHashing;
  log: FastifyBaseLogger;
  /**
   * Called after every write that changes what public pages or public API reads show: clears the
   * caches of this instance and, on PostgreSQL, of every other (services/content-events.ts).
   */
  contentChanged(): void;
  /** Public API reads (plugins/public-cache.ts); cleared by contentChanged. */
  publicCache: ResponseCache;
  /** Published site content (company details ...), cached in memory; cleared by contentChanged. */
  siteContent: SiteContent;
  /** The notice mails to the contact inbox (new message, new review), sent and retried with backoff. */
  notices: Notices;
  /** The owners' cookie-free statistics: events in, roll-ups out (modules/insights/). */
  insights: Insights;
  /** The background AVIF copies of stored pictures (server/services/images/avif-jobs.ts). */
  avif: AvifJobs;
  /** Runs work (mail) after the response; tracked so shutdown can wait for it. */
  background(name: string, work: () => Promise<unknown>): void;
}
