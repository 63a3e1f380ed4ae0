/**
 * `npm run slow-network`: the public pages on a 2G phone. Builds the site (LH_SKIP_BUILD=1 reuses
 * the build), starts it with the content `npm run lighthouse` measures (bench/lighthouse-seed.ts),
 * and opens each page in Debian's Chromium as a first visit (empty cache) on a 375 px phone with the
 * network held to a 2G profile (PROFILE below) and the CPU slowed four times, as a mid-range Android.
 * For each page it reads, from the request's start: the first paint, the largest paint, and when
 * every control works (the page's script has enhanced its widgets and set
 * `<html data-hydrated>`, as hydrated and static pages both do); and the JavaScript the page loaded
 * before its load event. The budget: every control within 3 s.
 *
 * SLOW_PAGES=/,/gallery picks pages, SLOW_RUNS=<n> the runs per page (the median is reported).
 * LH_BASELINE=<commit> also builds that commit (./lighthouse-baseline.ts) and measures the same pages
 * on it in the same run, one page after the other, so each figure is also given as a ratio against it.
 * Results go to BENCHMARKS.md.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { findTestChromium } from '../tests/support/provision';
import { seed } from './lighthouse-seed';
import { buildBaseline, ratio, type Baseline } from './lighthouse-baseline';
import { ADMIN, CHROME_FLAGS, build, startBuiltSite } from './built-site';
import { customerQuotePath } from './customer-quote';

const PAGES = (process.env.SLOW_PAGES ?? '/,/companyProfile,/hospital,/hotels,/gallery,/allreviews,/contact,/domain,/POS').split(',');
const RUNS = Math.max(1, Number(process.env.SLOW_RUNS ?? 3));
/** SLOW_QUOTE=0 leaves out the customer's quote page (./customer-quote.ts). */
const SLOW_QUOTE = process.env.SLOW_QUOTE !== '0';
const PORT = Number(process.env.SLOW_PORT ?? 3920);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BASE_ORIGIN = `http://127.0.0.1:${PORT + 1}`;
/** What the page must reach within: every control working. */
const BUDGET_MS = 3000;

/**
 * A 2G connection as Chrome's developer tools once defined it ("Regular 2G"): 300 ms of added
 * round trip, 250 kbit/s down and 50 kbit/s up; with a four times slower CPU.
 */
const PROFILE = { latency: 300, downloadThroughput: (250 * 1000) / 8, uploadThroughput: (50 * 1000) / 8, cpuSlowdown: 4 };

interface Figures {
  fcpMs: number;
  lcpMs: number;
  /** Every control works: `<html data-hydrated>` set by the page's script. */
  controlsMs: number;
  jsKB: number;
}

/**
 * Notes when the page's script marks the page ready; runs before any of the page's own scripts. A
 * string, not a function: the TypeScript loader adds helpers to functions that the page lacks. It
 * observes the document, not <html>: it runs before the parser has made the <html> element.
 */
const WATCH_READY = `(() => {
  const note = () => {
    if (window.__readyAt === undefined && document.documentElement && document.documentElement.hasAttribute('data-hydrated')) window.__readyAt = performance.now();
  };
  new MutationObserver(note).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  note();
})();`;

async function visit(browser: Browser, url: string): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_READY);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PROFILE.latency, downloadThroughput: PROFILE.downloadThroughput, uploadThroughput: PROFILE.uploadThroughput });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
    await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
    await page.waitForFunction(() => (window as unknown as { __readyAt?: number }).__readyAt !== undefined, null, { timeout: 180_000 });
    return await page.evaluate(async () => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const lcp = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(0), 1000);
      });
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (r) => (r.initiatorType === 'script' || r.initiatorType === 'link' || /\.m?js(\?|$)/.test(r.name)) && /\.m?js(\?|$)/.test(r.name) && r.startTime <= nav.loadEventStart,
      );
      const from = nav.startTime;
      return {
        fcpMs: Math.round(fcp - from),
        lcpMs: Math.round(lcp - from),
        controlsMs: Math.round((window as unknown as { __readyAt: number }).__readyAt - from),
        jsKB: Number((scripts.reduce((n, r) => n + r.transferSize, 0) / 1024).toFixed(1)),
      };
    });
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The median of RUNS first visits of `url`, after one visit that warms the server (its page cache, compiled code). */
async function measure(browser: Browser, url: string): Promise<Figures> {
  await visit(browser, url);
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, url));
  const m = (k: keyof Figures) => median(runs.map((r) => r[k]));
  return { fcpMs: m('fcpMs'), lcpMs: m('lcpMs'), controlsMs: m('controlsMs'), jsKB: m('jsKB') };
}

function writeReport(rows: { page: string; now: Figures; base?: Figures }[], baseline: Baseline | undefined): boolean {
  const ok = (f: Figures) => f.controlsMs <= BUDGET_MS;
  const vs = (now: Figures, base?: Figures) =>
    baseline ? ` ${base?.controlsMs ?? '–'} | ${ratio(now.fcpMs, base?.fcpMs)} | ${ratio(now.lcpMs, base?.lcpMs)} | ${ratio(now.controlsMs, base?.controlsMs)} | ${ratio(now.jsKB, base?.jsKB)} |` : '';
  const block = [
    '<!-- slow-network:start -->',
    '## A first visit on a 2G phone',
    '',
    `Run ${new Date().toISOString()} by \`npm run slow-network\`: Debian Chromium headless at 375 × 812 px (touch, DPR 2), empty cache,`,
    `network held to 2G (${PROFILE.latency} ms added round trip, ${(PROFILE.downloadThroughput * 8) / 1000} kbit/s down, ${(PROFILE.uploadThroughput * 8) / 1000} kbit/s up), CPU slowed ${PROFILE.cpuSlowdown}×,`,
    `the production build on 127.0.0.1 with the content of \`npm run lighthouse\`. Median of ${RUNS} visits per page, in ms from the request:`,
    'first paint, largest paint, and "controls": every control works (the page\'s script has enhanced its widgets).',
    'JS KB: the scripts loaded before the load event (compressed). Budget: controls within 3 s.',
    ...(baseline ? ['', `Baseline: the same pages on a build of \`${baseline.ref}\`, in the same run; "×" columns are this build's figures divided by the baseline's.`] : []),
    '',
    `| page | first paint | largest paint | controls | JS KB | within budget |${baseline ? ' base controls | paint × | largest × | controls × | JS × |' : ''}`,
    `|---|---|---|---|---|---|${baseline ? '---|---|---|---|---|' : ''}`,
    ...rows.map(({ page, now, base }) => `| ${page} | ${now.fcpMs} | ${now.lcpMs} | ${now.controlsMs} | ${now.jsKB} | ${ok(now) ? 'yes' : '**no**'} |${vs(now, base)}`),
    '<!-- slow-network:end -->',
  ].join('\n');
  const file = 'BENCHMARKS.md';
  const marks = /<!-- slow-network:start -->[\s\S]*<!-- slow-network:end -->/;
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  text = marks.test(text) ? text.replace(marks, block) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, text);
  return rows.every((r) => ok(r.now));
}

async function main() {
  build();
  const baseline = buildBaseline();
  const dataDirs = [mkdtempSync(path.join(tmpdir(), 'slow-data-')), mkdtempSync(path.join(tmpdir(), 'slow-base-data-'))];
  const servers: ChildProcess[] = [];
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close();
    for (const server of servers) {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    baseline?.remove();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop().then(() => process.exit(130)));
  try {
    servers.push(await startBuiltSite(dataDirs[0], ORIGIN));
    if (baseline) servers.push(await startBuiltSite(dataDirs[1], BASE_ORIGIN, baseline.dir));
    await seed(ORIGIN, ADMIN);
    if (baseline) await seed(BASE_ORIGIN, ADMIN);
    browser = await chromium.launch({ executablePath: findTestChromium() ?? '/usr/bin/chromium', args: CHROME_FLAGS });
    const rows: { page: string; now: Figures; base?: Figures }[] = [];
    for (const page of PAGES) {
      const now = await measure(browser, `${ORIGIN}${page}`);
      const base = baseline ? await measure(browser, `${BASE_ORIGIN}${page}`) : undefined;
      console.log(JSON.stringify({ page, now, base }));
      rows.push({ page, now, base });
    }
    // A customer's quote, as its link opens it (the baseline may predate quotes: then no ratio).
    const quote = SLOW_QUOTE ? await customerQuotePath(ORIGIN, ADMIN) : null;
    if (quote) {
      const baseQuote = baseline ? await customerQuotePath(BASE_ORIGIN, ADMIN).catch(() => null) : null;
      const now = await measure(browser, `${ORIGIN}${quote}`);
      const base = baseQuote ? await measure(browser, `${BASE_ORIGIN}${baseQuote}`) : undefined;
      console.log(JSON.stringify({ page: '/quote/…', now, base }));
      rows.push({ page: '/quote/… (a customer\'s quote)', now, base });
    }
    const allOk = writeReport(rows, baseline);
    console.log(allOk ? 'Every page within budget.' : 'Some pages are outside the budget: see BENCHMARKS.md.');
  } finally {
    await stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
