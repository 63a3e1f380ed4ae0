/** The command-line options of `npm run bench` (see bench/run.ts) and the constants of its runs. */

export const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
export const DURATION = option('--duration', 10);
export const CONNECTIONS = option('--connections', 50);
export const WARMUP = 2;
export const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';

export const TARGETS = { apiRatio: 0.5, pageRatio: 0.3, p99Ms: 50, memoryMb: 250 };
export const ONLY = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
export const COMPARE = argv.includes('--compare') ? argv[argv.indexOf('--compare') + 1] : undefined;
export const RESET_REQUESTS = option('--requests', 1000);
/** Raised for the bench only: every forgot-password request is answered and, for a known address, issues a code. */
export const RESET_ENV = { RATE_LIMIT_RESET: '1000000/1m', RATE_LIMIT_RESET_EMAIL: '1000000/1m', OTP_RESEND_SECONDS: '0' };

export const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** Each paired read is measured in this many slices, alternating with the same number of the baseline. */
export const SLICES = 5;
