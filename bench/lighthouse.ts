/**
 * `npm run lighthouse`: builds the site, starts it on a temporary data folder with realistic content
 * (approved reviews, gallery images, uploaded banner pictures, team photos, a service picture and client
 * logos), and runs Lighthouse 12 (mobile preset, simulated slow 4G and CPU slowdown) in Debian's
 * Chromium on a set of public pages (PAGES below). Writes the scores, CLS, the JavaScript each page
 * loads first, and whether any admin chunk was loaded, into BENCHMARKS.md.
 * LH_PAGES=/,/domain picks pages, LH_SKIP_BUILD=1 reuses the build, LH_JSON_DIR=<folder> keeps each full report.
 * LH_BASELINE=<commit> (e.g. main) also builds that commit and measures the same pages on it in the
 * same run: JavaScript and LCP are then reported as ratios against it (bench/lighthouse-baseline.ts).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { chromeLauncher as ChromeLauncher } from './tools/index.mjs';
import { lighthouseTools } from './tools';
import { findChromium } from '../tests/support/provision';
import { avifCopiesSettled, seed } from './lighthouse-seed';
import { buildBaseline, ratio, type Baseline } from './lighthouse-baseline';
import { ADMIN, CHROME_FLAGS, build, startBuiltSite } from './built-site';

// Not part of the site's `npm install`: installed into bench/tools on first use (bench/tools.ts).
const { lighthouse, chromeLauncher } = await lighthouseTools();

// /login and the other account pages are deliberately noindex, so their SEO score is not a budget.
const PAGES = (process.env.LH_PAGES ?? '/,/companyProfile,/hospital,/hotels,/gallery,/allreviews,/contact,/domain,/POS').split(',');
const PORT = Number(process.env.LH_PORT ?? 3900);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const start = (dataDir: string, origin = ORIGIN, cwd = '.') => startBuiltSite(dataDir, origin, cwd);

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  jsGzipKB: number;
  /** How many script files the page loaded (each one more request on a phone's HTTP/1.1 connections). */
  jsFiles: number;
  /** Scripts requested after the load event (Insights' beacon with web-vitals): not part of the first load. */
  afterLoadKB: number;
  adminChunk: boolean;
  /** Served without React in the browser (its HTML loads the widget script, not React Router's). */
  static: boolean;
}

async function audit(port: number, page: string, origin = ORIGIN): Promise<Row> {
  const html = await (await fetch(`${origin}${page}`)).text();
  const result = await lighthouse(`${origin}${page}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`no result for ${page}`);
  const lhr = result.lhr;
  // A run Lighthouse could not finish (a timeout on a busy machine, no paint seen) has no scores: it is
  // no figure of the page, and is run again rather than written down as 0.
  if (lhr.runtimeError || lhr.categories.performance?.score == null) {
    throw new Error(`${origin}${page}: Lighthouse did not finish (${lhr.runtimeError?.code ?? 'no performance score'}: ${lhr.runtimeError?.message ?? ''})`);
  }
  // LH_JSON_DIR=<folder>: keep each page's full report (e.g. to read the LCP phases and the request timings).
  if (process.env.LH_JSON_DIR) {
    writeFileSync(path.join(process.env.LH_JSON_DIR, `${page.replace(/[^a-z0-9]+/gi, '_') || 'root'}.json`), JSON.stringify(lhr));
  }
  type Item = { url: string; resourceType?: string; transferSize?: number; rendererStartTime?: number; networkRequestTime?: number };
  const requests = (lhr.audits['network-requests']?.details as { items?: Item[] })?.items ?? [];
  // The first load is what the page requests until its load event; Insights' beacon comes after it.
  const loadMs = (lhr.audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined)?.items?.[0]?.observedLoad ?? Infinity;
  const startOf = (r: Item) => r.rendererStartTime ?? r.networkRequestTime ?? 0;
  const allScripts = requests.filter((r) => r.resourceType === 'Script');
  const scripts = allScripts.filter((r) => startOf(r) <= loadMs);
  const afterLoad = allScripts.filter((r) => startOf(r) > loadMs);
  const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
  // Name the audits that cost points, so a miss can be acted on.
  for (const [id, cat] of Object.entries(lhr.categories)) {
    if ((cat.score ?? 1) >= 1 || id === 'performance') continue;
    const failing = cat.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title}`);
    console.log(`${page} ${id}: ${failing.join('; ')}`);
    for (const ref of cat.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1)) {
      const items = (lhr.audits[ref.id]?.details as { items?: unknown[] } | undefined)?.items ?? [];
      for (const item of items.slice(0, 5)) console.log(`  ${ref.id}: ${JSON.stringify(item).slice(0, 300)}`);
    }
  }
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    jsGzipKB: Number((scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024).toFixed(1)),
    jsFiles: scripts.length,
    afterLoadKB: Number((afterLoad.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024).toFixed(1)),
    adminChunk: allScripts.some((r) => /admin/i.test(r.url)),
    static: html.includes('data-widgets'),
  };
}

/** A page's budget: a static page (docs/decisions/0038-pages-without-react-in-the-browser.md) has the tighter one. */
function ok(r: Row): boolean {
  // Its widgets' chunks and the beacon come after the first paint, often after the load event: counted too.
  if (r.static) return r.performance === 100 && r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100 && r.cls <= 0.02 && r.lcpMs <= 1200 && r.jsGzipKB + r.afterLoadKB <= 30 && !r.adminChunk;
  return r.performance >= 95 && r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100 && r.cls <= 0.02 && r.jsGzipKB <= 130 && !r.adminChunk;
}

function writeReport(rows: Row[], base: Map<string, Row>, baseline: Baseline | undefined) {
  const file = 'BENCHMARKS.md';
  const vs = (r: Row) => {
    const b = base.get(r.page);
    return baseline ? ` ${b ? b.performance : '–'} | ${ratio(r.jsGzipKB, b?.jsGzipKB)} | ${ratio(r.lcpMs, b?.lcpMs)} |` : '';
  };
  const lines = [
    '<!-- lighthouse:start -->',
    '## Lighthouse (mobile preset)',
    '',
    `Run ${new Date().toISOString()} by \`npm run lighthouse\`: Lighthouse 12, mobile form factor with simulated`,
    'slow 4G and 4x CPU slowdown, Debian Chromium headless, production build on 127.0.0.1 with 3 approved',
    'reviews, 6 gallery images, an uploaded picture on every banner slide, a photo of every team member, a picture on /domain and three client logos on /hotels,',
    'measured once the uploaded pictures\' AVIF copies are made (a few seconds after an upload; not awaited on the baseline).',
    'JS is the transfer size (compressed) of every script the page requested before its load event, JS files their number;',
    'after load: the scripts requested after it (Insights\' beacon with web-vitals, docs/decisions/0022-insights.md).',
    'Budgets: Performance ≥ 95, Accessibility, Best Practices and SEO 100, CLS ≤ 0.02, JS ≤ 130 KB, no admin chunk; a page served',
    'without React in the browser ("static", docs/decisions/0038-pages-without-react-in-the-browser.md): 100 in all four, LCP ≤ 1.2 s and JS ≤ 30 KB',
    'with what it loads after the load event.',
    ...(baseline ? ['', `Baseline: the same pages on a build of \`${baseline.ref}\`, measured in the same run; "JS ×" and "LCP ×" are this build's figures divided by the baseline's.`] : []),
    '',
    `| page | served | perf | a11y | best pr. | SEO | CLS | LCP ms | TBT ms | JS KB | JS files | after load KB | admin chunk | within budget |${baseline ? ' base perf | JS × | LCP × |' : ''}`,
    `|---|---|---|---|---|---|---|---|---|---|---|---|---|---|${baseline ? '---|---|---|' : ''}`,
    ...rows.map((r) =>
      `| ${r.page} | ${r.static ? 'static' : 'hydrated'} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.cls} | ${r.lcpMs} | ${r.tbtMs} | ${r.jsGzipKB} | ${r.jsFiles} | ${r.afterLoadKB} | ${r.adminChunk ? 'yes' : 'no'} | ${ok(r) ? 'yes' : '**no**'} |${vs(r)}`),
    '<!-- lighthouse:end -->',
  ];
  const block = lines.join('\n');
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n\nFigures measured on this project\'s machines; see each section for how.\n';
  text = /<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/.test(text)
    ? text.replace(/<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/, block)
    : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, text);
  return rows.every(ok);
}

/** One measured run of a page, tried up to three times when Lighthouse does not finish it. */
async function measure(port: number, page: string, origin = ORIGIN): Promise<Row> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(port, page, origin);
    } catch (e) {
      if (attempt === 3) throw e;
      console.log(`${(e as Error).message}; again (${attempt + 1} of 3)`);
    }
  }
}

async function main() {
  build();
  const baseline = buildBaseline();
  const baseOrigin = `http://127.0.0.1:${PORT + 1}`;
  const dataDirs = [mkdtempSync(path.join(tmpdir(), 'lh-data-')), mkdtempSync(path.join(tmpdir(), 'lh-base-data-'))];
  const servers = [await start(dataDirs[0])];
  let chrome: ChromeLauncher.LaunchedChrome | undefined;
  // Ctrl-C or a kill stops the sites and the browser too, and removes the temporary folders.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const server of servers) server.kill('SIGTERM');
      void chrome?.kill();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
      baseline?.remove();
      process.exit(130);
    });
  }
  try {
    if (baseline) servers.push(await start(dataDirs[1], baseOrigin, baseline.dir));
    await seed(ORIGIN, ADMIN);
    if (baseline) await seed(baseOrigin, ADMIN);
    await avifCopiesSettled(ORIGIN, PAGES);
    chrome = await chromeLauncher.launch({ chromePath: findChromium() ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    const rows: Row[] = [];
    const base = new Map<string, Row>();
    for (const page of PAGES) {
      // Each page is measured twice on each build, the first run a warm-up (compiles and fills caches);
      // the two builds are measured one after the other, so the machine's load falls on both alike.
      await measure(chrome.port, page);
      const row = await measure(chrome.port, page);
      rows.push(row);
      console.log(JSON.stringify(row));
      if (baseline) {
        await measure(chrome.port, page, baseOrigin);
        base.set(page, await measure(chrome.port, page, baseOrigin));
        console.log(`baseline ${JSON.stringify(base.get(page))}`);
      }
    }
    const allOk = writeReport(rows, base, baseline);
    console.log(allOk ? 'All pages within budget.' : 'Some pages are outside the budget: see BENCHMARKS.md.');
  } finally {
    await chrome?.kill();
    for (const server of servers) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    baseline?.remove();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
