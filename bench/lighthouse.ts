/**
 * `npm run lighthouse`: builds the site, starts it on a temporary data folder with realistic content
 * (approved reviews, gallery images, uploaded banner pictures, team photos, a service picture and client
 * logos), and runs Lighthouse 12 (mobile preset, simulated slow 4G and CPU slowdown) in Debian's
 * Chromium on a set of public pages (PAGES below). Writes the scores, CLS, the JavaScript each page
 * loads first, and whether any admin chunk was loaded, into BENCHMARKS.md.
 * LH_PAGES=/,/domain picks pages, LH_SKIP_BUILD=1 reuses the build, LH_JSON_DIR=<folder> keeps each full report.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SITE_NODE_ARGS } from './site';
import type { chromeLauncher as ChromeLauncher } from './tools/index.mjs';
import { lighthouseTools } from './tools';
import sharp from 'sharp';
import { findChromium } from '../tests/support/provision';
import { solveAltchaForTests } from '../tests/support/captcha';

// Not part of the site's `npm install`: installed into bench/tools on first use (bench/tools.ts).
const { lighthouse, chromeLauncher } = await lighthouseTools();

// /login and the other account pages are deliberately noindex, so their SEO score is not a budget.
const PAGES = (process.env.LH_PAGES ?? '/,/companyProfile,/hospital,/hotels,/gallery,/allreviews,/contact,/domain,/POS').split(',');
const PORT = Number(process.env.LH_PORT ?? 3900);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-admin-pass-1' };
const CHROME_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

function build() {
  if (process.env.LH_SKIP_BUILD === '1' && existsSync(path.join(BUILD_DIR, 'server', 'index.js')) && existsSync('dist/server/index.js')) return;
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, BUILD_DIR } });
  if (r.status !== 0) throw new Error('build failed');
}

async function start(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...SITE_NODE_ARGS, 'dist/server/index.js'], {
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: ORIGIN, DATA_DIR: dataDir, BUILD_DIR,
      LOG_LEVEL: 'warn', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATABASE_URL: '', SMTP_URL: '',
      RATE_LIMIT_REVIEW: '1000/10m', RATE_LIMIT_LOGIN: '1000/1m',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    if (await fetch(`${ORIGIN}/api/health`).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

async function seed() {
  const login = await (await fetch(`${ORIGIN}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN),
  })).json();
  const auth = { authorization: `Bearer ${login.token}` };
  const reviews = [
    ['Chinedu Okeke', 5, 'They set up our pharmacy stock system in two days and trained all four of our staff. Stock-outs have stopped.'],
    ['Adaeze Nwosu', 5, 'My final-year project on e-voting was delivered with full documentation and the source code explained line by line.'],
    ['Emeka Obi', 4, 'Our hotel website and booking page load fast even on MTN 3G. Support answers on WhatsApp within the hour.'],
  ] as const;
  for (const [name, rating, text] of reviews) {
    const form = new FormData();
    form.set('name', name);
    form.set('rating', String(rating));
    form.set('review_text', text);
    // The review form's spam check, solved as the widget does it.
    form.set('captchaToken', await solveAltchaForTests(await (await fetch(`${ORIGIN}/api/captcha/challenge`)).text()));
    const r = await (await fetch(`${ORIGIN}/api/reviews`, { method: 'POST', body: form })).json();
    await fetch(`${ORIGIN}/api/reviews`, {
      method: 'PUT', headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: String(r.id), action: 'approve' }),
    });
  }
  const colours = ['#0b5d4b', '#f2a900', '#14212b', '#2f7d6d', '#b57f00', '#44525d'];
  for (let i = 0; i < colours.length; i++) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${colours[i]}"/><stop offset="1" stop-color="#e7f2ef"/></linearGradient></defs><rect width="1600" height="1067" fill="url(#g)"/><circle cx="${400 + i * 150}" cy="500" r="260" fill="#fff" opacity=".25"/></svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
    const form = new FormData();
    form.set('title', `Training session ${i + 1}`);
    form.set('alt', `Students at a practical ICT training session, group ${i + 1}`);
    form.set('image', new Blob([jpeg], { type: 'image/jpeg' }), `photo-${i}.jpg`);
    await fetch(`${ORIGIN}/api/gallery`, { method: 'POST', headers: auth, body: form });
  }
  await seedSiteContentPictures(auth);
}

/**
 * A JPEG as busy as a photo (hundreds of overlapping soft discs; a plain gradient would compress to
 * almost nothing and flatter the figures): its 640 px WebP is ~30 KB, like a real photo's.
 */
async function photo(width: number, height: number, colour: string, seed: number): Promise<Buffer> {
  let state = seed * 7919 + 1;
  const rnd = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  let discs = '';
  for (let i = 0; i < 900; i++) {
    discs += `<circle cx="${Math.round(rnd() * width)}" cy="${Math.round(rnd() * height)}" r="${Math.round((4 + rnd() * 60) * (width / 2000))}" fill="hsl(${Math.round(rnd() * 360)} 45% ${Math.round(30 + rnd() * 50)}%)" opacity="${(0.3 + rnd() * 0.6).toFixed(2)}"/>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${colour}"/>${discs}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * The banner and the team as an editor leaves them: an uploaded picture on every banner slide
 * and a photo of every team member, published through the site-content API.
 */
async function seedSiteContentPictures(auth: Record<string, string>) {
  async function upload(kind: 'banner' | 'team' | 'service', data: Buffer) {
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), `${kind}.jpg`);
    const r = await fetch(`${ORIGIN}/api/content/images?kind=${kind}`, { method: 'POST', headers: auth, body: form });
    if (r.status !== 201) throw new Error(`upload ${kind}: ${r.status} ${await r.text()}`);
    return (await r.json()).image;
  }
  async function edit(key: string, change: (value: any) => Promise<void>) {
    const doc = await (await fetch(`${ORIGIN}/api/content/${key}`, { headers: auth })).json();
    await change(doc.published);
    const put = await fetch(`${ORIGIN}/api/content/${key}/draft`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(doc.published) });
    const pub = await fetch(`${ORIGIN}/api/content/${key}/publish`, { method: 'POST', headers: auth });
    if (!put.ok || !pub.ok) throw new Error(`publish ${key}: ${put.status} ${pub.status}`);
  }
  const colours = ['#0b5d4b', '#b57f00', '#14212b', '#2f7d6d', '#44525d'];
  await edit('home', async (home) => {
    for (const [i, slide] of home.slides.entries()) slide.image = await upload('banner', await photo(2000, 1500, colours[i % colours.length], i));
  });
  await edit('team', async (team) => {
    for (const [i, member] of team.members.entries()) member.photo = await upload('team', await photo(600, 600, colours[i % colours.length], i));
  });
  // /domain's hero picture (a service page) and uploaded logos for three of /hotels' clients.
  await edit('service:domain', async (service) => {
    service.image = await upload('service', await photo(1600, 1200, colours[0], 7));
  });
  for (const [i, name] of ['Nike Lake Resort', 'Protea Hotel Enugu', 'Dayspring Suites'].entries()) {
    const form = new FormData();
    form.set('module', 'Hotels');
    form.set('name', name);
    form.set('location', 'Enugu');
    form.set('logo', new Blob([new Uint8Array(await photo(400, 400, colours[i], 20 + i))], { type: 'image/jpeg' }), 'logo.jpg');
    const r = await fetch(`${ORIGIN}/api/clients`, { method: 'POST', headers: auth, body: form });
    if (!r.ok) throw new Error(`client logo: ${r.status} ${await r.text()}`);
  }
}

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
}

async function audit(port: number, page: string): Promise<Row> {
  const result = await lighthouse(`${ORIGIN}${page}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`no result for ${page}`);
  const lhr = result.lhr;
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
  };
}

function writeReport(rows: Row[]) {
  const file = 'BENCHMARKS.md';
  const ok = (r: Row) =>
    r.performance >= 95 && r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100 && r.cls <= 0.02 && r.jsGzipKB <= 130 && !r.adminChunk;
  const lines = [
    '<!-- lighthouse:start -->',
    '## Lighthouse (mobile preset)',
    '',
    `Run ${new Date().toISOString()} by \`npm run lighthouse\`: Lighthouse 12, mobile form factor with simulated`,
    'slow 4G and 4x CPU slowdown, Debian Chromium headless, production build on 127.0.0.1 with 3 approved',
    'reviews, 6 gallery images, an uploaded picture on every banner slide, a photo of every team member, a picture on /domain and three client logos on /hotels.',
    'JS is the transfer size (compressed) of every script the page requested before its load event, JS files their number;',
    'after load: the scripts requested after it (Insights\' beacon with web-vitals, docs/decisions/0022-insights.md).',
    'Budgets: Performance ≥ 95, Accessibility, Best Practices and SEO 100, CLS ≤ 0.02, JS ≤ 130 KB, no admin chunk.',
    '',
    '| page | perf | a11y | best pr. | SEO | CLS | LCP ms | TBT ms | JS KB | JS files | after load KB | admin chunk | within budget |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) =>
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.cls} | ${r.lcpMs} | ${r.tbtMs} | ${r.jsGzipKB} | ${r.jsFiles} | ${r.afterLoadKB} | ${r.adminChunk ? 'yes' : 'no'} | ${ok(r) ? 'yes' : '**no**'} |`),
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

async function main() {
  build();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-data-'));
  const server = await start(dataDir);
  let chrome: ChromeLauncher.LaunchedChrome | undefined;
  try {
    await seed();
    chrome = await chromeLauncher.launch({ chromePath: findChromium() ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    const rows: Row[] = [];
    for (const page of PAGES) {
      await audit(chrome.port, page); // warm-up: first run of a page compiles and fills caches
      const row = await audit(chrome.port, page);
      rows.push(row);
      console.log(JSON.stringify(row));
    }
    const allOk = writeReport(rows);
    console.log(allOk ? 'All pages within budget.' : 'Some pages are outside the budget: see BENCHMARKS.md.');
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
