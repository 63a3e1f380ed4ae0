/**
 * Blob storage for uploaded files (re-encoded images).
 *
 * `Storage` is the seam: today files live on the local disk and are served by
 * the web server under /uploads/; later a shared store (S3-compatible bucket,
 * database table, ...) can implement the same four methods without touching
 * the callers. See docs/decisions/0002-image-uploads.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  /** Store `data` under `key`, replacing any previous object with that key. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Read an object back; `null` when the key does not exist. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** Remove an object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Public URL path under which the object is served: '/uploads/' + key. */
  publicUrl(key: string): string;
  /** Every stored key (the AVIF backfill looks for WebP variants without their AVIF copy). Optional: a store without it is not backfilled. */
  keys?(): Promise<string[]>;
}

export const PUBLIC_PREFIX = '/uploads/';

const KEY_PATTERN = /^[A-Za-z0-9._-]+$/;
const MAX_KEY_LENGTH = 200;

/**
 * Keys are plain file names such as 'a1b2...-640.webp'. Anything that could
 * address another directory ('/', '\\', '..'), hidden files (leading '.'),
 * or characters outside [A-Za-z0-9._-] is refused.
 */
export function isValidKey(key: unknown): key is string {
  return (
    typeof key === 'string' &&
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    KEY_PATTERN.test(key) &&
    !key.includes('..') &&
    !key.startsWith('.')
  );
}

function assertKey(key: string): void {
  if (!isValidKey(key)) {
    throw new TypeError(`Invalid storage key: ${JSON.stringify(String(key).slice(0, 100))}`);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** The local disk does not record a content type, so it is derived from the key's extension. */
function contentTypeFor(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

function isErrno(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && (err as NodeJS.ErrnoException).code === code;
}

/**
 * Storage on the local file system, one flat directory. Writes are atomic
 * (temporary file in the same directory, fsync, rename), so a reader never sees
 * a half-written image and a crash leaves at most a stray '.*.tmp' file.
 */
export function createLocalStorage(dir: string): Storage {
  const root = path.resolve(dir);
  let ready: Promise<unknown> | null = null;

  function ensureDir(): Promise<unknown> {
    if (!ready) {
      ready = mkdir(root, { recursive: true }).catch((err: unknown) => {
        ready = null; // retry on the next put
        throw err;
      });
    }
    return ready;
  }

  function fileFor(key: string): string {
    assertKey(key);
    const file = path.join(root, key);
    // Belt and braces: the key pattern already guarantees this.
    if (path.dirname(file) !== root) throw new TypeError('Invalid storage key');
    return file;
  }

  return {
    // contentType is not persisted locally: get() derives it from the key's extension.
    async put(key, data) {
      const file = fileFor(key);
      await ensureDir();
      // Leading '.' cannot clash with a valid key (keys may not start with '.').
      const tmp = path.join(root, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        const handle = await open(tmp, 'wx', 0o644);
        try {
          await handle.writeFile(data);
          await handle.datasync();
        } finally {
          await handle.close();
        }
        await rename(tmp, file);
      } catch (err) {
        await unlink(tmp).catch(() => {});
        throw err;
      }
    },

    async get(key) {
      const file = fileFor(key);
      try {
        const data = await readFile(file);
        return { data, contentType: contentTypeFor(key) };
      } catch (err) {
        if (isErrno(err, 'ENOENT')) return null;
        throw err;
      }
    },

    async delete(key) {
      const file = fileFor(key);
      try {
        await unlink(file);
      } catch (err) {
        if (!isErrno(err, 'ENOENT')) throw err;
      }
    },

    async keys() {
      try {
        return (await readdir(root)).filter((name) => isValidKey(name));
      } catch (err) {
        if (isErrno(err, 'ENOENT')) return [];
        throw err;
      }
    },

    publicUrl(key) {
      assertKey(key);
      return PUBLIC_PREFIX + key;
    },
  };
}
