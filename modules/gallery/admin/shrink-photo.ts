/**
 * Makes a photo smaller in the browser before it is sent, so a phone on mobile data does not send a
 * camera's 3–10 MB when the website keeps at most 1600 px of it
 * (docs/decisions/0026-admin-photo-uploads.md). The server still checks and re-encodes what
 * arrives; this only saves the upload's bytes.
 */

/** The longest side sent (above the widest picture the website stores, so nothing is lost). */
export const SHRINK_LONGEST_SIDE = 2560;
/** The encoder's quality for what is sent (0–1): the server encodes its own copies from it. */
export const SHRINK_QUALITY = 0.85;

/**
 * What a picture of this type is sent as once shrunk: a JPEG as a JPEG; a PNG, WebP or AVIF as WebP
 * (which keeps transparency). A GIF (maybe animated) and anything else go as they are.
 */
function targetType(type: string): string | null {
  if (type === 'image/jpeg') return 'image/jpeg';
  if (type === 'image/png' || type === 'image/webp' || type === 'image/avif') return 'image/webp';
  return null;
}

async function encode(bitmap: ImageBitmap, width: number, height: number, type: string): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const g = canvas.getContext('2d');
    if (!g) return null;
    g.imageSmoothingQuality = 'high';
    g.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type, quality: SHRINK_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  if (!g) return null;
  g.imageSmoothingQuality = 'high';
  g.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, type, SHRINK_QUALITY));
}

/** "IMG_2041.PNG" sent as WebP → "IMG_2041.webp". */
function renamed(name: string, type: string): string {
  const ext = type === 'image/jpeg' ? '.jpg' : '.webp';
  return name.replace(/\.[^.]*$/, '') + ext;
}

/**
 * One photo at a time, although two are sent at once: a 12 MP photo takes about 48 MB of memory
 * while it is decoded, and a phone may close a page that asks for twice as much.
 */
let turn: Promise<unknown> = Promise.resolve();

/**
 * The photo to send: decoded upright (the EXIF orientation applied, as the camera meant it, since
 * the copy carries no EXIF), its longest side at most SHRINK_LONGEST_SIDE, encoded at
 * SHRINK_QUALITY. The original when that is not smaller, or when this browser cannot decode or
 * encode it (a HEIC photo, an old browser, not enough memory): the server then says what it says
 * of the original. Never throws.
 */
export function shrinkPhoto(file: File): Promise<File> {
  const run = turn.then(() => shrink(file));
  turn = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

async function shrink(file: File): Promise<File> {
  const type = targetType(file.type);
  if (!type || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, SHRINK_LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const blob = await encode(bitmap, width, height, type);
    // A browser that cannot write this type writes PNG instead: then the original goes.
    if (!blob || blob.type !== type || blob.size >= file.size) return file;
    return new File([blob], renamed(file.name, type), { type, lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
