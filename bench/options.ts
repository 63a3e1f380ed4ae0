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

/**
 * Each read against its ceiling, the same answer sent by a bare Fastify in the same run (median of
 * the rounds' ratios): requests per second at least `rpsRatio` of the ceiling's, p99 at most
 * `p99Ratio` times the ceiling's. BENCHMARKS.md ("Targets against a ceiling") says where the numbers
 * come from: below the lowest medians of runs on a busy machine, with and without two CPU-burning loops.
 * Photo uploads (bench/uploads.ts): the site's peak memory during a burst of camera photos below
 * `uploadPeakMb` (three quarters of the 1 GB instance of docs/deploy.md: the system and the proxy
 * use the rest), and /api/health's median during the burst at most `uploadHealthRatio` times idle's.
 */
export const TARGETS = { rpsRatio: { api: 0.1, page: 0.4 }, p99Ratio: 3, memoryMb: 250, uploadPeakMb: 768, uploadHealthRatio: 10 };
export const ONLY = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
export const COMPARE = argv.includes('--compare') ? argv[argv.indexOf('--compare') + 1] : undefined;
export const RESET_REQUESTS = option('--requests', 1000);
/** Raised for the bench only: every forgot-password request is answered and, for a known address, issues a code. */
export const RESET_ENV = { RATE_LIMIT_RESET: '1000000/1m', RATE_LIMIT_RESET_EMAIL: '1000000/1m', OTP_RESEND_SECONDS: '0' };

export const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** --compare and the Insights bench measure each side in this many slices, alternating with the other side. */
export const SLICES = 5;
/** Each read is measured against its ceiling in this many rounds of one slice of each (DURATION ÷ ROUNDS seconds). */
export const ROUNDS = option('--rounds', 10);
