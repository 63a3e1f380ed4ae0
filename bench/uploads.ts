import http from 'node:http';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { startSite } from './site';
import { writeBlock } from './report';
import { TARGETS } from './options';
import { avifCopiesMade, photoLike, uploadPicture } from './picture-upload';

/**
 * Photo uploads (`npm run bench -- --only uploads`; docs/decisions/0026-admin-photo-uploads.md): a
 * burst of large camera photos from one account of the admin area (the bench's administrator; staff
 * have the same limits) against the site process's memory, and the time /api/health takes
 * meanwhile against idle. The photos are made at run time: 8000 × 6000 progressive JPEGs of noise
 * (48 MP, about 15.5 MB, what a 48 MP phone writes).
 *
 *   1. 20 at once, as a script would send them: the process admits what its slots take and refuses
 *      the rest at once (503), their bodies unread;
 *   2. the same 20 sent two at a time, as the admin screen sends them, until all are stored: 20
 *      photos decoded back to back, the slots busy throughout.
 *
 * Memory: the process's resident set (VmRSS, every 100 ms) before, at its highest (VmHWM) and 10 s
 * after the burst. /api/health is asked one request at a time during each phase and while idle.
 */

const PHOTOS = 20;

/** The process's resident memory now and at its highest, in MB (Linux; NaN elsewhere). */
function memory(pid: number): { rss: number; hwm: number } {
  let status = '';
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    // Not Linux: no figures.
  }
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** An 8000 × 6000 progressive JPEG of noise (about 15.5 MB): a 48 MP camera photo's size on the wire. */
async function cameraPhoto(): Promise<Buffer> {
  const noise = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } } }).raw().toBuffer();
  return sharp(noise, { raw: { width: 8000, height: 6000, channels: 3 } }).jpeg({ quality: 82, progressive: true }).toBuffer();
}

function upload(base: string, token: string, photo: Buffer, title: string): Promise<number> {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${title}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="camera.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const url = new URL('/api/gallery', base);
  return new Promise((resolve) => {
    const req = http.request(
      // A kept-alive connection, as a browser's: a refused upload's answer is read while the server
      // discards the rest of its body.
      { host: url.hostname, port: url.port, method: 'POST', path: url.pathname, agent: new http.Agent({ keepAlive: true }), headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(-1));
    req.end(body);
  });
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? NaN;
};

/** /api/health one request at a time until `stop()`; returns the times in ms. */
function pollHealth(base: string) {
  const times: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const start = performance.now();
      await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
      times.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return { stop: async () => ((running = false), await done, times) };
}

/** VmRSS every 100 ms until `stop()`. */
function sampleMemory(pid: number) {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, memory(pid).rss)), 100);
  return { stop: () => (clearInterval(timer), Math.max(peak, memory(pid).rss)) };
}

interface Phase {
  name: string;
  statuses: string;
  seconds: number;
  health: number[];
}

async function phase(name: string, base: string, run: () => Promise<number[]>): Promise<Phase> {
  const health = pollHealth(base);
  const start = performance.now();
  const codes = await run();
  const seconds = (performance.now() - start) / 1000;
  const counts = new Map<number, number>();
  for (const c of codes) counts.set(c, (counts.get(c) ?? 0) + 1);
  const statuses = [...counts].sort().map(([c, n]) => `${n} × ${c === -1 ? 'closed' : c}`).join(', ');
  console.log(`  ${name}: ${statuses} in ${seconds.toFixed(1)} s`);
  return { name, statuses, seconds, health: await health.stop() };
}

export async function runUploadsBench(machine: string) {
  console.log('\nPhoto uploads: making an 8000 × 6000 progressive JPEG of noise (sent as every one of the photos) …');
  const photo = await cameraPhoto();
  console.log(`  ${(photo.length / 2 ** 20).toFixed(1)} MB`);
  const site = await startSite();
  const pid = site.child.pid!;
  try {
    const idleHealth = pollHealth(site.base);
    await new Promise((r) => setTimeout(r, 5000));
    const idle = await idleHealth.stop();
    const before = memory(pid).rss;
    const sampler = sampleMemory(pid);
    const burst = await phase(`${PHOTOS} at once`, site.base, () => Promise.all(Array.from({ length: PHOTOS }, (_, i) => upload(site.base, site.token, photo, `Burst ${i}`))));
    const drained = await phase(`${PHOTOS} sent two at a time (the admin screen)`, site.base, async () => {
      const codes: number[] = [];
      let next = 0;
      const sender = async () => {
        while (next < PHOTOS) codes.push(await upload(site.base, site.token, photo, `Photo ${next++}`));
      };
      await Promise.all([sender(), sender()]);
      return codes;
    });
    // The AVIF copies of every stored photo are made after the uploads, one at a time (AVIF_COPIES,
    // docs/decisions/0036-avif-and-save-data.md): a last small picture, queued last, has its copies
    // once all the others have theirs.
    const phases = [burst, drained];
    if (process.env.AVIF_COPIES !== 'off') {
      const last = await uploadPicture(site.base, site.token, await photoLike(1600, 1200, 0), 'gallery');
      phases.push(await phase('AVIF copies of every stored photo, made afterwards', site.base, async () => (await avifCopiesMade(site.base, last.srcset), [200])));
    }
    const peak = sampler.stop();
    await new Promise((r) => setTimeout(r, 10_000));
    const after = memory(pid);
    report({ machine, photoMb: photo.length / 2 ** 20, before, peak, hwm: after.hwm, after: after.rss, idle, phases });
  } finally {
    await site.close();
  }
}

function report(r: { machine: string; photoMb: number; before: number; peak: number; hwm: number; after: number; idle: number[]; phases: Phase[] }) {
  const ms = (x: number) => x.toFixed(0);
  const idleP50 = quantile(r.idle, 0.5);
  const idleP99 = quantile(r.idle, 0.99);
  const rows = r.phases.map((p) => {
    const p50 = quantile(p.health, 0.5);
    const p99 = quantile(p.health, 0.99);
    return { ...p, p50, p99, max: Math.max(...p.health), ratio: p50 / idleP50 };
  });
  const checks = [
    `${r.hwm < TARGETS.uploadPeakMb ? 'ok  ' : 'MISS'} peak memory during the bursts ${ms(r.hwm)} MB (target < ${TARGETS.uploadPeakMb} MB, on the 1 GB instance of docs/deploy.md)`,
    ...rows.map((p) => `${p.p50 / idleP50 <= TARGETS.uploadHealthRatio ? 'ok  ' : 'MISS'} ${p.name}: /api/health median ${p.ratio.toFixed(1)} × idle (target ≤ ${TARGETS.uploadHealthRatio})`),
  ];
  const lines = [
    '<!-- bench-uploads:start -->',
    '## Photo uploads: memory and other requests during a burst (`npm run bench -- --only uploads`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${r.machine}.`,
    `The site as \`npm start\` runs it (its environment and Node options), SQLite; one admin-area account (the bench's administrator: staff have the same limits); a ${r.photoMb.toFixed(1)} MB`,
    '8000 × 6000 progressive JPEG of noise made at run time. First 20 sent at once (a script); then 20 sent two at',
    'a time, as the admin screen does, until all were stored. /api/health one request at a time every 100 ms.',
    '',
    '| phase | answers | seconds | health p50 ms | health p99 ms | health max ms | p50 ÷ idle |',
    '|---|---|---:|---:|---:|---:|---:|',
    `| idle | | | ${ms(idleP50)} | ${ms(idleP99)} | ${ms(Math.max(...r.idle))} | 1.0 |`,
    ...rows.map((p) => `| ${p.name} | ${p.statuses} | ${p.seconds.toFixed(1)} | ${ms(p.p50)} | ${ms(p.p99)} | ${ms(p.max)} | ${p.ratio.toFixed(1)} |`),
    '',
    `AVIF copies: ${process.env.AVIF_COPIES === 'off' ? 'off (AVIF_COPIES=off)' : 'on, their encodes included'}.`,
    `Resident memory of the site process: **${ms(r.before)} MB** idle before, **${ms(r.peak)} MB** at most while sampled, **${ms(r.hwm)} MB** its peak (VmHWM), **${ms(r.after)} MB** 10 s after the last answer.`,
    '',
    '```',
    ...checks,
    '```',
    '<!-- bench-uploads:end -->',
  ];
  console.log(`\n${checks.join('\n')}`);
  writeBlock('bench-uploads', lines.join('\n'));
}
