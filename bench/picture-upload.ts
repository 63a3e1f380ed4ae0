import sharp from 'sharp';

/** Picture helpers of the bench: uploading one and waiting for its AVIF copies (made in the background). */

export const CHROMIUM_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** A photo-like picture: a gradient of colour with grain, softened (noise alone is no photo). */
export async function photoLike(width: number, height: number, tint: number): Promise<Buffer> {
  const grain = await sharp({ create: { width, height, channels: 3, background: { r: 40 + tint, g: 110, b: 160 - tint }, noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .blur(2.5)
    .raw()
    .toBuffer();
  const gradient = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="rgb(${20 + tint},90,70)"/><stop offset="1" stop-color="rgb(240,${160 + (tint % 60)},20)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="rgb(250,250,245)" opacity="0.7"/></svg>`);
  return sharp(gradient)
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Uploads a picture (`kind` 'gallery' through /api/gallery, else a site-content picture); returns what the API stored. */
export async function uploadPicture(base: string, token: string, photo: Buffer, kind: 'gallery' | 'banner', title = 'Computer lab, Ogui Road') {
  const form = new FormData();
  if (kind === 'gallery') form.set('title', title);
  form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const url = kind === 'gallery' ? `${base}/api/gallery` : `${base}/api/content/images?kind=${kind}`;
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return (await res.json()).image as { url: string; srcset: string; width: number; height: number };
}

/** Resolves once every variant of `srcset` answers a browser that accepts AVIF with its AVIF copy. */
export async function avifCopiesMade(base: string, srcset: string): Promise<void> {
  for (const url of srcset.split(',').map((c) => c.trim().split(/\s+/)[0])) {
    for (;;) {
      const res = await fetch(base + url, { headers: { accept: CHROMIUM_IMAGE_ACCEPT } });
      await res.arrayBuffer();
      if (res.headers.get('content-type') === 'image/avif') break;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
