/**
 * Image fixtures generated with sharp at test time (no binary files in the repo).
 */
import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';

const BLUE = { r: 40, g: 120, b: 200 };

function solid(width: number, height: number, channels: 3 | 4 = 3): Sharp {
  return sharp({
    create: { width, height, channels, background: channels === 4 ? { ...BLUE, alpha: 0.5 } : BLUE },
  });
}

/** Coordinates written into the GPS fixture (Enugu, Nigeria: 6°27'N 7°30'E). */
export const FIXTURE_GPS = { latitudeRef: 'N', latitude: '6/1 27/1 0/1', longitudeRef: 'E', longitude: '7/1 30/1 0/1' };

/**
 * A 1200x800 JPEG carrying EXIF with a GPS IFD (sharp 0.35's withExif: IFD3 is
 * the GPS IFD in libexif's numbering: IFD0, IFD1, EXIF, GPS, Interop).
 * Throws if the GPS data did not make it into the file, so tests cannot pass vacuously.
 */
export async function makeJpegWithGps(options: { orientation?: number; width?: number; height?: number } = {}): Promise<Buffer> {
  const { orientation, width = 1200, height = 800 } = options;
  const ifd0: Record<string, string> = { Make: 'FixtureCam', Model: 'GPS-1', Software: 'fixture' };
  // A gradient rather than a flat colour, so the JPEG looks like a photo to the encoder.
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  }
  let pipeline = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 });
  // The EXIF Orientation tag is written from libvips' own 'orientation' field, not from withExif().
  if (orientation) pipeline = pipeline.withMetadata({ orientation });
  const buf = await pipeline
    .withExif({
      IFD0: ifd0,
      IFD3: {
        GPSLatitudeRef: FIXTURE_GPS.latitudeRef,
        GPSLatitude: FIXTURE_GPS.latitude,
        GPSLongitudeRef: FIXTURE_GPS.longitudeRef,
        GPSLongitude: FIXTURE_GPS.longitude,
      },
    })
    .toBuffer();
  const meta = await sharp(buf).metadata();
  const gps = meta.exif ? readExifGps(meta.exif) : null;
  if (!gps || gps.GPSLatitudeRef !== 'N' || !gps.GPSLatitude) {
    throw new Error('makeJpegWithGps: EXIF GPS was not written');
  }
  if (orientation && meta.orientation !== orientation) {
    throw new Error('makeJpegWithGps: EXIF orientation was not written');
  }
  return buf;
}

/**
 * A photo as a phone camera writes it: 4032 × 3024 (12 MP) JPEG at quality 90 with noise over a
 * gradient, so it is really 6–10 MB (like a camera's photo, not a flat colour that compresses to
 * nothing); EXIF with GPS, and an orientation when given. The top-left corner of the stored pixels
 * is a solid red block and the top-right one a solid blue block, so a test can see where the
 * orientation put them, and tell a turned picture from a mirrored one.
 * Throws unless the file is over 5 MB and carries the GPS data.
 */
export async function makeCameraJpeg(options: { orientation?: number; width?: number; height?: number } = {}): Promise<Buffer> {
  const { orientation, width = 4032, height = 3024 } = options;
  const noise = randomBytes(width * height * 3);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const red = x < width / 4 && y < height / 4;
      const blue = x >= (width * 3) / 4 && y < height / 4;
      pixels[i] = red ? 230 : blue ? 20 : ((x * 127) / width + (noise[i] >> 1)) & 0xff;
      pixels[i + 1] = red || blue ? 20 : ((y * 127) / height + (noise[i + 1] >> 1)) & 0xff;
      pixels[i + 2] = red ? 20 : blue ? 230 : (64 + (noise[i + 2] >> 1)) & 0xff;
    }
  }
  let pipeline = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 });
  if (orientation) pipeline = pipeline.withMetadata({ orientation });
  const buf = await pipeline
    .withExif({
      IFD0: { Make: 'FixtureCam', Model: 'Phone-12MP' },
      IFD3: {
        GPSLatitudeRef: FIXTURE_GPS.latitudeRef,
        GPSLatitude: FIXTURE_GPS.latitude,
        GPSLongitudeRef: FIXTURE_GPS.longitudeRef,
        GPSLongitude: FIXTURE_GPS.longitude,
      },
    })
    .toBuffer();
  if (buf.length <= 5 * 1024 * 1024) throw new Error(`makeCameraJpeg: only ${buf.length} bytes`);
  const meta = await sharp(buf).metadata();
  if (!meta.exif || !readExifGps(meta.exif)?.GPSLatitude) throw new Error('makeCameraJpeg: EXIF GPS was not written');
  return buf;
}

export function makePng(width: number, height: number): Promise<Buffer> {
  return solid(width, height, 4).png().toBuffer();
}

export function makeWebp(width: number, height: number): Promise<Buffer> {
  return solid(width, height).webp().toBuffer();
}

export function makeAvif(width: number, height: number): Promise<Buffer> {
  return solid(width, height).avif({ effort: 0 }).toBuffer();
}

export function makeGif(width: number, height: number): Promise<Buffer> {
  return solid(width, height).gif().toBuffer();
}

/** An animated GIF of `frames` frames, each width x height. */
export async function makeAnimatedGif(width: number, height: number, frames = 3): Promise<Buffer> {
  const colours = [
    { r: 255, g: 0, b: 0 },
    { r: 0, g: 255, b: 0 },
    { r: 0, g: 0, b: 255 },
  ];
  const images = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({ create: { width, height, channels: 3, background: colours[i % colours.length] } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(images, { join: { animated: true } }).gif({ delay: 100, loop: 0 }).toBuffer();
}

/**
 * A real, valid PNG of width × height (by default 8000x6000 = 48 megapixels) that is tiny on disk
 * because it is a single colour.
 */
export async function makeHugeDimensionPng(width = 8000, height = 6000): Promise<Buffer> {
  const buf = await sharp({ create: { width, height, channels: 3, background: BLUE } })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  if (buf.length > 1024 * 1024) throw new Error(`makeHugeDimensionPng: unexpectedly large (${buf.length} bytes)`);
  return buf;
}

/**
 * A "decompression bomb": a tiny PNG whose header (IHDR) claims 100000x100000
 * pixels. Only the header is valid; nothing must try to decode it.
 */
export async function makePngBomb(): Promise<Buffer> {
  const buf = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: BLUE } }).png().toBuffer());
  // Signature (8) + IHDR length (4) + 'IHDR' (4) + width (4) + height (4) ...
  if (buf.toString('latin1', 12, 16) !== 'IHDR') throw new Error('makePngBomb: unexpected PNG layout');
  buf.writeUInt32BE(100_000, 16);
  buf.writeUInt32BE(100_000, 20);
  buf.writeUInt32BE(crc32(buf.subarray(12, 12 + 4 + 13)), 12 + 4 + 13); // CRC over type + data
  return buf;
}

/** A buffer of `bytes` bytes (default 15 MB) that starts like a JPEG. */
export function makeBigFile(bytes = 15 * 1024 * 1024): Buffer {
  const buf = Buffer.alloc(bytes, 0x55);
  buf.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return buf;
}

/** Plain text, as if someone renamed notes.txt to photo.png. */
export function textFileNamedPng(): Buffer {
  return Buffer.from('This is not a picture, just text saved as photo.png\n'.repeat(20), 'utf8');
}

/** Starts with JPEG magic bytes, then garbage: passes type sniffing, fails decoding. */
export function makeCorruptJpeg(): Buffer {
  const garbage = Buffer.alloc(4096);
  for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 7919) & 0xff;
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), garbage]);
}

// --- minimal EXIF reader (enough to prove GPS is there / gone) ---

const GPS_TAG_NAMES: Record<number, string> = {
  0x0001: 'GPSLatitudeRef',
  0x0002: 'GPSLatitude',
  0x0003: 'GPSLongitudeRef',
  0x0004: 'GPSLongitude',
};

/**
 * Parse an EXIF blob (as returned by sharp's metadata().exif, starting with
 * 'Exif\0\0' or directly with the TIFF header) and return the GPS IFD's tags,
 * or null when there is no GPS IFD.
 */
export function readExifGps(exif: Buffer): Record<string, string | number[]> | null {
  const base = exif.toString('latin1', 0, 6) === 'Exif\0\0' ? 6 : 0;
  const order = exif.toString('latin1', base, base + 2);
  if (order !== 'II' && order !== 'MM') return null;
  const le = order === 'II';
  const u16 = (o: number) => (le ? exif.readUInt16LE(base + o) : exif.readUInt16BE(base + o));
  const u32 = (o: number) => (le ? exif.readUInt32LE(base + o) : exif.readUInt32BE(base + o));

  const ifd0 = u32(4);
  let gpsOffset = 0;
  const n0 = u16(ifd0);
  for (let i = 0; i < n0; i++) {
    const e = ifd0 + 2 + i * 12;
    if (u16(e) === 0x8825) gpsOffset = u32(e + 8);
  }
  if (!gpsOffset) return null;

  const tags: Record<string, string | number[]> = {};
  const n = u16(gpsOffset);
  for (let i = 0; i < n; i++) {
    const e = gpsOffset + 2 + i * 12;
    const tag = u16(e);
    const type = u16(e + 2);
    const count = u32(e + 4);
    const name = GPS_TAG_NAMES[tag] ?? `0x${tag.toString(16)}`;
    if (type === 2) {
      // ASCII: inline when <= 4 bytes
      const at = count <= 4 ? e + 8 : u32(e + 8);
      tags[name] = exif.toString('latin1', base + at, base + at + count).replace(/\0+$/, '');
    } else if (type === 5) {
      // RATIONAL: always out of line (8 bytes each)
      const at = u32(e + 8);
      const values: number[] = [];
      for (let k = 0; k < count; k++) values.push(u32(at + k * 8) / u32(at + k * 8 + 4));
      tags[name] = values;
    } else {
      tags[name] = [];
    }
  }
  return tags;
}

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}
