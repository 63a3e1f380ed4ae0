/**
 * The content `npm run lighthouse` measures the pages with (bench/lighthouse.ts), put in through the
 * API of the site at `ORIGIN` as its admin: approved reviews, gallery images, uploaded banner
 * pictures, team photos, a service picture and client logos.
 */
import sharp from 'sharp';
import { solveAltchaForTests } from '../tests/support/captcha';
import { CHROMIUM_IMAGE_ACCEPT } from './picture-upload';

export async function seed(ORIGIN: string, ADMIN: { email: string; password: string }) {
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
  await seedSiteContentPictures(ORIGIN, auth);
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
async function seedSiteContentPictures(ORIGIN: string, auth: Record<string, string>) {
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

/**
 * Waits until the uploaded pictures the pages show answer a browser that accepts AVIF with their
 * AVIF copy, as they do a few seconds after an upload (the copies are made in the background,
 * docs/decisions/0036-avif-and-save-data.md): the pages are measured as a visitor finds them, not in
 * the moments after the editor's upload. A picture without a copy after a minute (a build that
 * makes none) is measured as it is, and named.
 */
export async function avifCopiesSettled(ORIGIN: string, pages: string[]): Promise<void> {
  const urls = new Set<string>();
  for (const page of pages) {
    const html = await (await fetch(ORIGIN + page)).text();
    for (const m of html.matchAll(/\/uploads\/[\w.-]+\.(?:webp|jpe?g|png)/g)) urls.add(m[0]);
  }
  for (const url of urls) {
    const until = Date.now() + 60_000;
    for (;;) {
      const res = await fetch(ORIGIN + url, { headers: { accept: CHROMIUM_IMAGE_ACCEPT } });
      await res.arrayBuffer();
      if (res.headers.get('content-type') === 'image/avif') break;
      if (Date.now() > until) {
        console.log(`${url}: no AVIF copy after a minute; measured as it is`);
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
