import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isCommonPassword } from './services/common-passwords';
import { ALTCHA_DEFAULT_MAX_NUMBER } from './services/captcha';
import { PRODUCTION_ARGON2 } from './services/passwords';
import { bool, days, delayList, parseDelays, parseRate, rateSpec, trustProxy, type RateLimit } from './config-values';

export type { RateLimit };

/**
 * Every setting the process reads, parsed once at start, with its default (the README lists them).
 * A bad value stops the start with one line naming the variable and what it expects.
 */

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int('expected a whole number').min(0).max(65535).default(3000),
  /** Unset: 0.0.0.0 in production, 127.0.0.1 otherwise (the development server serves the project folder). */
  HOST: z.string().min(1).optional(),
  DEV_ALLOW_REMOTE: bool.default(false),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'expected a postgres://user:pass@host:5432/db URL')
    .optional(),
  SQLITE_SYNCHRONOUS: z.enum(['normal', 'full']).default('full'),
  UPLOADS_STORAGE: z.enum(['local', 'database']).default('local'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'expected a redis://[:password@]host:6379[/db] or rediss://… URL')
    .optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\/.+/, 'expected smtp://user:pass@host:port or smtps://…').optional(),
  MAIL_FROM: z.string().min(3).default('no-reply@localhost'),
  CONTACT_INBOX: z.string().email('expected an e-mail address').optional(),
  ADMIN_EMAIL: z.string().email('expected an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'expected at least 8 characters').max(128).optional(),
  ADMIN_USERNAME: z.string().min(2).max(60).default('Administrator'),
  JWT_SECRET: z.string().min(32, 'expected at least 32 characters of random text').optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive('expected a positive number of hours').max(24 * 90).default(24),
  ADMIN_TOKEN_TTL_HOURS: z.coerce.number().positive('expected a positive number of hours').max(24 * 90).default(8),
  SESSION_IDLE_MINUTES: z.coerce.number().min(1, 'expected at least 1 minute').max(60 * 24 * 90).default(12 * 60),
  ADMIN_SESSION_IDLE_MINUTES: z.coerce.number().min(1, 'expected at least 1 minute').max(60 * 24 * 90).default(30),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'turnstile', 'recaptcha', 'hcaptcha']).default('altcha'),
  CAPTCHA_SITE_KEY: z.string().optional(),
  CAPTCHA_SECRET: z.string().optional(),
  /**
   * Tests only: a lower ALTCHA difficulty (the largest secret counter), so tests that send many
   * forms get cheap, still real, proofs of work (docs/decisions/0008-test-provisioning.md).
   * Refused unless NODE_ENV=test.
   */
  ALTCHA_TEST_MAX_NUMBER: z.coerce
    .number()
    .int('expected a whole number')
    .min(1, `expected a whole number from 1 to ${ALTCHA_DEFAULT_MAX_NUMBER}`)
    .max(ALTCHA_DEFAULT_MAX_NUMBER, `expected a whole number from 1 to ${ALTCHA_DEFAULT_MAX_NUMBER} (it only lowers the difficulty)`)
    .optional(),
  ARGON2_TEST_MEMORY_KIB: z.coerce
    .number()
    .int('expected a whole number')
    .min(8, `expected a whole number from 8 to ${PRODUCTION_ARGON2.memoryCost}`)
    .max(PRODUCTION_ARGON2.memoryCost, `expected a whole number from 8 to ${PRODUCTION_ARGON2.memoryCost} (it only lowers the cost)`)
    .optional(),
  PUBLIC_URL: z.string().url('expected an absolute URL such as https://www.example.com').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  RATE_LIMIT_LOGIN: rateSpec.default('30/1m'),
  RATE_LIMIT_SIGNUP: rateSpec.default('20/1h'),
  RATE_LIMIT_VERIFY: rateSpec.default('30/1m'),
  RATE_LIMIT_RESEND: rateSpec.default('20/1h'),
  RATE_LIMIT_CONTACT: rateSpec.default('10/10m'),
  RATE_LIMIT_REVIEW: rateSpec.default('30/10m'),
  RATE_LIMIT_RESET: rateSpec.default('10/1h'),
  RATE_LIMIT_RESET_EMAIL: rateSpec.default('5/1h'),
  RATE_LIMIT_ACCOUNT: rateSpec.default('20/10m'),
  RATE_LIMIT_TOPIC_REQUEST: rateSpec.default('10/1h'),
  RATE_LIMIT_LEAD_REPLY: rateSpec.default('30/1h'),
  RATE_LIMIT_LEAD_REPLY_PER_LEAD: rateSpec.default('10/24h'),
  RATE_LIMIT_PAYSTACK_START: rateSpec.default('20/1h'),
  RATE_LIMIT_PAYSTACK_START_PER_INVOICE: rateSpec.default('10/1h'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_LOCK_MINUTES: z.coerce.number().positive().default(15),
  OTP_TTL_MINUTES: z.coerce.number().positive().max(60).default(10),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).default(45),
  PAYMENTS_PROVIDER: z.enum(['none', 'paystack']).default('none'),
  PAYSTACK_SECRET_KEY: z.string().min(8, 'expected the secret key of the Paystack dashboard (sk_live_… or sk_test_…)').optional(),
  PAYSTACK_BASE_URL: z.string().url('expected an absolute URL such as https://api.paystack.co').default('https://api.paystack.co'),
  INVOICE_PAYMENT_DAYS: z.coerce.number().int('expected a whole number of days').min(0).max(365).default(7),
  INVITATION_TTL_HOURS: z.coerce.number().int('expected a whole number of hours').min(1).max(720).default(72),
  PAGE_CACHE_SECONDS: z.coerce.number().int('expected a whole number of seconds').min(0).max(86_400).default(60),
  CONTACT_RETENTION_DAYS: days.default(365),
  UNVERIFIED_ACCOUNT_DAYS: days.default(30),
  SECURITY_LOG_FAILURE_DAYS: days.default(90),
  MAIL_RETRY_DELAYS: delayList.default('1m,5m,30m,2h,6h'),
  AVIF_COPIES: z.enum(['on', 'off']).default('on'),
  INSIGHTS: z.enum(['on', 'off']).default('on'),
  INSIGHTS_RAW_DAYS: days.default(30),
  INSIGHTS_SOURCES_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(5),
  INSIGHTS_PEOPLE_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000).default(1),
  INSIGHTS_NOT_FOUND_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(5),
  INSIGHTS_KEEP_DAYS: days.default(730),
  INSIGHTS_ROLLUP_SECONDS: z.coerce.number().int('expected a whole number of seconds').min(1).max(3600).default(60),
  RATE_LIMIT_INSIGHTS: rateSpec.default('120/1m'),
  RATE_LIMIT_INSIGHTS_DAY: rateSpec.default('3000/24h'),
  RATE_LIMIT_INSIGHTS_TAPS: rateSpec.default('10/24h'),
  RATE_LIMIT_INSIGHTS_SPEED: rateSpec.default('3/24h'),
  RATE_LIMIT_INSIGHTS_SPEED_DAY: rateSpec.default('10/24h'),
  RATE_LIMIT_FORM_NO_CAPTCHA: rateSpec.default('4/1h'),
});

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {}

function toConfig(env: z.infer<typeof EnvSchema>, secrets: { jwtSecret: string; captchaKey: string }) {
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.CAPTCHA_PROVIDER !== 'altcha' && (!env.CAPTCHA_SITE_KEY || !env.CAPTCHA_SECRET)) {
    throw new ConfigError(
      `CAPTCHA_SITE_KEY and CAPTCHA_SECRET: expected both to be set when CAPTCHA_PROVIDER=${env.CAPTCHA_PROVIDER}`,
    );
  }
  if (env.ALTCHA_TEST_MAX_NUMBER !== undefined && env.NODE_ENV !== 'test') {
    throw new ConfigError(
      `ALTCHA_TEST_MAX_NUMBER: a test-only setting that makes the spam check cheap to pass; refused with NODE_ENV=${env.NODE_ENV}, unset it`,
    );
  }
  if (env.ARGON2_TEST_MEMORY_KIB !== undefined && env.NODE_ENV !== 'test') {
    throw new ConfigError(
      `ARGON2_TEST_MEMORY_KIB: a test-only setting that makes passwords cheap to hash and to guess; refused with NODE_ENV=${env.NODE_ENV}, unset it`,
    );
  }
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD: expected both to be set, or neither');
  }
  if (env.ADMIN_PASSWORD !== undefined && isCommonPassword(env.ADMIN_PASSWORD)) {
    throw new ConfigError('ADMIN_PASSWORD: it is one of the most common passwords, which guessers try first; choose another');
  }
  if (env.UPLOADS_STORAGE === 'database' && !env.DATABASE_URL) {
    throw new ConfigError('UPLOADS_STORAGE: expected DATABASE_URL to be set when UPLOADS_STORAGE=database (uploads are stored in PostgreSQL), or UPLOADS_STORAGE=local');
  }
  if (env.PAYMENTS_PROVIDER === 'paystack' && !env.PAYSTACK_SECRET_KEY) {
    throw new ConfigError('PAYSTACK_SECRET_KEY: expected the secret key of the Paystack dashboard (sk_live_… or sk_test_…) when PAYMENTS_PROVIDER=paystack');
  }
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    /** Development only: allow a HOST other than a loopback address (server/pages/dev-guard.ts). */
    devAllowRemote: env.DEV_ALLOW_REMOTE,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    /** Where uploaded images live: the local folder, or the `upload_blobs` table (several instances). */
    uploadsStorage: env.UPLOADS_STORAGE,
    /** `off`: this instance encodes no AVIF copies (their jobs still wait in the table; copies made elsewhere are still served). */
    avifCopies: env.AVIF_COPIES === 'on',
    /** Shared rate-limit counters for several instances; unset: counters in this process's memory. */
    redisUrl: env.REDIS_URL,
    outboxDir: path.join(dataDir, 'outbox'),
    database: env.DATABASE_URL
      ? ({ kind: 'postgres', url: env.DATABASE_URL } as const)
      : ({ kind: 'sqlite', file: path.join(dataDir, 'site.db') } as const),
    /** SQLite only: 'full' (default) fsyncs every commit (survives a power cut), 'normal' survives a process crash. */
    sqliteSynchronous: env.SQLITE_SYNCHRONOUS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactInbox: env.CONTACT_INBOX,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD, username: env.ADMIN_USERNAME } : undefined,
    jwtSecret: secrets.jwtSecret,
    tokenTtlSeconds: Math.round(env.TOKEN_TTL_HOURS * 3600),
    /** Sessions (docs/decisions/0013-sessions-and-passwords.md): absolute lifetime and inactivity limit, for members and for admins. */
    sessions: {
      memberTtlSeconds: Math.round(env.TOKEN_TTL_HOURS * 3600),
      adminTtlSeconds: Math.round(Math.min(env.ADMIN_TOKEN_TTL_HOURS, env.TOKEN_TTL_HOURS) * 3600),
      memberIdleSeconds: Math.round(env.SESSION_IDLE_MINUTES * 60),
      adminIdleSeconds: Math.round(Math.min(env.ADMIN_SESSION_IDLE_MINUTES, env.SESSION_IDLE_MINUTES) * 60),
    },
    captcha: {
      provider: env.CAPTCHA_PROVIDER,
      siteKey: env.CAPTCHA_SITE_KEY,
      secret: env.CAPTCHA_SECRET,
      hmacKey: secrets.captchaKey,
      /** ALTCHA difficulty; undefined (the production default) unless a test lowered it. */
      maxNumber: env.ALTCHA_TEST_MAX_NUMBER,
    },
    /** argon2id's cost for passwords: the production one unless a test lowered it (one pass, that memory). */
    argon2:
      env.ARGON2_TEST_MEMORY_KIB === undefined ? PRODUCTION_ARGON2 : { memoryCost: env.ARGON2_TEST_MEMORY_KIB, timeCost: 1, parallelism: 1 },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    /** True when PUBLIC_URL was set: pages then use it for canonical URLs instead of the request's origin. */
    publicUrlConfigured: env.PUBLIC_URL !== undefined,
    /** PUBLIC_URL's host, when it is set: a referrer from it is the site itself, and pages answer only to it. */
    publicHost: env.PUBLIC_URL !== undefined ? new URL(env.PUBLIC_URL).host : undefined,
    logLevel: env.LOG_LEVEL,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    trustProxy: env.TRUST_PROXY,
    rateLimits: {
      login: parseRate(env.RATE_LIMIT_LOGIN),
      signup: parseRate(env.RATE_LIMIT_SIGNUP),
      verify: parseRate(env.RATE_LIMIT_VERIFY),
      resend: parseRate(env.RATE_LIMIT_RESEND),
      contact: parseRate(env.RATE_LIMIT_CONTACT),
      review: parseRate(env.RATE_LIMIT_REVIEW),
      /** Password-reset requests per client address. */
      reset: parseRate(env.RATE_LIMIT_RESET),
      /** Password-reset requests per e-mail address (known or not, so the answer reveals nothing). */
      resetEmail: parseRate(env.RATE_LIMIT_RESET_EMAIL),
      /** Calls of "My account" that check a password or send a code, per client address. */
      account: parseRate(env.RATE_LIMIT_ACCOUNT),
      /** Topic requests per member account (not per address: a member is known). */
      topicRequest: parseRate(env.RATE_LIMIT_TOPIC_REQUEST),
      /** Replies to leads per account, and per lead, counted in the database (every instance alike). */
      leadReply: parseRate(env.RATE_LIMIT_LEAD_REPLY),
      leadReplyPerLead: parseRate(env.RATE_LIMIT_LEAD_REPLY_PER_LEAD),
      /** Paystack payments started from invoice pages, per client address and per invoice (modules/payments). */
      paystackStart: parseRate(env.RATE_LIMIT_PAYSTACK_START),
      paystackStartPerInvoice: parseRate(env.RATE_LIMIT_PAYSTACK_START_PER_INVOICE),
      insights: parseRate(env.RATE_LIMIT_INSIGHTS),
      insightsDay: parseRate(env.RATE_LIMIT_INSIGHTS_DAY),
      insightsTaps: parseRate(env.RATE_LIMIT_INSIGHTS_TAPS),
      /** Speed reports counted per client address and page, and per client address in all. */
      insightsSpeed: parseRate(env.RATE_LIMIT_INSIGHTS_SPEED),
      insightsSpeedDay: parseRate(env.RATE_LIMIT_INSIGHTS_SPEED_DAY),
      formNoCaptcha: parseRate(env.RATE_LIMIT_FORM_NO_CAPTCHA),
    },
    login: { maxFailures: env.LOGIN_MAX_FAILURES, lockMinutes: env.LOGIN_LOCK_MINUTES },
    otp: {
      ttlMinutes: env.OTP_TTL_MINUTES,
      maxAttempts: env.OTP_MAX_ATTEMPTS,
      resendSeconds: env.OTP_RESEND_SECONDS,
    },
    /** How long a link inviting a colleague to join as staff or administrator stays valid. */
    invitationTtlHours: env.INVITATION_TTL_HOURS,
    /** Days between an invoice's issue and its due date (modules/invoices). */
    invoicePaymentDays: env.INVOICE_PAYMENT_DAYS,
    /** Card, bank and USSD payments of invoices through Paystack (modules/payments/); null: bank transfer only. */
    paystack: env.PAYMENTS_PROVIDER === 'paystack' ? { secretKey: env.PAYSTACK_SECRET_KEY!, baseUrl: env.PAYSTACK_BASE_URL.replace(/\/+$/, '') } : null,
    /** Scheduled purge (the periods the privacy notice states): what is deleted after how many days. */
    retention: {
      contactRetentionDays: env.CONTACT_RETENTION_DAYS,
      unverifiedAccountDays: env.UNVERIFIED_ACCOUNT_DAYS,
      securityLogFailureDays: env.SECURITY_LOG_FAILURE_DAYS,
      insightsRawDays: Math.max(2, env.INSIGHTS_RAW_DAYS),
      insightsKeepDays: env.INSIGHTS_KEEP_DAYS,
    },
    /** Waits before each retry of a failed notice mail, in ms (server/services/notices.ts); one send plus one per entry. */
    mailRetryDelaysMs: parseDelays(env.MAIL_RETRY_DELAYS),
    /**
     * Insights, the owners' cookie-free statistics (modules/insights/): whether visitors'
     * browsers report, how many days the single events are kept (at least 2, so yesterday can still be
     * rolled up), how many days the daily totals are kept, and how often today is rolled up.
     */
    insights: {
      enabled: env.INSIGHTS === 'on',
      rawDays: Math.max(2, env.INSIGHTS_RAW_DAYS),
      keepDays: env.INSIGHTS_KEEP_DAYS,
      rollupMs: env.INSIGHTS_ROLLUP_SECONDS * 1000,
      sourcesPerAddress: env.INSIGHTS_SOURCES_PER_ADDRESS,
      peoplePerAddress: env.INSIGHTS_PEOPLE_PER_ADDRESS,
      notFoundPerAddress: env.INSIGHTS_NOT_FOUND_PER_ADDRESS,
    },
  };
}

/** Secrets that are not configured are generated once and kept in $DATA_DIR, so restarts keep sessions valid. */
function loadSecrets(dataDir: string, jwtSecret?: string) {
  const file = path.join(dataDir, 'secrets.json');
  let stored: { jwtSecret?: string; captchaKey?: string } = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8'));
  const next = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    captchaKey: stored.captchaKey ?? randomBytes(48).toString('base64url'),
  };
  if (next.jwtSecret !== stored.jwtSecret || next.captchaKey !== stored.captchaKey) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(next, null, 2), { mode: 0o600 });
  }
  // With JWT_SECRET configured, the captcha key is derived from it, so that several instances (each
  // with its own DATA_DIR) accept each other's challenges (docs/decisions/0004-shared-uploads.md).
  const captchaKey = jwtSecret ? createHmac('sha256', jwtSecret).update('altcha-hmac-key/v1').digest('base64url') : next.captchaKey;
  return { jwtSecret: jwtSecret ?? next.jwtSecret, captchaKey };
}

/** Parses the environment; throws ConfigError with one readable line on a bad value. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    const got = JSON.stringify(cleaned[name] ?? '');
    throw new ConfigError(`${name}: ${issue.message} (got ${got})`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return toConfig(parsed.data, loadSecrets(dataDir, parsed.data.JWT_SECRET));
}
