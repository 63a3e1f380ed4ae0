// Writes .br (quality 11) and .gz (level 9) beside every compressible file in build/client, so
// @fastify/static serves them with `preCompressed: true` instead of compressing per request
// (gzipping the entry chunk on the fly cost 4.6x in throughput).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dir = path.resolve(fileURLToPath(new URL('..', import.meta.url)), process.env.BUILD_DIR ?? 'build', 'client');
const EXTENSIONS = new Set(['.js', '.css', '.svg', '.json', '.html']);
const MIN_BYTES = 1024;
const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(root) {
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

let count = 0;
let before = 0;
let afterBr = 0;
for await (const file of files(dir)) {
  if (!EXTENSIONS.has(path.extname(file))) continue;
  if ((await stat(file)).size <= MIN_BYTES) continue;
  const body = await readFile(file);
  const [b, g] = await Promise.all([
    br(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
  count++;
  before += body.length;
  afterBr += b.length;
}
console.log(`precompress: ${count} files, ${(before / 1024).toFixed(1)} KiB -> ${(afterBr / 1024).toFixed(1)} KiB brotli`);
