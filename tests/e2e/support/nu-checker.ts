import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The W3C Nu HTML checker (the `vnu-jar` npm package, pinned in package.json) run once, in one JVM,
 * over many documents: each is written to a temp folder and all files go to one
 * `java -jar vnu.jar --format json --errors-only --stdout` call, so the JVM's start (most of the
 * cost) is paid once. Java is found or installed by `npm test` (tests/support/provision.ts) and
 * handed over as JAVA_PATH.
 */
const VNU_JAR = fileURLToPath(new URL('../../../node_modules/vnu-jar/build/dist/vnu.jar', import.meta.url));
const JAVA = process.env.JAVA_PATH || 'java';

export interface NuDocument {
  /** What a failure names: the page's path, or a fixture's name. */
  name: string;
  html: string;
}

export interface NuError {
  name: string;
  line: number | undefined;
  message: string;
}

/**
 * The one finding the checker makes that is not an error: it does not know `<link rel="expect">`
 * yet (the render-blocking hint of app/root.tsx), so it reads that link's `blocking` attribute as
 * belonging to stylesheets only. Matched by its exact text and only on a rel="expect" link.
 */
export const UNKNOWN_REL_EXPECT = 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  firstLine?: number;
  message: string;
  extract?: string;
}

export function isUnknownRelExpect(e: { message: string; extract?: string }): boolean {
  return e.message === UNKNOWN_REL_EXPECT && !!e.extract?.includes('<link rel="expect"');
}

/**
 * The checker also reads the CSS inside `<style>` elements, which the first page of a visit carries
 * (server/pages/inline-styles.ts), with a grammar older than the browsers': it refuses
 * `clip-path: path(…)`, `line-clamp` and `paint-order`, all valid. Those stylesheets are the build's
 * own, which the checker never read while they were linked; its findings about CSS (they start
 * "CSS: ") are let through, never one about the HTML.
 */
export function isCssFinding(e: { message: string }): boolean {
  return e.message.startsWith('CSS: ');
}

/** Every error the checker reports in `documents` (all in one run), less the rel="expect" one and its CSS findings. */
export async function nuErrors(documents: NuDocument[]): Promise<NuError[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nu-check-'));
  try {
    const files = documents.map((_, i) => path.join(dir, `${i}.html`));
    await Promise.all(documents.map((d, i) => writeFile(files[i], d.html)));
    const stdout = await new Promise<string>((resolve, reject) => {
      // Exit code 1 means "errors found"; the JSON on stdout says which.
      // The client JIT and the serial collector: a short run over small files, where they halve
      // the checker's CPU time (about 3 s of CPU instead of 6 for 40 pages); the client JIT needs
      // a deeper thread stack for the checker's schemas (it says so when it overflows).
      execFile(JAVA, ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m', '-jar', VNU_JAR, '--format', 'json', '--errors-only', '--stdout', ...files], { maxBuffer: 64 * 1024 * 1024 }, (err, out, errOut) => {
        if (err && !out) reject(new Error(`The Nu HTML checker did not run (${JAVA} -jar ${VNU_JAR}): ${errOut || err.message}`));
        else resolve(out);
      });
    });
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    const byFile = new Map(files.map((f, i) => [path.basename(f), documents[i].name]));
    return messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .filter((m) => !isUnknownRelExpect(m) && !isCssFinding(m))
      .map((m) => ({
        name: (m.url && byFile.get(path.basename(fileURLToPath(m.url)))) ?? m.url ?? '(checker)',
        line: m.lastLine ?? m.firstLine,
        message: m.message,
      }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One line per error: "page:line message". */
export const formatNuError = (e: NuError) => `${e.name}:${e.line ?? '?'} ${e.message}`;
